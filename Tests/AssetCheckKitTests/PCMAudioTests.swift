import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Sounds no class claims, on real bytes: PCM and IMA4 in WAV, CAF and AIFF are valid iOS audio
/// (System Sound Services plays nothing else), measured and never an error; a large PCM file is
/// one warning with the size it would have as AAC. A class's AAC requirement stays the class's.
@Suite("PCM audio no class claims", .enabled(if: FFmpeg.isInstalled, "needs /usr/bin/ffmpeg"), .tags(.subprocess),
       .timeLimit(.minutes(3)))
struct PCMAudioTests {
    /// A set with one AAC class for `Sounds/**`; everything else is claimed by no class.
    static let rules = try! RuleSetLoader.load(yaml: CheckExample.rules("""
          effect:
            description: sound effects
            kind: audio
            paths: ["Sounds/**"]
        """), source: "t.yml")

    private static let real = Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/real/"

    private func check(_ folder: TemporaryFolder, rules: RuleSet = Self.rules) async throws -> CheckOutcome {
        try await BundleChecker(rules: rules).check(root: folder.path)
    }

    @Test("short PCM in WAV, CAF, AIFF and AIFF-C, and IMA4 in CAF named .wav, are measured exactly, with no audio finding")
    func shortSoundsAreValid() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        let alerts = folder.path + "/Alerts"
        try FileManager.default.createDirectory(atPath: alerts, withIntermediateDirectories: true)
        try FFmpeg.tone("tap.wav", seconds: 0.3, in: alerts, ["-ar", "44100", "-c:a", "pcm_s16le"])
        try FFmpeg.tone("tap.caf", seconds: 0.3, in: alerts, ["-ar", "44100", "-ac", "2", "-c:a", "pcm_s16le"])
        try FFmpeg.tone("tap.aiff", seconds: 0.3, in: alerts, ["-ar", "22050", "-c:a", "pcm_s16be"])
        try FFmpeg.tone("tap.aifc", seconds: 0.3, in: alerts, ["-ar", "48000", "-c:a", "pcm_f32be", "-f", "aiff"])
        // Apache-2.0, from home-assistant/iOS (see the fixture's README): CAF with IMA4, named .wav.
        try folder.write("Alerts/US-EN-Daisy-Front-Door-Open.wav",
                         Array(try Data(contentsOf: URL(fileURLWithPath: Self.real + "US-EN-Daisy-Front-Door-Open.wav"))))

        let outcome = try await check(folder)
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Alerts asset.unclassified"])
        func facts(_ name: String) throws -> AudioFacts { try #require(outcome.snapshot.record(at: "Alerts/" + name)?.audio) }
        #expect(try facts("tap.wav").container == .wav)
        #expect(try facts("tap.wav").codec == "pcm_s16le")
        #expect(try facts("tap.wav").samples == 13_230)
        #expect(try facts("tap.wav").durationSeconds == 0.3)
        #expect(try facts("tap.caf").container == .caf)
        #expect(try facts("tap.caf").channels == 2)
        #expect(try facts("tap.aiff").container == .aiff)
        #expect(try facts("tap.aiff").sampleRate == 22_050)
        #expect(try facts("tap.aiff").samples == 6_615)
        #expect(try facts("tap.aifc").container == .aiff)
        #expect(try facts("tap.aifc").codec == "pcm_f32be")
        let daisy = try facts("US-EN-Daisy-Front-Door-Open.wav")
        #expect(daisy.container == .caf)
        #expect(daisy.codec == "adpcm_ima_qt")
        #expect(daisy.sampleRate == 22_050)
        #expect(daisy.channels == 1)
        // 571 IMA4 packets of 64 samples, as `ffprobe -count_packets` and a full decode agree.
        #expect(daisy.frameCount == 571)
        #expect(daisy.samples == 36_544)
        #expect(outcome.manifest.assets.first { $0.path == "Alerts/tap.aiff" }?.kind == .audio)
    }

    @Test("the same WAV in a class that wants AAC is that class's audio.format error, with a command that reads it")
    func classKeepsItsAACRequirement() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        try FileManager.default.createDirectory(atPath: folder.path + "/Sounds", withIntermediateDirectories: true)
        try FFmpeg.tone("tap.wav", seconds: 0.3, in: folder.path + "/Sounds", ["-c:a", "pcm_s16le"])
        let finding = try #require(try await check(folder).findings.only)
        #expect(finding.check == .audioFormat)
        #expect(finding.path == "Sounds/tap.wav")
        #expect(finding.message == "content is WAV audio, not AAC (ADTS .aac or MP4 .m4a)")
        #expect(finding.fix == "re-encode it as AAC: `ffmpeg -i tap.wav -c:a aac tap.aac` in place of tap.wav")
    }

    @Test("audio.large-pcm: 6 s of stereo PCM no class claims is one warning with its size as AAC; its command makes a file that passes")
    func largePCM() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        let music = folder.path + "/Game Music"
        try FileManager.default.createDirectory(atPath: music, withIntermediateDirectories: true)
        try FFmpeg.tone("level 1.wav", seconds: 6, in: music, ["-ar", "44100", "-ac", "2", "-c:a", "pcm_s16le"])
        try FFmpeg.tone("jingle.wav", seconds: 1, in: music, ["-ar", "44100", "-ac", "2", "-c:a", "pcm_s16le"])

        let findings = try await check(folder).findings
        #expect(findings.map { "\($0.path ?? "(bundle)") \($0.check) \($0.severity)" }
            == ["Game Music asset.unclassified warning", "Game Music/level 1.wav audio.large-pcm warning"])
        let finding = try #require(findings.first { $0.check == .audioLargePCM })
        // 264,600 samples: 1,058,400 bytes of PCM; as AAC at 128 kbps, 264,600 x 16,000 / 44,100 = 96,000 bytes.
        #expect(finding.message == "is 1.1 MB of uncompressed PCM (WAV audio, 6 s, 44.1 kHz, 2 channels (stereo)); "
            + "as AAC at 128 kbps it would be about 96.0 KB")
        #expect(finding.fix == "unless the app plays it with System Sound Services (which needs PCM), encode it as AAC and "
            + "load that file instead (AVAudioPlayer and SpriteKit play it): `ffmpeg -i 'level 1.wav' -c:a aac -b:a 128k 'level 1.m4a'`")

        // The command, run as a shell would split it, makes an AAC file that is no finding of its own.
        let status = try FFmpeg.run(["-i", "level 1.wav", "-c:a", "aac", "-b:a", "128k", "level 1.m4a"], in: music)
        #expect(status == 0)
        try FileManager.default.removeItem(atPath: music + "/level 1.wav")
        let after = try await check(folder)
        #expect(after.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Game Music asset.unclassified"])
        #expect(after.snapshot.record(at: "Game Music/level 1.m4a")?.audio?.codec == "aac")
    }

    @Test("a class with `codec: any` takes every sound iOS plays: PCM and IMA4 pass it, large PCM is still the warning")
    func classOfAnyCodec() async throws {
        let rules = try RuleSetLoader.load(yaml: CheckExample.rules("""
              alert:
                description: alert sounds
                kind: audio
                paths: ["Alerts/**"]
                codec: any
                channels: 1
            """), source: "t.yml")
        #expect(rules.assetClass(named: "alert")?.audio?.containers == [.adts, .aiff, .caf, .mp3, .mp4, .wav])
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        let alerts = folder.path + "/Alerts"
        try FileManager.default.createDirectory(atPath: alerts, withIntermediateDirectories: true)
        try FFmpeg.tone("tap.wav", seconds: 0.3, in: alerts, ["-c:a", "pcm_s16le"])
        try FFmpeg.tone("siren.caf", seconds: 12, in: alerts, ["-c:a", "pcm_s16le"])
        try FFmpeg.tone("stereo.aiff", seconds: 0.3, in: alerts, ["-ac", "2", "-c:a", "pcm_s16be"])
        try folder.write("Alerts/US-EN-Daisy-Front-Door-Open.wav",
                         Array(try Data(contentsOf: URL(fileURLWithPath: Self.real + "US-EN-Daisy-Front-Door-Open.wav"))))
        let findings = try await check(folder, rules: rules).findings
        #expect(findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
            == ["Alerts/siren.caf audio.large-pcm", "Alerts/stereo.aiff audio.channels"])
        // The class's own requirement still applies, and its command keeps the sound PCM, in its own container.
        let channels = try #require(findings.first { $0.check == .audioChannels })
        #expect(channels.fix == "re-export with 1 channel: `ffmpeg -i stereo.aiff -ac 1 stereo-fixed.aiff`, then replace stereo.aiff with it")
        #expect(try FFmpeg.run(["-i", "stereo.aiff", "-ac", "1", "stereo-fixed.aiff"], in: alerts) == 0)
        try FileManager.default.removeItem(atPath: alerts + "/stereo.aiff")
        try FileManager.default.moveItem(atPath: alerts + "/stereo-fixed.aiff", toPath: alerts + "/stereo.aiff")
        let after = try await check(folder, rules: rules)
        #expect(after.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Alerts/siren.caf audio.large-pcm"])
        #expect(after.snapshot.record(at: "Alerts/stereo.aiff")?.audio?.codec == "pcm_s16be")

        #expect(throws: RulesError.self) {
            try RuleSetLoader.load(yaml: CheckExample.rules("  a:\n    kind: audio\n    paths: [\"A/**\"]\n    containers: [wav]\n"),
                                   source: "t.yml")
        }
    }

    @Test("a silent .mp4 video no class claims is no audio finding; in a sound class it is audio.format")
    func silentVideo() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        for sub in ["Onboarding", "Sounds"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + sub, withIntermediateDirectories: true)
            let status = try FFmpeg.run(["-f", "lavfi", "-i", "testsrc=d=0.2:s=32x32:r=10", "-c:v", "mpeg4", "-an", "intro.mp4"],
                                        in: folder.path + "/" + sub)
            #expect(status == 0)
        }
        let findings = try await check(folder).findings
        #expect(findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
            == ["Onboarding asset.unclassified", "Onboarding/intro.mp4 bundle.duplicate", "Sounds/intro.mp4 audio.format"])
    }

    @Test("an MP3 named .aac that no class claims is still audio.format: the name says AAC; named .mp3 it passes")
    func unclaimedNameMustFit() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-pcm")
        defer { folder.delete() }
        let mp3 = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/mp3-renamed.aac")))
        try folder.write("Music/theme.aac", mp3)
        try FFmpeg.tone("intro.mp3", seconds: 0.5, in: folder.path + "/Music", ["-c:a", "libmp3lame", "-b:a", "64k"])
        let findings = try await check(folder).findings
        #expect(findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Music asset.unclassified", "Music/theme.aac audio.format"])
        #expect(findings.first { $0.check == .audioFormat }?.message
            == "content is MP3 audio, which iOS does not play under this name: a sound is AAC (.aac, .m4a), MP3 (.mp3), "
            + "or PCM or IMA4 in WAV, CAF or AIFF")
    }
}

extension Array {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
