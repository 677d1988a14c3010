/// Per-file audio checks: readable AAC, then against the class: container, codec, profile,
/// sample rate, bit rate, channels and duration (a required file's own duration, else the class's).
struct AudioPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.audioFormat, .error, summary: "The content (not the extension) is AAC audio in ADTS or MP4.",
              explanation: "As libavformat probes it: an MP3, WAV or random bytes named `.aac` fail.",
              appliesTo: .input, examples: AudioCheckExamples.format),
        .init(.audioCorrupt, .error, summary: "Every frame is there and decodes, within the probe's time budget.",
              explanation: "An ADTS frame cut short, an MP4 with fewer frames than its header says, or data "
                + "libavcodec cannot decode fail; so does a file not read to its end within 5 s.",
              appliesTo: .input, examples: AudioCheckExamples.corrupt),
        .init(.audioContainer, .error,
              summary: "The container is one the class allows (`containers`) and fits the extension.",
              explanation: "`.aac` and `.adts` are ADTS and `.m4a` is MP4; the default allows both.",
              appliesTo: .file(.audio), examples: AudioCheckExamples.container),
        .init(.audioCodec, .error, summary: "The codec is the class's codec (AAC).",
              explanation: "An MP4 holding ALAC or MP3 fails, and gets no other content finding: re-encoding fixes all.",
              appliesTo: .file(.audio), examples: AudioCheckExamples.codec),
        .init(.audioProfile, .warning, summary: "AAC is the LC profile, which every device decodes in hardware.",
              explanation: "HE-AAC and the other profiles are for low bit rates.",
              appliesTo: .file(.audio), examples: AudioCheckExamples.profile),
        .init(.audioSampleRate, .error, summary: "The sample rate is exactly the class's `sample-rate`.",
              appliesTo: .file(.audio, when: { $0.rule.audio?.sampleRate != nil }),
              examples: AudioCheckExamples.sampleRate),
        .init(.audioBitRate, .error, summary: "The bit rate is within the class's tolerance of its target.",
              explanation: "`bit-rate: {kbps: 128, tolerance: 20%}` (default tolerance 25 %): measured from the frames "
                + "for ADTS, the stream's own rate for MP4. Clips shorter than `min-duration` (default 0.5 s) are "
                + "skipped: priming and short frames dominate them.",
              appliesTo: .file(.audio, when: { subject in
                  guard let audio = subject.rule.audio else { return false }
                  return audio.bitRateKbps != nil
              }), examples: AudioCheckExamples.bitRate),
        .init(.audioDuration, .error,
              summary: "The duration is within the required file's range or the class's `duration`.",
              explanation: "Give or take `duration-tolerance` (default 10 % + 50 ms). ADTS durations count the frames "
                + "(1024 priming samples included); MP4 uses its edit list.",
              appliesTo: .file(.audio, when: { subject in
                  guard let audio = subject.rule.audio else { return false }
                  return audio.duration != nil
                      || audio.required.contains { $0.name == subject.fileName && $0.duration != nil }
              }), examples: AudioCheckExamples.duration),
        .init(.audioExtraTrack, .error,
              summary: "Every other audio track of an MP4 has the codec, sample rate and channels the class allows.",
              explanation: "Only the best track is measured; the others are read from their headers. An app that "
                + "plays the file may pick any track, so one it must not play fails (one track is best).",
              appliesTo: .file(.audio), examples: AudioCheckExamples.extraTrack),
        .init(.audioChannels, .error, summary: "The channel count is the class's `channels`, where it names one.",
              appliesTo: .file(.audio, when: { $0.rule.audio?.channels != nil }),
              examples: AudioCheckExamples.channels),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            // A class that takes any codec expects what audio no class claims is held to.
            let rule = rules.assetClass(named: record.assetClass).flatMap { $0.audio?.acceptsAnyCodec == true ? nil : $0 }
            let file = AudioWording.fileName(record.path)
            if case let .audio(failure)? = record.failure {
                let export = (rule?.audio ?? AudioExpectations()).ffmpegCommand(output: file)
                return [FindingDraft(path: record.path, assetClass: record.assetClass,
                                     Message.failure(failure, sniffed: record.format, export: export))]
            }
            guard record.isReadable, let facts = record.audio, let rule, let expected = rule.audio else { return [] }
            return check(facts, file: file, expected: expected, what: rule.description).map {
                FindingDraft(path: record.path, assetClass: rule.id, $0)
            }
        }
    }

    private func check(_ facts: AudioFacts, file: String, expected: AudioExpectations, what: String) -> [Message] {
        var found: [Message] = []
        let export = expected.ffmpegCommand(output: file)
        if let problem = Self.containerProblem(facts.container, name: file, allowed: expected.containers) {
            found.append(.container(problem, name: file, what: what))
        }
        guard facts.codec == expected.codec else {
            // Re-encoding fixes everything else too, so a wrong codec is the only finding on the content.
            return found + [.codec(facts.codec, expected: expected.codec, what: what, export: export)]
        }
        if let profile = facts.profile, profile != "LC" {
            found.append(.profile(profile, target: expected.bitRateKbps, what: what, export: export))
        }
        if let rate = expected.sampleRate, facts.sampleRate != rate {
            found.append(.sampleRate(facts.sampleRate, expected: rate, what: what, export: export))
        }
        if let channels = expected.channels, facts.channels != channels {
            found.append(.channels(facts.channels, expected: channels, what: what, export: export))
        }
        if let target = expected.bitRateKbps, facts.durationSeconds >= expected.bitRateMinDuration,
           abs(facts.bitRateKbps - target) > target * expected.bitRateTolerance {
            found.append(.bitRate(facts, target: target, tolerance: expected.bitRateTolerance, what: what, export: export))
        }
        for track in facts.otherTracks ?? [] where !Self.allows(track, expected) {
            found.append(.extraTrack(track, measured: facts.measuredTrack, name: file, what: what))
        }
        let required = expected.required.first { $0.name == file }
        if let range = required?.duration ?? expected.duration, !range.contains(facts.durationSeconds) {
            let cut = range.nominal ?? (range.max < Double.greatestFiniteMagnitude ? range.max : nil)
            found.append(.duration(facts, expected: range, required: required?.name, what: what,
                                   export: expected.ffmpegCommand(output: file, seconds: cut)))
        }
        return found
    }

    /// True when `track` is what the class expects of its audio: codec, and rate and channels where named.
    private static func allows(_ track: AudioTrack, _ expected: AudioExpectations) -> Bool {
        track.codec == expected.codec && expected.sampleRate.map { $0 == track.sampleRate } != false
            && expected.channels.map { $0 == track.channels } != false
    }

    /// Why the container does not fit: not one the class allows, or not what the extension says.
    enum ContainerProblem: Sendable, Hashable {
        case notAllowed(FileFormat, allowed: [FileFormat])
        case misnamed(FileFormat, fitting: FileFormat?)
    }

    private static func containerProblem(_ container: FileFormat, name: String,
                                         allowed: [FileFormat]) -> ContainerProblem? {
        guard allowed.contains(container) else { return .notAllowed(container, allowed: allowed) }
        let fitting: FileFormat? = switch FileFormat.extensionOf(name) {
        case "aac", "adts": .adts
        case "m4a", "mp4": .mp4
        default: nil
        }
        return fitting == container ? nil : .misnamed(container, fitting: fitting)
    }
}

extension CheckID {
    public static let audioFormat = CheckID("audio.format")
    public static let audioCorrupt = CheckID("audio.corrupt")
    public static let audioContainer = CheckID("audio.container")
    public static let audioCodec = CheckID("audio.codec")
    public static let audioProfile = CheckID("audio.profile")
    public static let audioSampleRate = CheckID("audio.sample-rate")
    public static let audioBitRate = CheckID("audio.bit-rate")
    public static let audioDuration = CheckID("audio.duration")
    public static let audioChannels = CheckID("audio.channels")
    public static let audioExtraTrack = CheckID("audio.extra-track")
}
