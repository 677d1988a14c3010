/// Examples of the audio checks, run as tests (see ``CheckExample``).
enum AudioCheckExamples {
    /// Narrator lines in ADTS or MP4; sound effects in ADTS only; stereo background music of 30 s
    /// to 3 min. All AAC at 44.1 kHz, 128 kbps (music 192) give or take 20 %, clips under 0.5 s
    /// not bit-rate checked.
    static let rules = audioRules()

    /// The same, with the sound effect library's required files and their nominal durations.
    static let libraryRules = audioRules(required: """

            required:
              tap_wood.aac: 0.1 s
              success_chime.aac: 0.5 s
              celebration_fanfare.aac: 2 s
              path_draw.aac: any
        """)

    private static func audioRules(required: String = "") -> String {
        CheckExample.rules("""
              narrator-voice:
                description: narrator lines
                kind: audio
                paths: ["**/Sounds/Narrator/**"]
                sample-rate: 44100
                bit-rate: {kbps: 128, tolerance: 20%, min-duration: 0.5 s}
              sound-effect:
                description: sound effects
                kind: audio
                paths: ["**/Sounds/Effects/**"]
                containers: [adts]
                sample-rate: 44100
                bit-rate: {kbps: 128, tolerance: 20%, min-duration: 0.5 s}
                duration-tolerance: {relative: 10%, absolute: 50 ms}\(required)
              background-music:
                description: background music
                kind: audio
                paths: ["**/Sounds/Music/**"]
                sample-rate: 44100
                channels: 2
                bit-rate: {kbps: 192, tolerance: 20%, min-duration: 0.5 s}
                duration: {min: 30 s, max: 180 s}
            """)
    }

    /// Bennie's lines, one of which the app plays by name when it is offline.
    static let voiceRules = CheckExample.rules("""
          narrator-voice:
            description: narrator lines
            kind: audio
            paths: ["**/Sounds/Narrator/**"]
          bennie-voice:
            description: Bennie lines
            rationale: "5.5: played by name, and all narrator and Bennie audio works offline"
            kind: audio
            paths: ["**/Sounds/Bennie/**"]
            required:
              wir_brauchen_internet.aac: any
        """)

    /// A file probed as `facts`.
    private static func sound(_ path: String, _ facts: AudioFacts = .example(seconds: 2.4)) -> AssetRecord {
        .exampleAudio(path, facts, bytes: Int(facts.bitRateKbps * 125 * facts.durationSeconds))
    }

    /// A file libavformat or libavcodec could not read, whose first bytes look like `sniffed`.
    private static func unreadable(_ path: String, sniffed: FileFormat?, _ failure: AudioFailure) -> AssetRecord {
        .exampleFailure(path, kind: .audio, format: sniffed, .audio(failure))
    }

    /// A 2.4 s narrator line in ADTS: passes every check.
    private static let line = sound("Sounds/Narrator/intro_01.aac")

    static let format: [CheckExample] = [
        .passing("AAC-LC in ADTS named .aac", rules: rules, [line]),
        .triggering("an MP3 renamed .aac", rules: rules, [
            unreadable("Sounds/Effects/tap_wood.aac", sniffed: .mp3, .notAACContainer(detected: "mp3")),
        ]),
        .triggering("a WAV recording renamed .aac", rules: rules, [
            unreadable("Sounds/Narrator/intro_01.aac", sniffed: .wav, .notAACContainer(detected: "wav")),
        ]),
        .triggering("bytes libavformat recognises as nothing", rules: rules, [
            unreadable("Sounds/Effects/tap_wood.aac", sniffed: .unknown, .notAACContainer(detected: nil)),
        ]),
        .triggering("an MP4 with a video track and no audio", rules: rules, [
            unreadable("Sounds/Narrator/intro_01.m4a", sniffed: .mp4, .noAudioStream),
        ]),
        .passing("an ADTS header whose frames libavformat can't read: damaged, so audio.corrupt", rules: rules, [
            unreadable("Sounds/Effects/tap_wood.aac", sniffed: .adts, .notAACContainer(detected: nil)),
        ]),
        .passing("short PCM in WAV and IMA4 in CAF named .wav, which no class claims: iOS plays both", rules: rules, [
            pcm("Embeds/tabSelection.wav", rate: 48_000, seconds: 1),
            .exampleAudio("Sounds/Alerts/chime.wav", AudioFacts(
                container: .caf, codec: "adpcm_ima_qt", profile: nil, sampleRate: 44_100, channels: 2, bitRateKbps: 353,
                bitRateSource: .measured, durationSeconds: 1, durationSource: .measured, frameCount: 690, samples: 44_160)),
        ]),
        .passing("a silent MP4 video no class claims: a video, not a sound", rules: rules, [
            unreadable("Onboarding/intro.mp4", sniffed: .mp4, .noAudioStream),
        ]),
        .triggering("Ogg Vorbis named .wav, which no class claims: iOS does not play Ogg", rules: rules, [
            unreadable("Sounds/Alerts/chime.wav", sniffed: .ogg, .notAACContainer(detected: "ogg")),
        ]),
    ]

    /// PCM as a WAV holds it: 16-bit, `seconds` long, its samples counted exactly.
    private static func pcm(_ path: String, container: FileFormat = .wav, rate: Int = 44_100, channels: Int = 2,
                            seconds: Double) -> AssetRecord {
        let samples = Int(seconds * Double(rate))
        let facts = AudioFacts(container: container, codec: "pcm_s16le", profile: nil, sampleRate: rate, channels: channels,
                               bitRateKbps: Double(rate * channels * 16) / 1000, bitRateSource: .measured,
                               durationSeconds: seconds, durationSource: .measured, frameCount: samples / 4096 + 1,
                               samples: samples)
        return .exampleAudio(path, facts, bytes: 44 + samples * channels * 2)
    }

    static let largePCM: [CheckExample] = [
        .passing("a 0.7 s PCM sound effect no class claims (123.5 KB): what System Sound Services plays", rules: rules, [
            pcm("Bat/mirror.wav", seconds: 0.7),
        ]),
        .passing("a 2 s IMA4 sound in CAF: compressed 4:1, not PCM", rules: rules, [
            .exampleAudio("Sounds/EngineStart.caf", AudioFacts(
                container: .caf, codec: "adpcm_ima_qt", profile: nil, sampleRate: 44_100, channels: 2, bitRateKbps: 353,
                bitRateSource: .measured, durationSeconds: 2, durationSource: .measured, frameCount: 1379, samples: 88_256),
                bytes: 88_300),
        ]),
        .triggering("20.6 s of 16-bit stereo PCM music no class claims (3.6 MB; about 329.6 KB as AAC at 128 kbps)",
                    rules: rules, [pcm("Bat/background.wav", seconds: 20.6)]),
        .triggering("40 s of mono PCM in CAF (3.5 MB), too long for System Sound Services anyway", rules: rules, [
            pcm("Music/theme.caf", container: .caf, channels: 1, seconds: 40),
        ]),
        .passing("a large PCM file a class that wants AAC claims is the class's to judge (here: not AAC)", rules: rules, [
            pcm("Sounds/Music/forest_theme.wav", seconds: 60),
        ]),
        .triggering("10 s of PCM in a class with `codec: any`", rules: anyCodecRules, [pcm("Sounds/Alerts/siren.wav", seconds: 10)]),
    ]

    /// Alerts of any codec iOS plays, as System Sound Services needs them.
    static let anyCodecRules = CheckExample.rules("""
          alert:
            description: alert sounds
            kind: audio
            paths: ["**/Sounds/Alerts/**"]
            codec: any
        """)

    static let corrupt: [CheckExample] = [
        .passing("a whole ADTS file", rules: rules, [line]),
        .triggering("an ADTS file cut off inside its last frame", rules: rules, [
            unreadable("Sounds/Narrator/intro_01.aac", sniffed: .adts,
                       .truncated("the file ends inside frame 103 at 2.391 s: 171 of its 371 bytes are there")),
        ]),
        .triggering("an MP4 with fewer frames than its header says", rules: rules, [
            unreadable("Sounds/Narrator/intro_01.m4a", sniffed: .mp4,
                       .truncated("the MP4 header says 2.4 s, but only 1.486 s of frames are there")),
        ]),
        .triggering("a frame libavcodec cannot decode", rules: rules, [
            unreadable("Sounds/Effects/success_chime.aac", sniffed: .adts,
                       .undecodable("frame 12 at 0.279 s cannot be decoded (Invalid data found when processing input)")),
        ]),
        .triggering("a file not read to its end within 5 s", rules: rules, [
            unreadable("Sounds/Music/forest_theme.aac", sniffed: .adts, .timedOut(.seconds(5))),
        ]),
        .triggering("an ADTS header whose frames libavformat can't read", rules: rules, [
            unreadable("Sounds/Effects/tap_wood.aac", sniffed: .adts, .notAACContainer(detected: nil)),
        ]),
        .triggering("an MP4 header whose boxes libavformat can't read", rules: rules, [
            unreadable("Sounds/Narrator/intro_01.m4a", sniffed: .mp4, .notAACContainer(detected: nil)),
        ]),
        .passing("an MP3 renamed .aac is the wrong format, not damaged", rules: rules, [
            unreadable("Sounds/Effects/tap_wood.aac", sniffed: .mp3, .notAACContainer(detected: "mp3")),
        ]),
    ]

    static let container: [CheckExample] = [
        .passing("a sound effect in ADTS named .aac", rules: rules, [
            sound("Sounds/Effects/whoosh.aac", .example(seconds: 0.8)),
        ]),
        .passing("with `codec: any`, PCM in CAF named .wav: Core Audio reads it by content", rules: anyCodecRules, [
            pcm("Sounds/Alerts/chime.wav", container: .caf, seconds: 0.5),
        ]),
        .triggering("with `codec: any`, MP3 named .aac", rules: anyCodecRules, [
            sound("Sounds/Alerts/chime.aac", .example(container: .mp3, codec: "mp3", profile: nil, seconds: 0.5)),
        ]),
        .triggering("a sound effect in MP4 (.m4a), where the class allows ADTS only", rules: rules, [
            sound("Sounds/Effects/whoosh.m4a", .example(container: .mp4, seconds: 0.8)),
        ]),
        .passing("a narrator line in MP4 named .m4a: the class allows both", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, seconds: 2.4)),
        ]),
        .triggering("a narrator line named .m4a holding ADTS", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .adts, seconds: 2.4)),
        ]),
        .triggering("a narrator line named .aac holding MP4", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(container: .mp4, seconds: 2.4)),
        ]),
    ]

    static let extraTrack: [CheckExample] = [
        .passing("a narrator line in MP4 with one track", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, seconds: 2.4)),
        ]),
        .passing("a second AAC track at 44.1 kHz: either plays right", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, seconds: 2.4,
                                                         otherTracks: [AudioTrack(number: 2, codec: "aac", sampleRate: 44_100, channels: 1)])),
        ]),
        .triggering("a second track in Apple Lossless (ALAC) beside the AAC one", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, seconds: 2.4,
                                                         otherTracks: [AudioTrack(number: 2, codec: "alac", sampleRate: 44_100, channels: 1)])),
        ]),
        .triggering("a first track at 48 kHz before the measured AAC one", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, seconds: 2.4,
                                                         otherTracks: [AudioTrack(number: 1, codec: "aac", sampleRate: 48_000, channels: 1)])),
        ]),
    ]

    static let codec: [CheckExample] = [
        .passing("AAC in MP4", rules: rules, [sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4))]),
        .passing("PCM in a class with `codec: any`", rules: anyCodecRules, [pcm("Sounds/Alerts/chime.wav", seconds: 0.5)]),
        .triggering("Apple Lossless (ALAC) in MP4", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, codec: "alac", profile: nil, kbps: 850)),
        ]),
        .triggering("MP3 audio in MP4", rules: rules, [
            sound("Sounds/Narrator/intro_01.m4a", .example(container: .mp4, codec: "mp3", profile: nil)),
        ]),
    ]

    static let profile: [CheckExample] = [
        .passing("AAC-LC", rules: rules, [line]),
        .triggering("HE-AAC at 48 kbps", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(profile: "HE-AAC", kbps: 48, seconds: 2.4)),
        ]),
        .triggering("HE-AACv2 at 32 kbps", rules: rules, [
            sound("Sounds/Music/forest_theme.m4a", .example(container: .mp4, profile: "HE-AACv2", kbps: 32, seconds: 95)),
        ]),
        .passing("a profile libavcodec does not name is not reported", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(profile: nil, seconds: 2.4)),
        ]),
    ]

    static let sampleRate: [CheckExample] = [
        .passing("a line at 44.1 kHz", rules: rules, [line]),
        .triggering("a line exported at 48 kHz from a video editor", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(sampleRate: 48_000, seconds: 2.4)),
        ]),
        .triggering("a sound effect at 22.05 kHz", rules: rules, [
            sound("Sounds/Effects/whoosh.aac", .example(sampleRate: 22_050, seconds: 0.8)),
        ]),
    ]

    static let bitRate: [CheckExample] = [
        .passing("a 2.4 s line at 128 kbps", rules: rules, [line]),
        .passing("102.5 kbps: just inside 128 kbps ± 20 % (102.4 to 153.6)", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(kbps: 102.5, seconds: 2.4)),
        ]),
        .triggering("102.3 kbps: just below 128 kbps ± 20 %", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(kbps: 102.3, seconds: 2.4)),
        ]),
        .passing("153.5 kbps: just inside the upper edge", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(kbps: 153.5, seconds: 2.4)),
        ]),
        .triggering("153.7 kbps: just above 128 kbps ± 20 %", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(kbps: 153.7, seconds: 2.4)),
        ]),
        .triggering("a 96 kbps export where 128 kbps is asked", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(kbps: 96, seconds: 2.4)),
        ]),
        .triggering("background music at 128 kbps, where its class asks 192", rules: rules, [
            sound("Sounds/Music/forest_theme.aac", .example(kbps: 128, seconds: 95)),
        ]),
        .passing("a 0.139 s tap at 96 kbps: shorter than min-duration 0.5 s, so not checked", rules: rules, [
            sound("Sounds/Effects/tap_wood.aac", .example(kbps: 96, seconds: 0.139)),
        ]),
        .triggering("a 0.5 s clip at 96 kbps: min-duration itself is checked", rules: rules, [
            sound("Sounds/Effects/whoosh.aac", .example(kbps: 96, seconds: 0.5)),
        ]),
    ]

    static let duration: [CheckExample] = [
        .passing("tap_wood.aac of 0.139 s: 0.1 s plus the encoder's priming, within 10 % + 50 ms", rules: libraryRules, [
            sound("Sounds/Effects/tap_wood.aac", .example(seconds: 0.139)),
        ]),
        .passing("celebration_fanfare.aac of 2.249 s: just inside 2 s ± 0.25 s", rules: libraryRules, [
            sound("Sounds/Effects/celebration_fanfare.aac", .example(seconds: 2.249)),
        ]),
        .triggering("celebration_fanfare.aac of 2.251 s: just outside 2 s ± 0.25 s", rules: libraryRules, [
            sound("Sounds/Effects/celebration_fanfare.aac", .example(seconds: 2.251)),
        ]),
        .triggering("success_chime.aac of 1.2 s, required to last 0.5 s", rules: libraryRules, [
            sound("Sounds/Effects/success_chime.aac", .example(seconds: 1.2)),
        ]),
        .triggering("success_chime.aac of 0.35 s, required to last 0.5 s", rules: libraryRules, [
            sound("Sounds/Effects/success_chime.aac", .example(seconds: 0.35)),
        ]),
        .passing("path_draw.aac of 7.5 s: required, of any length", rules: libraryRules, [
            sound("Sounds/Effects/path_draw.aac", .example(seconds: 7.5)),
        ]),
        .passing("a 4.2 s whoosh: not required, and the class sets no duration", rules: libraryRules, [
            sound("Sounds/Effects/whoosh.aac", .example(seconds: 4.2)),
        ]),
        .passing("a 95 s music loop: within 30 s to 3 min", rules: libraryRules, [
            sound("Sounds/Music/forest_theme.aac", .example(kbps: 192, seconds: 95)),
        ]),
        .triggering("a 12 s music loop, below the class's 30 s", rules: libraryRules, [
            sound("Sounds/Music/forest_theme.aac", .example(kbps: 192, seconds: 12)),
        ]),
        .triggering("a 4 min music track, above the class's 3 min", rules: libraryRules, [
            sound("Sounds/Music/forest_theme.aac", .example(kbps: 192, seconds: 240)),
        ]),
    ]

    static let channels: [CheckExample] = [
        .passing("stereo background music", rules: rules, [
            sound("Sounds/Music/forest_theme.aac", .example(kbps: 192, seconds: 95)),
        ]),
        .triggering("mono background music", rules: rules, [
            sound("Sounds/Music/forest_theme.aac", .example(channels: 1, kbps: 192, seconds: 95)),
        ]),
        .triggering("5.1 background music", rules: rules, [
            sound("Sounds/Music/forest_theme.m4a", .example(container: .mp4, channels: 6, kbps: 192, seconds: 95)),
        ]),
        .passing("a mono narrator line: its class names no channel count", rules: rules, [
            sound("Sounds/Narrator/intro_01.aac", .example(channels: 1, seconds: 2.4)),
        ]),
    ]

    static let requiredFile: [CheckExample] = [
        .passing("Sounds/Bennie/wir_brauchen_internet.aac is there", rules: voiceRules, [
            sound("Sounds/Bennie/hallo.aac"), sound("Sounds/Bennie/wir_brauchen_internet.aac"),
        ]),
        .passing("in a subfolder of Sounds/Bennie", rules: voiceRules, [
            sound("Sounds/Bennie/Offline/wir_brauchen_internet.aac"),
        ]),
        .triggering("Bennie's lines without wir_brauchen_internet.aac", rules: voiceRules, [
            sound("Sounds/Bennie/hallo.aac"),
        ]),
        .triggering("wir_brauchen_internet.aac under Sounds/Narrator, not Bennie's folder", rules: voiceRules, [
            sound("Sounds/Bennie/hallo.aac"), sound("Sounds/Narrator/wir_brauchen_internet.aac"),
        ]),
        .triggering("Wir_Brauchen_Internet.aac: names are case-sensitive on iOS", rules: voiceRules, [
            sound("Sounds/Bennie/Wir_Brauchen_Internet.aac"),
        ]),
        .triggering("wir_brauchen_internet.m4a: another extension is another name", rules: voiceRules, [
            sound("Sounds/Bennie/wir_brauchen_internet.m4a", .example(container: .mp4)),
        ]),
    ]
}
