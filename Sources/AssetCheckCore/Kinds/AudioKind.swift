extension AssetKind.Declaration {
    /// Sounds, probed and decoded with FFmpeg: AAC by default, anything iOS plays with `codec: any`.
    static let audio = AssetKind.Declaration(
        extensions: ["aac", "adts", "m4a", "mp4", "caf", "mp3", "wav", "aif", "aiff", "aifc"],
        noun: "audio file", name: "sound", plural: "sounds",
        facts: AudioFacts.self, expectations: AudioExpectations.self,
        passes: [AudioPass(), LargePCMPass(), AudioRequiredFilesPass()])
}

extension AudioFacts: KindFacts {
    public static var kind: AssetKind { .audio }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        sampleRate >= 0 && channels >= 0 && frameCount >= 0 && durationSeconds.isFinite && durationSeconds >= 0
            && bitRateKbps.isFinite && bitRateKbps >= 0
    }

    public var reportLines: [FactLine] {
        let format = (codec == "aac" ? "AAC" : codec.uppercased()) + (profile.map { " \($0)" } ?? "")
            + (container == .adts ? " in ADTS (.aac)" : container == .mp4 ? " in MP4 (.m4a)" : "")
        return [
            FactLine("Format", format),
            FactLine("Sample rate", AudioWording.kilohertz(sampleRate), check: .audioSampleRate),
            FactLine("Bit rate", AudioWording.kbps(bitRateKbps), check: .audioBitRate),
            FactLine("Channels", AudioWording.channels(channels), check: .audioChannels),
            FactLine("Duration", AudioWording.seconds(durationSeconds), check: .audioDuration),
        ]
    }
}

/// What an audio class expects.
public struct AudioExpectations: KindExpectations {
    public static var kind: AssetKind { .audio }

    /// Required codec; default `aac`. `nil` (`codec: any` in the rules) for any codec iOS plays:
    /// AAC, MP3, or PCM and IMA4 in WAV, CAF or AIFF, as System Sound Services needs.
    public var codec: String? = "aac"
    /// Allowed containers; default ADTS (`.aac`) and MP4 (`.m4a`), or with `codec: any` every
    /// container iOS plays (``FileFormat/playableAudio``).
    public var containers: [FileFormat] = [.adts, .mp4]

    /// The containers the audio probe takes the file at `path` of this class for: AAC's when the
    /// class wants AAC (any other content is `audio.format`), else any iOS plays under its name
    /// (the class's own list is `audio.container`'s to check).
    public func probedContainers(forPath path: String) -> Set<FileFormat> {
        codec == nil ? FileFormat.playableAudio(named: path) : FileFormat.aacContainers
    }
    /// Exact sample rate in Hz.
    public var sampleRate: Int?
    /// Target bit rate in kbps.
    public var bitRateKbps: Double?
    /// Allowed relative deviation from the target bit rate; default 0.25 (25 %).
    public var bitRateTolerance: Double = 0.25
    /// Clips shorter than this many seconds are not bit-rate checked; default 0.5 s.
    public var bitRateMinDuration: Double = 0.5
    public var channels: Int?
    public var duration: DurationRange?
    /// Files this class must contain, by file name, each with an optional duration.
    public var required: [RequiredFile] = []

    public init() {}

    /// The probe takes any container iOS plays (`codec: any`), not only AAC's.
    public var readingKey: [String] { codec == nil ? ["any audio"] : [] }
}

/// A file the bundle must contain, e.g. `tap_wood.aac` of 0.1 s.
public struct RequiredFile: Sendable, Hashable {
    public var name: String
    public var duration: DurationRange?

    public init(name: String, duration: DurationRange? = nil) {
        self.name = name
        self.duration = duration
    }
}

extension AudioExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = {
        let defaults = AudioExpectations()
        let playable = FileFormat.playableAudio.map(\.rawValue).sorted().joined(separator: ", ")
        return [
            RulesKey("codec", in: .assetClass(.audio), .choice(["aac", "any"]), default: defaults.codec ?? "any",
                     "`aac`, or `any`: any sound iOS plays (AAC, MP3, or PCM and IMA4 in WAV, CAF or AIFF).", example: "any"),
            RulesKey("containers", in: .assetClass(.audio), .choices(["adts", "mp4", "mp3", "wav", "caf", "aiff"]),
                     default: defaults.containers.map(\.rawValue).joined(separator: ", ") + "; with `codec: any`, " + playable,
                     "The containers allowed (`aac` is `adts`, `m4a` is `mp4`, `aif` and `aifc` are `aiff`); with `codec: aac`, only AAC's.",
                     example: "[adts, mp4]"),
            RulesKey("sample-rate", in: .assetClass(.audio), .integer(8000...192_000), default: RulesKey.none,
                     "Exact sample rate in Hz.", example: "44100"),
            RulesKey("bit-rate", in: .assetClass(.audio),
                     .described("number of kbps, 8...1000, or a mapping (keys under `bit-rate`)"), default: RulesKey.none,
                     "Target bit rate.", example: "{kbps: 128, tolerance: 25%}"),
            RulesKey("channels", in: .assetClass(.audio), .integer(1...8), default: RulesKey.none,
                     "Exact number of channels.", example: "1"),
            RulesKeyCatalog.duration(.audio, example: "{min: 0.5, max: 2}"),
            RulesKeyCatalog.durationTolerance(.audio, example: "{relative: 10%, absolute: 50 ms}"),
            RulesKey("required", in: .assetClass(.audio),
                     .described("mapping of a file name, without folders, to a duration or `any`"), default: RulesKey.none,
                     "Files the class must contain, each with its duration.", example: "{tap_wood.aac: 0.1 s}"),
        ]
    }()

    /// Encoders add priming and padding (see the rules docs).
    static var durationTolerance: AssetClassLoader.Tolerance { AssetClassLoader.Tolerance(relative: 0.1, absolute: 0.05) }

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "codec":
            let codec = try value.string()
            guard codec == "aac" || codec == "any" else { throw value.error("'codec' supports aac and any, found '\(codec)'") }
            self.codec = codec == "any" ? nil : codec
        case "containers": containers = try Self.containers(value)
        case "sample-rate": sampleRate = try value.int(in: 8000...192_000)
        case "bit-rate": try readBitRate(value)
        case "channels": channels = try value.int(in: 1...8)
        case "duration": duration = try AssetClassLoader.duration(value, tolerance: tolerance)
        case "required": required = try Self.required(value, tolerance: tolerance)
        default: throw value.unhandledKey(key)
        }
    }

    mutating func finish(classID: String, keys: Set<String>, body: YAMLValue) throws {
        // `codec: any` widens the default containers, never ones the file lists itself.
        if codec == nil, !keys.contains("containers") { containers = FileFormat.playableAudio.sorted { $0.rawValue < $1.rawValue } }
        if codec != nil, let other = containers.first(where: { !FileFormat.aacContainers.contains($0) }) {
            throw body.error("class '\(classID)' allows \(other.rawValue), which holds no AAC: add codec: any for sounds that are not AAC")
        }
    }

    private static func containers(_ value: YAMLValue) throws -> [FileFormat] {
        try value.strings().map { name in
            switch name.lowercased() {
            case "adts", "aac": return .adts
            case "mp4", "m4a": return .mp4
            case "mp3": return .mp3
            case "wav": return .wav
            case "caf": return .caf
            case "aiff", "aif", "aifc": return .aiff
            default: throw value.error("'\(value.keyPath)' supports adts, mp4, mp3, wav, caf and aiff; found '\(name)'")
            }
        }
    }

    private mutating func readBitRate(_ value: YAMLValue) throws {
        if value.scalarText != nil {
            bitRateKbps = try value.double(in: 8...1_000)
            return
        }
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .bitRate)) {
            switch key {
            case "kbps": bitRateKbps = try item.double(in: 8...1_000)
            case "tolerance": bitRateTolerance = try item.fraction()
            case "min-duration": bitRateMinDuration = try AssetClassLoader.seconds(item)
            default: throw item.unhandledKey(key)
            }
        }
        guard bitRateKbps != nil else { throw value.error("'\(value.keyPath)' needs 'kbps'") }
    }

    private static func required(_ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws -> [RequiredFile] {
        try value.entries().map { name, item in
            guard !name.contains("/"), !name.isEmpty else {
                throw item.error("required files are named without folders; found '\(name)'")
            }
            return RequiredFile(name: name, duration: try AssetClassLoader.duration(item, tolerance: tolerance))
        }
    }
}

extension AssetFacts {
    /// A sound's facts.
    public static func audio(_ facts: AudioFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// An audio class's expectations.
    public static func audio(_ expectations: AudioExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The audio facts, when the file is probed audio.
    public var audio: AudioFacts? {
        get { facts.as(AudioFacts.self) }
        set { facts = AssetFacts(newValue) }
    }
}

extension AssetClassRule {
    /// The audio expectations, for an audio class.
    public var audio: AudioExpectations? { expectations.as(AudioExpectations.self) }
}
