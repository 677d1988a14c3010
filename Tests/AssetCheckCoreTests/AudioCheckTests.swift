import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Audio checks on plain values, against the real Bennie rules file: no file, no codec.
@Suite("Audio checks")
struct AudioCheckTests {
    static let rules: RuleSet = {
        let text = (try? String(contentsOfFile: Repository.bennieRules, encoding: .utf8)) ?? ""
        return (try? RuleSetLoader.load(yaml: text, source: "Rules/bennie.yml", resolver: Repository.rulesResolver))
            ?? RuleSet(name: "missing", source: "missing", classes: [])
    }()

    /// Facts of a well-made AAC-LC file: 44.1 kHz mono, 128 kbps, as measured from ADTS frames.
    static func facts(seconds: Double = 1.045, kbps: Double = 124, sampleRate: Int = 44100, channels: Int = 1,
                      container: FileFormat = .adts, codec: String = "aac", profile: String? = "LC") -> AudioFacts {
        AudioFacts(container: container, codec: codec, profile: profile, sampleRate: sampleRate, channels: channels,
                   bitRateKbps: kbps, bitRateSource: .measured, durationSeconds: seconds, durationSource: .measured,
                   frameCount: Int(seconds * 44100 / 1024))
    }

    static func record(_ path: String, _ facts: AudioFacts) -> AssetRecord {
        // Distinct hashes: the same hash on two files would be a bundle.duplicate finding.
        AssetRecord(path: path, assetClass: rules.assetClass(forPath: path)?.id, kind: .audio, bytes: 1000,
                    sha256: "hash of " + path, format: facts.container, facts: .audio(facts))
    }

    /// Every file the Bennie rules require, each well made and of its nominal length.
    static let library: [AssetRecord] = [
        record("Sounds/Effects/tap_wood.aac", facts(seconds: 0.139, kbps: 106)),
        record("Sounds/Effects/success_chime.aac", facts(seconds: 0.534)),
        record("Sounds/Effects/coin_collect.aac", facts(seconds: 0.325, kbps: 110)),
        record("Sounds/Effects/celebration_fanfare.aac", facts(seconds: 2.043)),
        record("Sounds/Effects/chest_open.aac", facts(seconds: 1.045)),
        record("Sounds/Effects/gentle_boop.aac", facts(seconds: 0.232, kbps: 108)),
        record("Sounds/Effects/path_draw.aac", facts(seconds: 4.017)),
        record("Sounds/Bennie/wir_brauchen_internet.aac", facts(seconds: 2.5)),
    ]

    /// Findings for the library with `changed` records replacing or adding to it.
    static func findings(replacing changed: [AssetRecord] = [], removing removed: [String] = []) -> [Finding] {
        var byPath = Dictionary(uniqueKeysWithValues: library.map { ($0.path, $0) })
        for path in removed { byPath[path] = nil }
        for record in changed { byPath[record.path] = record }
        return CheckPasses.findings(for: BundleSnapshot(records: Array(byPath.values)), rules: rules)
    }

    @Test("the rules file loads the audio classes of playbook 5.3")
    func rulesFile() throws {
        let effects = try #require(Self.rules.assetClass(named: "sound-effect")?.audio)
        #expect(effects.sampleRate == 44100)
        #expect(effects.bitRateKbps == 128)
        #expect(effects.bitRateTolerance == 0.2)
        #expect(effects.required.map(\.name) == ["tap_wood.aac", "success_chime.aac", "coin_collect.aac",
                                                 "celebration_fanfare.aac", "chest_open.aac", "gentle_boop.aac", "path_draw.aac"])
        #expect(effects.required.first?.duration == DurationRange(min: 0.04, max: 0.16, nominal: 0.1))
        #expect(effects.required.last?.duration == nil)
        #expect(Self.rules.assetClass(named: "background-music")?.audio?.bitRateKbps == 192)
        #expect(Self.rules.assetClass(named: "bennie-voice")?.audio?.required.map(\.name) == ["wir_brauchen_internet.aac"])
    }

    @Test("a complete, well-made sound library has no finding")
    func cleanLibrary() {
        let music = Self.record("Sounds/Music/theme.m4a", Self.facts(seconds: 12, kbps: 192.7, channels: 2, container: .mp4))
        let narrator = Self.record("Sounds/Narrator/hallo.aac", Self.facts(seconds: 1.5, kbps: 127))
        #expect(Self.findings(replacing: [music, narrator]).isEmpty)
    }

    @Test("sample rate: 48 kHz fails with the measured and expected rate and the ffmpeg fix; 44.1 kHz passes")
    func sampleRate() throws {
        let findings = Self.findings(replacing: [Self.record("Sounds/Effects/chest_open.aac", Self.facts(sampleRate: 48000))])
        let finding = try #require(findings.only)
        #expect(finding.check == .audioSampleRate)
        #expect(finding.path == "Sounds/Effects/chest_open.aac")
        #expect(finding.severity == .error)
        #expect(finding.message == "sample rate is 48000 Hz (48 kHz), but sound effects must be 44100 Hz (44.1 kHz)")
        #expect(finding.fix == "re-export at 44.1 kHz: `ffmpeg -i in.wav -ar 44100 -c:a aac -b:a 128k chest_open.aac`")
    }

    @Test("bit rate: within 20 % of 128 kbps passes, 96 kbps fails, music needs 192 kbps", arguments: [
        ("Sounds/Effects/chest_open.aac", 103.0, false), ("Sounds/Effects/chest_open.aac", 153.0, false),
        ("Sounds/Effects/chest_open.aac", 96.0, true), ("Sounds/Effects/chest_open.aac", 160.0, true),
        ("Sounds/Music/theme.m4a", 192.7, false), ("Sounds/Music/theme.m4a", 128.5, true),
    ])
    func bitRate(path: String, kbps: Double, fails: Bool) throws {
        let container: FileFormat = path.hasSuffix(".m4a") ? .mp4 : .adts
        let findings = Self.findings(replacing: [Self.record(path, Self.facts(kbps: kbps, container: container))])
        #expect(findings.map(\.check) == (fails ? [.audioBitRate] : []))
    }

    @Test("bit rate: the finding says what was measured, how, and the allowed range")
    func bitRateWording() throws {
        let findings = Self.findings(replacing: [Self.record("Sounds/Effects/chest_open.aac", Self.facts(kbps: 95.04))])
        let finding = try #require(findings.only)
        #expect(finding.message == "bit rate is 95 kbps (measured from the frames over 1.045 s), but sound effects "
            + "must be 128 kbps ± 20 % (102.4 kbps to 153.6 kbps)")
        #expect(finding.fix == "re-export at 128 kbps: `ffmpeg -i in.wav -ar 44100 -c:a aac -b:a 128k chest_open.aac`")
    }

    @Test("bit rate: clips shorter than the class's min-duration (0.5 s) are not bit-rate checked")
    func bitRateSkipsShortClips() {
        let short = Self.record("Sounds/Effects/tap_wood.aac", Self.facts(seconds: 0.139, kbps: 40))
        #expect(Self.findings(replacing: [short]).isEmpty)
    }

    @Test("duration: a 1 s tap_wood.aac fails against its required 0.1 s; the priming-lengthened 0.139 s passes")
    func requiredDuration() throws {
        let long = Self.record("Sounds/Effects/tap_wood.aac", Self.facts(seconds: 1.045))
        let finding = try #require(Self.findings(replacing: [long]).only)
        #expect(finding.check == .audioDuration)
        #expect(finding.message == "lasts 1.045 s (measured from 45 frames), but tap_wood.aac is required to last "
            + "0.1 s (0.04 to 0.16 s allowed)")
        #expect(finding.fix == "edit the sound to last 0.1 s and export it again, e.g. "
            + "`ffmpeg -i in.wav -t 0.1 -ar 44100 -c:a aac -b:a 128k tap_wood.aac`")
        #expect(Self.findings().isEmpty)
    }

    @Test("duration: path_draw.aac is a loop of any length")
    func loopOfAnyLength() {
        #expect(Self.findings(replacing: [Self.record("Sounds/Effects/path_draw.aac", Self.facts(seconds: 30))]).isEmpty)
        #expect(Self.findings(replacing: [Self.record("Sounds/Effects/path_draw.aac", Self.facts(seconds: 0.1))]).isEmpty)
    }

    @Test("duration and channels: a class's own range and channel count apply to every file of it")
    func classDurationAndChannels() throws {
        var expected = AudioExpectations()
        expected.duration = DurationRange(min: 0.5, max: 2)
        expected.channels = 1
        let rules = RuleSet(name: "t", source: "t.yml", classes: [
            AssetClassRule(id: "jingle", description: "jingles", expectations: .audio(expected), patterns: [PathPattern("Jingles/**")]),
        ])
        func checks(_ facts: AudioFacts) -> [CheckID] {
            let record = AssetRecord(path: "Jingles/a.aac", assetClass: "jingle", kind: .audio, bytes: 1, sha256: "00",
                                     format: .adts, facts: .audio(facts))
            return CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: rules).map(\.check)
        }
        #expect(checks(Self.facts(seconds: 1)) == [])
        #expect(checks(Self.facts(seconds: 3)) == [.audioDuration])
        #expect(checks(Self.facts(seconds: 1, channels: 2)) == [.audioChannels])
        let record = AssetRecord(path: "Jingles/a.aac", assetClass: "jingle", kind: .audio, bytes: 1, sha256: "00",
                                 format: .adts, facts: .audio(Self.facts(seconds: 1, channels: 2)))
        let finding = try #require(CheckPasses.findings(for: BundleSnapshot(records: [record]), rules: rules).only)
        #expect(finding.message == "has 2 channels (stereo), but jingles must have 1 channel (mono)")
        // The class names no rate or bit rate, so neither does the command: ffmpeg keeps the source's.
        #expect(finding.fix == "re-export with 1 channel: `ffmpeg -i in.wav -ac 1 -c:a aac a.aac`")
    }

    @Test("codec: ALAC in an .m4a fails as the only finding on its content; AAC passes")
    func codec() throws {
        let alac = Self.record("Sounds/Music/theme.m4a", Self.facts(kbps: 700, sampleRate: 48000, container: .mp4,
                                                                     codec: "alac", profile: nil))
        let finding = try #require(Self.findings(replacing: [alac]).only)
        #expect(finding.check == .audioCodec)
        #expect(finding.message == "codec is ALAC (alac), but background music must be AAC")
        #expect(finding.fix == "re-encode it as AAC: `ffmpeg -i in.wav -ar 44100 -c:a aac -b:a 192k theme.m4a`")
    }

    @Test("profile: HE-AAC is a warning, LC passes")
    func profile() throws {
        let he = Self.record("Sounds/Effects/chest_open.aac", Self.facts(profile: "HE-AAC"))
        let finding = try #require(Self.findings(replacing: [he]).only)
        #expect(finding.check == .audioProfile)
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("AAC profile is HE-AAC, but sound effects should be AAC-LC"))
    }

    @Test("container: MP4 content named .aac fails, and so does a container the class does not allow")
    func container() throws {
        let mp4NamedAAC = Self.record("Sounds/Effects/chest_open.aac", Self.facts(container: .mp4))
        let finding = try #require(Self.findings(replacing: [mp4NamedAAC]).only)
        #expect(finding.check == .audioContainer)
        #expect(finding.message == "is MP4 (.m4a) named .aac; .aac files must be ADTS (.aac)")
        #expect(finding.fix == "rename it to chest_open.m4a, or rewrap it without re-encoding: "
            + "`ffmpeg -i chest_open.aac -c:a copy -f adts chest_open-fixed.aac`")

        var adtsOnly = AudioExpectations()
        adtsOnly.containers = [.adts]
        let rules = RuleSet(name: "t", source: "t.yml", classes: [
            AssetClassRule(id: "fx", description: "effects", expectations: .audio(adtsOnly), patterns: [PathPattern("Fx/**")]),
        ])
        let m4a = AssetRecord(path: "Fx/a.m4a", assetClass: "fx", kind: .audio, bytes: 1, sha256: "00", format: .mp4,
                              facts: .audio(Self.facts(container: .mp4)))
        let notAllowed = try #require(CheckPasses.findings(for: BundleSnapshot(records: [m4a]), rules: rules).only)
        #expect(notAllowed.check == .audioContainer)
        #expect(notAllowed.message == "is MP4 (.m4a), but effects must be ADTS (.aac)")
    }

    @Test("required files: a missing effect is one bundle finding (no path) naming file, length and folders")
    func missingRequiredFile() throws {
        let finding = try #require(Self.findings(removing: ["Sounds/Effects/coin_collect.aac"]).only)
        #expect(finding.check == .audioRequiredFile)
        #expect(finding.path == nil)
        #expect(finding.message == "coin_collect.aac is missing: sound effects must include it, lasting 0.3 s "
            + "(0.22 to 0.38 s allowed), in **/{Sounds,Sound,Audio}/{Effects,SFX,FX,SoundEffects}/**")
        #expect(finding.fix == "add coin_collect.aac to a folder that matches **/{Sounds,Sound,Audio}/{Effects,SFX,FX,SoundEffects}/**, e.g. "
            + "`ffmpeg -i in.wav -t 0.3 -ar 44100 -c:a aac -b:a 128k coin_collect.aac`")
    }

    @Test("required files: the Bennie line the app plays by name must be there")
    func missingBennieLine() throws {
        let finding = try #require(Self.findings(removing: ["Sounds/Bennie/wir_brauchen_internet.aac"]).only)
        #expect(finding.check == .audioRequiredFile)
        #expect(finding.message.hasPrefix("wir_brauchen_internet.aac is missing: Bennie lines must include it in"))
    }

    @Test("required files: a file in the wrong folder or of the wrong case is named in the finding")
    func requiredFileLookalikes() throws {
        let wrongFolder = Self.record("Sounds/Music/gentle_boop.aac", Self.facts(seconds: 0.232, kbps: 190))
        let finding = try #require(Self.findings(replacing: [wrongFolder], removing: ["Sounds/Effects/gentle_boop.aac"])
            .first { $0.check == .audioRequiredFile })
        #expect(finding.message.hasSuffix("; Sounds/Music/gentle_boop.aac has that name but is not in the class's folders"))
        let wrongCase = Self.record("Sounds/Effects/Gentle_Boop.aac", Self.facts(seconds: 0.232))
        let cased = try #require(Self.findings(replacing: [wrongCase], removing: ["Sounds/Effects/gentle_boop.aac"]).only)
        #expect(cased.message.hasSuffix("; Sounds/Effects/Gentle_Boop.aac differs only in case, "
            + "and file names are case-sensitive on iOS"))
    }

    @Test("a required file that exists but is damaged is not also reported missing")
    func damagedRequiredFileIsPresent() {
        var broken = AssetRecord(path: "Sounds/Effects/tap_wood.aac", assetClass: "sound-effect", kind: .audio,
                                 bytes: 10, sha256: "00", format: .mp3)
        broken.failure = .audio(.notAACContainer(detected: "mp3"))
        #expect(Self.findings(replacing: [broken]).map(\.check) == [.audioFormat])
    }

    @Test("audio facts encode with rounded values and sorted keys, the same every time")
    func factsEncoding() throws {
        let facts = AudioFacts(container: .adts, codec: "aac", profile: "LC", sampleRate: 44100, channels: 1,
                               bitRateKbps: 119.5234, bitRateSource: .measured, durationSeconds: 0.5340589,
                               durationSource: .measured, frameCount: 23)
        #expect(facts.durationSeconds == 0.534)
        #expect(facts.bitRateKbps == 119.5)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(facts), as: UTF8.self)
        #expect(json == #"{"bitRateKbps":119.5,"bitRateSource":"measured","channels":1,"codec":"aac","container":"adts","#
            + #""durationSeconds":0.534,"durationSource":"measured","frameCount":23,"profile":"LC","sampleRate":44100}"#)
    }
}

extension Array {
    /// The single element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
