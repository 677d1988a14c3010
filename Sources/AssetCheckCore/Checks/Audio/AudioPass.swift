/// Per-file audio checks: readable AAC, then against the class: container, codec, profile,
/// sample rate, bit rate, channels and duration (a required file's own duration, else the class's).
struct AudioPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.audioFormat, .error,
              summary: "The content (not the extension) is AAC in ADTS or MP4, or for a sound no class claims, audio iOS plays.",
              explanation: "As libavformat probes it: an MP3, WAV or random bytes named `.aac` fail. A sound no class "
                + "claims may be AAC, MP3, or WAV, CAF or AIFF (PCM or IMA4, which System Sound Services needs), "
                + "whatever its extension, except that a `.aac` or `.m4a` name must hold AAC's containers.",
              guardsInput: true, examples: AudioCheckExamples.format),
        .init(.audioCorrupt, .error, summary: "Every frame is there and decodes, within the probe's time budget.",
              explanation: "An ADTS frame cut short, an MP4 with fewer frames than its header says, or data "
                + "libavcodec cannot decode fail; so does a file not read to its end within 5 s.",
              guardsInput: true, examples: AudioCheckExamples.corrupt),
        .init(.audioContainer, .error,
              summary: "The container is one the class allows (`containers`) and fits the extension.",
              explanation: "`.aac` and `.adts` are ADTS and `.m4a` is MP4; the default allows both.",
              examples: AudioCheckExamples.container),
        .init(.audioCodec, .error, summary: "The codec is the class's codec (AAC).",
              explanation: "An MP4 holding ALAC or MP3 fails, and gets no other content finding: re-encoding fixes all.",
              examples: AudioCheckExamples.codec),
        .init(.audioProfile, .warning, summary: "AAC is the LC profile, which every device decodes in hardware.",
              explanation: "HE-AAC and the other profiles are for low bit rates.",
              examples: AudioCheckExamples.profile),
        .init(.audioSampleRate, .error, summary: "The sample rate is exactly the class's `sample-rate`.",
              examples: AudioCheckExamples.sampleRate),
        .init(.audioBitRate, .error, summary: "The bit rate is within the class's tolerance of its target.",
              explanation: "`bit-rate: {kbps: 128, tolerance: 20%}` (default tolerance 25 %): measured from the frames "
                + "for ADTS, the stream's own rate for MP4. Clips shorter than `min-duration` (default 0.5 s) are "
                + "skipped: priming and short frames dominate them.",
              examples: AudioCheckExamples.bitRate),
        .init(.audioDuration, .error,
              summary: "The duration is within the required file's range or the class's `duration`.",
              explanation: "Give or take `duration-tolerance` (default 10 % + 50 ms). ADTS durations count the frames "
                + "(1024 priming samples included); MP4 uses its edit list.",
              examples: AudioCheckExamples.duration),
        .init(.audioExtraTrack, .error,
              summary: "Every other audio track of an MP4 has the codec, sample rate and channels the class allows.",
              explanation: "Only the best track is measured; the others are read from their headers. An app that "
                + "plays the file may pick any track, so one it must not play fails (one track is best).",
              examples: AudioCheckExamples.extraTrack),
        .init(.audioChannels, .error, summary: "The channel count is the class's `channels`, where it names one.",
              examples: AudioCheckExamples.channels),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            let rule = rules.assetClass(named: record.assetClass)
            let file = AudioWording.fileName(record.path)
            if case let .audio(failure)? = record.failure {
                // An `.mp4` no class claims with no sound is a silent video, which iOS plays: no sound to judge.
                if record.assetClass == nil, failure == .noAudioStream { return [] }
                // A damaged file is no source to start from: its recording is, named after it.
                let input = Message.isDamage(failure, sniffed: record.format) ? AudioExpectations.sourceName(for: file) : file
                let export = (rule?.audio ?? AudioExpectations()).ffmpegCommand(input: input, output: file)
                let message = Message.failure(failure, sniffed: record.format, export: export,
                                              claimed: record.assetClass != nil && (rule?.audio ?? AudioExpectations()).codec != nil)
                log.ran(message.check, on: record.path, assetClass: record.assetClass)
                return [FindingDraft(path: record.path, assetClass: record.assetClass, message)]
            }
            guard record.isReadable, let facts = record.audio else { return [] }
            // libavformat read it as audio it knows, and every frame decoded in time.
            log.ran(.audioFormat, on: record.path, assetClass: record.assetClass)
            log.ran(.audioCorrupt, on: record.path, assetClass: record.assetClass)
            guard let rule, let expected = rule.audio else { return [] }
            return check(facts, at: record.path, expected: expected, rule: rule, log: log).map {
                FindingDraft(path: record.path, assetClass: rule.id, $0)
            }
        }
    }

    /// The checks `expected` asks of a file named `file` beside codec, container and extra tracks.
    private static func measuredChecks(_ expected: AudioExpectations, file: String) -> [CheckID] {
        let required = expected.required.first { $0.name == file }
        return [.audioProfile] + (expected.sampleRate != nil ? [.audioSampleRate] : [])
            + (expected.channels != nil ? [.audioChannels] : []) + (expected.bitRateKbps != nil ? [.audioBitRate] : [])
            + ((required?.duration ?? expected.duration) != nil ? [.audioDuration] : [])
    }

    private func check(_ facts: AudioFacts, at path: String, expected: AudioExpectations, rule: AssetClassRule,
                       log: EvaluationLog) -> [Message] {
        var found: [Message] = []
        let (file, what, assetClass) = (AudioWording.fileName(path), rule.description, rule.id)
        // The command that fixes the file, made only for a finding (most sounds have none).
        let export = { expected.ffmpegCommand(input: file, output: file) }
        if let codec = expected.codec {
            log.ran(.audioCodec, on: path, assetClass: assetClass, expected: AudioWording.codec(codec),
                    measured: AudioWording.codec(facts.codec))
            if facts.codec != codec {
                for check in [.audioContainer, .audioExtraTrack] + Self.measuredChecks(expected, file: file) {
                    log.notApplicable(check, on: path, assetClass: assetClass,
                                      because: "its codec is not the class's, and re-encoding it decides the rest")
                }
                // Re-encoding fixes everything else too, the container included (a rewrap could not
                // change the codec), so a wrong codec is the only finding.
                return [.codec(facts.codec, expected: codec, what: what, export: export())]
            }
        }
        log.ran(.audioContainer, on: path, assetClass: assetClass,
                expected: expected.containers.map(AudioWording.container).joined(separator: " or "),
                measured: AudioWording.container(facts.container))
        if let problem = Self.containerProblem(facts.container, name: file, allowed: expected.containers,
                                               anyCodec: expected.codec == nil) {
            found.append(.container(problem, name: file, what: what))
        }
        if let profile = facts.profile {
            log.ran(.audioProfile, on: path, assetClass: assetClass, expected: "LC", measured: profile)
            if profile != "LC" { found.append(.profile(profile, target: expected.bitRateKbps, what: what, export: export())) }
        } else if facts.codec == "aac" {
            log.notApplicable(.audioProfile, on: path, assetClass: assetClass, because: "libavcodec does not name its AAC profile")
        }
        if let rate = expected.sampleRate {
            log.ran(.audioSampleRate, on: path, assetClass: assetClass, expected: AudioWording.kilohertz(rate),
                    measured: AudioWording.kilohertz(facts.sampleRate))
            if facts.sampleRate != rate { found.append(.sampleRate(facts.sampleRate, expected: rate, what: what, export: export())) }
        }
        if let channels = expected.channels {
            log.ran(.audioChannels, on: path, assetClass: assetClass, expected: AudioWording.channels(channels),
                    measured: AudioWording.channels(facts.channels))
            if facts.channels != channels { found.append(.channels(facts.channels, expected: channels, what: what, export: export())) }
        }
        if let target = expected.bitRateKbps {
            if facts.durationSeconds < expected.bitRateMinDuration {
                log.notApplicable(.audioBitRate, on: path, assetClass: assetClass,
                                  because: "it is shorter than min-duration " + AudioWording.seconds(expected.bitRateMinDuration))
            } else {
                log.ran(.audioBitRate, on: path, assetClass: assetClass,
                        expected: AudioWording.kbps(target) + " ± " + AudioWording.percent(expected.bitRateTolerance),
                        measured: AudioWording.kbps(facts.bitRateKbps))
                if abs(facts.bitRateKbps - target) > target * expected.bitRateTolerance {
                    found.append(.bitRate(facts, target: target, tolerance: expected.bitRateTolerance, what: what, export: export()))
                }
            }
        }
        log.ran(.audioExtraTrack, on: path, assetClass: assetClass)
        for track in facts.otherTracks ?? [] where !Self.allows(track, expected) {
            found.append(.extraTrack(track, measured: facts.measuredTrack, name: file, what: what))
        }
        let required = expected.required.first { $0.name == file }
        if let range = required?.duration ?? expected.duration {
            log.ran(.audioDuration, on: path, assetClass: assetClass, expected: AudioWording.range(range),
                    measured: AudioWording.seconds(facts.durationSeconds))
            if !range.contains(facts.durationSeconds) {
                let cut = range.nominal ?? (range.max < Double.greatestFiniteMagnitude ? range.max : nil)
                // A sound too short cannot be cut from itself: its recording is the source.
                let source = facts.durationSeconds < range.min ? AudioExpectations.sourceName(for: file) : file
                found.append(.duration(facts, expected: range, required: required?.name, what: what,
                                       export: expected.ffmpegCommand(input: source, output: file, seconds: cut)))
            }
        }
        return found
    }

    /// True when `track` is what the class expects of its audio: codec, and rate and channels where named.
    private static func allows(_ track: AudioTrack, _ expected: AudioExpectations) -> Bool {
        expected.codec.map { $0 == track.codec } != false && expected.sampleRate.map { $0 == track.sampleRate } != false
            && expected.channels.map { $0 == track.channels } != false
    }

    /// Why the container does not fit: not one the class allows, or not what the extension says.
    enum ContainerProblem: Sendable, Hashable {
        case notAllowed(FileFormat, allowed: [FileFormat])
        case misnamed(FileFormat, fitting: FileFormat?)
    }

    /// With `anyCodec`, only a name that says AAC or MP3 must fit: Core Audio reads WAV, CAF and
    /// AIFF by content, whichever of the three the name says.
    private static func containerProblem(_ container: FileFormat, name: String,
                                         allowed: [FileFormat], anyCodec: Bool) -> ContainerProblem? {
        guard allowed.contains(container) else { return .notAllowed(container, allowed: allowed) }
        var fitting = FileFormat.audioContainer(named: name)
        if fitting.map(FileFormat.aacContainers.union(anyCodec ? [.mp3] : []).contains) != true { fitting = nil }
        if anyCodec, fitting == nil { return nil }
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
