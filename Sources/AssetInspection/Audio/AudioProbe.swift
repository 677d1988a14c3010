import AssetCheckCore
internal import CAVFormat

/// Measures one audio file with libavformat and libavcodec: recognises the container by
/// content (AAC's, or for a file no class claims any iOS plays: MP3, WAV, CAF, AIFF), reads and decodes every frame, and returns what it measured as ``AudioFacts``.
///
/// Bounded in every way a hostile file could stretch it: at most ``probeSize`` bytes to
/// recognise the format and find the stream, at most ``timeBudget`` of wall-clock time overall
/// (libavformat's interrupt callback and the read loop both watch it), memory for one packet
/// and one decoded frame at a time, and no block larger than ``FFmpegLibrary/maxAllocation``
/// however large a size a header claims.
struct AudioProbe {
    /// Wall-clock time one file may take; default 5 s (60 s of AAC takes about 30 ms here).
    var timeBudget: Duration = .seconds(5)
    /// Bytes libavformat may read to recognise the format and find the stream; default 256 KiB.
    var probeSize: Int = 256 << 10

    /// The containers a file may be: by default AAC's (ADTS, MP4); a file no class claims may be
    /// any container iOS plays (``FileFormat/playableAudio``).
    var accepting: Set<FileFormat> = FileFormat.aacContainers

    /// libavformat's demuxer names for the containers iOS plays, and the format each one is.
    static let knownDemuxers: [String: FileFormat] = [
        "aac": .adts, "mov,mp4,m4a,3gp,3g2,mj2": .mp4, "mp3": .mp3, "wav": .wav, "caf": .caf, "aiff": .aiff,
    ]

    /// Measures the audio that `source` holds.
    func measure(_ source: any ByteSource) -> Result<AudioFacts, AudioFailure> {
        FFmpegLibrary.using { unavailable in
            if let reason = unavailable { return .failure(.unmeasurable(reason)) }
            return measureLoaded(source)
        }
    }

    /// ``measure(_:)`` with FFmpeg loaded: every FFmpeg object made here is freed on return.
    private func measureLoaded(_ source: any ByteSource) -> Result<AudioFacts, AudioFailure> {
        let deadline = ProbeDeadline(budget: timeBudget)
        guard let io = IOContext(source: source) else { return .failure(.undecodable("out of memory")) }
        let detection: FormatContext.Detection
        do {
            detection = try FormatContext.detect(io, probeSize: probeSize)
        } catch {
            return .failure(.notAACContainer(detected: nil))
        }
        guard detection.score >= AVPROBE_SCORE_RETRY, let container = Self.knownDemuxers[detection.name],
              accepting.contains(container) else {
            return .failure(.notAACContainer(detected: detection.score >= AVPROBE_SCORE_RETRY ? detection.name : nil))
        }
        let input: FormatContext
        do {
            input = try FormatContext(io: io, detection: detection, probeSize: probeSize, deadline: deadline)
        } catch {
            return .failure(error.isInterrupt ? .timedOut(timeBudget)
                : .undecodable("libavformat cannot read its \(Self.parts(of: container)) (\(error.text))"))
        }
        // libavformat may stop early when interrupted, without saying so.
        if deadline.isExpired { return .failure(.timedOut(timeBudget)) }
        guard let stream = input.audioStream else {
            // A video-only MP4 is the wrong format; an MP4 whose tracks can't be told is damaged.
            guard input.hasKnownStream else {
                return .failure(.undecodable(container == .mp4
                    ? "its MP4 index (the moov box) names no track libavformat can read: it is cut short or damaged"
                    : "it holds no \(container == .adts ? "ADTS frames" : "audio") that libavformat can read"))
            }
            return .failure(.noAudioStream)
        }
        let others = input.otherAudioTracks(than: stream, limit: AudioFacts.maxOtherTracks)
        return FrameReader(input: input, stream: stream, container: container, deadline: deadline).read().map { facts in
            var facts = facts
            facts.otherTracks = others.isEmpty ? nil : others
            return facts
        }
    }

    /// What libavformat reads first in each container, for messages: "ADTS frames", "MP4 boxes".
    private static func parts(of container: FileFormat) -> String {
        switch container {
        case .adts: "ADTS frames"
        case .mp4: "MP4 boxes"
        case .mp3: "MP3 frames"
        case .wav: "WAV (RIFF) chunks"
        case .caf: "CAF chunks"
        case .aiff: "AIFF chunks"
        default: "header"
        }
    }
}
