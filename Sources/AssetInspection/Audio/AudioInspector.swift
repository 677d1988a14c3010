import AssetCheckCore

/// Probes AAC audio into ``AudioFacts`` with libavformat, or records why it cannot.
///
/// A file that is not AAC in ADTS or MP4 (an MP3 or WAV named `.aac`, random bytes) gets an
/// `audio.format` problem; one that is cut off, undecodable or too slow to read gets
/// `audio.corrupt`. Either way the file gets exactly one problem and no facts.
struct AudioInspector {
    /// The rule set's limits. The file is already size-checked; the probe has its own bounds.
    let limits: Limits
    /// The class's expectations, used only to word the fix; `nil` gives a 44.1 kHz, 128 kbps example.
    var expectations: AudioExpectations? = nil
    /// The probe and its bounds (time budget, probe size).
    var probe = AudioProbe()

    /// Fills `record.audio` with what was measured, or appends the one problem that stopped it.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        switch probe.measure(MemoryByteSource(file.bytes)) {
        case let .success(facts):
            record.audio = facts
        case let .failure(failure):
            record.problems.append(draft(for: failure, record: record))
            if case .timedOut = failure { record.isTransient = true }
        }
    }

    private func draft(for failure: AudioProbeFailure, record: AssetRecord) -> FindingDraft {
        let name = String(record.path.split(separator: "/").last ?? Substring(record.path))
        let reencode = (expectations ?? AudioExpectations()).ffmpegCommand(output: name)
        func problem(_ check: CheckID, _ message: String, _ fix: String) -> FindingDraft {
            FindingDraft(path: record.path, check: check, assetClass: record.assetClass, message: message, fix: fix)
        }
        let exportAgain = "export it again from the source audio: \(reencode)"
        switch failure {
        case let .notAACContainer(detected):
            // Bytes that start like ADTS or MP4 but cannot be read as such are damaged, not mislabelled.
            if let sniffed = record.format, sniffed == .adts || sniffed == .mp4, detected == nil {
                return problem(.audioCorrupt, "starts like \(sniffed.displayName), but libavformat cannot read "
                    + "its frames: the file is damaged or cut short", exportAgain)
            }
            let what = Self.describe(demuxer: detected) ?? record.format.flatMap { $0 == .unknown ? nil : $0.displayName }
                ?? "not audio libavformat recognises"
            return problem(.audioFormat, "content is \(what), not AAC (ADTS .aac or MP4 .m4a)",
                           "re-encode it as AAC: \(reencode)")
        case .noAudioStream:
            return problem(.audioFormat, "content is \(record.format?.displayName ?? "a container") with no audio stream",
                           "export the audio track as AAC: \(reencode)")
        case let .truncated(what):
            return problem(.audioCorrupt, "is cut short: \(what)", exportAgain)
        case let .undecodable(what):
            return problem(.audioCorrupt, "is damaged: \(what)", exportAgain)
        case let .timedOut(budget):
            return problem(.audioCorrupt, "was not read to its end within the \(budget) time budget; "
                + "it is damaged, or far longer than an app sound", exportAgain)
        }
    }

    /// Words for libavformat's demuxer names, for the formats people rename to `.aac`.
    private static func describe(demuxer: String?) -> String? {
        switch demuxer {
        case "mp3": FileFormat.mp3.displayName
        case "wav": FileFormat.wav.displayName
        case "ogg": FileFormat.ogg.displayName
        case "flac": FileFormat.flac.displayName
        case "caf": FileFormat.caf.displayName
        case let name?: "\(name) (as libavformat calls it)"
        case nil: nil
        }
    }
}
