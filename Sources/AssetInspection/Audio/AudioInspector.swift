import AssetCheckCore

/// Probes audio into ``AudioFacts`` with libavformat, or records the ``AudioFailure`` that
/// stopped it: content in a container the probe does not accept (AAC's for a class's files, any
/// iOS plays for a file no class claims), or a file that is cut off, undecodable or too slow to
/// read. The audio pass words it as one finding.
struct AudioInspector {
    /// The probe and its bounds (time budget, probe size). The file is already size-checked.
    var probe = AudioProbe()

    /// Fills `record`'s audio facts with what was measured, or its failure.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        inspect(MemoryByteSource(file.bytes), head: file.bytes, into: &record)
    }

    /// ``inspect(_:into:)`` of the sound `source` reads, which starts with `head` (its first bytes,
    /// 10 or more when the file has them).
    func inspect(_ source: any ByteSource, head: [UInt8], into record: inout AssetRecord) {
        // libavformat skips a tag that claims more than the file has and measures what it finds.
        if let overrun = ID3Tag.overrun(head: head, fileSize: source.size ?? head.count) {
            record.failure = .audio(.truncated(overrun))
            return
        }
        switch probe.measure(source) {
        case let .success(facts):
            record.audio = facts
        case let .failure(failure):
            record.failure = .audio(failure)
            // Neither a timeout nor a missing FFmpeg says anything lasting about the file.
            switch failure {
            case .timedOut, .unmeasurable: record.isTransient = true
            default: break
            }
        }
    }
}
