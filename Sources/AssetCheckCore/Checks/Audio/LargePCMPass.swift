/// Sounds no class claims (or of a class with `codec: any`) that are large and uncompressed: PCM is right for the short sounds
/// System Sound Services plays (it plays only PCM and IMA4, at most 30 s), but a large PCM file
/// is most often music that AAC would hold in a tenth of the bytes. A warning, never an error:
/// only the app knows how it plays the sound.
struct LargePCMPass: CheckPass {
    /// Files of at least this many bytes are large: about 5.7 s of 16-bit stereo at 44.1 kHz.
    static let largeBytes = 1_000_000
    /// The bit rate the AAC size is worked out at, in bits per second.
    static let aacBitsPerSecond = 128_000

    static let checks: [CheckDescriptor] = [
        .init(.audioLargePCM, .warning,
              summary: "A sound no class claims, or of a class with `codec: any`, is not 1 MB or more of uncompressed PCM.",
              explanation: "PCM in WAV, CAF or AIFF is valid iOS audio, and System Sound Services plays only PCM or "
                + "IMA4, so short PCM sounds pass. From 1 MB (the file's bytes) the finding states the size the sound "
                + "would have as AAC at 128 kbps, from its exact sample count. Sounds of a class that wants AAC are "
                + "checked against the class instead.",
              guardsInput: true, examples: AudioCheckExamples.largePCM),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record in
            let anyCodec = record.assetClass == nil || rules.assetClass(named: record.assetClass)?.audio.map { $0.codec == nil } == true
            guard anyCodec, record.isReadable, let facts = record.audio else { return nil }
            let isPCM = facts.codec.hasPrefix("pcm_")
            // The draft carries no class: the warning is the same whoever claims the sound.
            log.ran(.audioLargePCM, on: record.path, assetClass: nil,
                    expected: "under " + ByteWording.limit(Self.largeBytes) + " of PCM",
                    measured: isPCM ? ByteWording.size(record.bytes) + " of PCM" : "not PCM: " + AudioWording.codec(facts.codec))
            guard isPCM, record.bytes >= Self.largeBytes else { return nil }
            return FindingDraft(path: record.path, Message(facts: facts, bytes: record.bytes, name: AudioWording.fileName(record.path)))
        }
    }

    /// What `audio.large-pcm` says.
    struct Message: FindingMessage {
        let facts: AudioFacts
        let bytes: Int
        let name: String

        var check: CheckID { .audioLargePCM }

        /// The bytes of AAC at 128 kbps for the same samples: samples x 16,000 / sample rate.
        var aacBytes: Int {
            guard facts.sampleRate > 0 else { return 0 }
            return facts.exactSamples.multipliedClamped(by: LargePCMPass.aacBitsPerSecond / 8) / facts.sampleRate
        }

        private var seconds: Double {
            facts.sampleRate > 0 ? Double(facts.exactSamples) / Double(facts.sampleRate) : facts.durationSeconds
        }

        var text: String {
            "is \(ByteWording.size(bytes)) of uncompressed PCM (\(AudioWording.container(facts.container)), "
                + "\(AudioWording.seconds(AudioFacts.rounded(seconds, places: 3))), \(AudioWording.kilohertz(facts.sampleRate)), "
                + "\(AudioWording.channels(facts.channels))); as AAC at 128 kbps it would be about \(ByteWording.size(aacBytes))"
        }

        var fix: String? {
            let command = "`ffmpeg -i \(ShellWord.quoted(name)) -c:a aac -b:a 128k \(ShellWord.quoted(AudioWording.stem(name) + ".m4a"))`"
            // System Sound Services refuses sounds over 30 s: such a sound is played some other way.
            let when = seconds > 30 ? "" : "unless the app plays it with System Sound Services (which needs PCM), "
            return when + "encode it as AAC and load that file instead (AVAudioPlayer and SpriteKit play it): \(command)"
        }

        var identity: [String] { [] }
    }
}

extension CheckID {
    public static let audioLargePCM = CheckID("audio.large-pcm")
}
