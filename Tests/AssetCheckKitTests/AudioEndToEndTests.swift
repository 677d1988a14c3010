import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The whole pipeline, libavformat included, on a copy of the example bundle's sound library.
@Suite("Audio end to end")
struct AudioEndToEndTests {
    /// A file from the audio fixtures (Tests/AssetInspectionTests/Fixtures/audio, see its README).
    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/" + name)))
    }

    @Test("the example's sound library validates with no finding, and every sound is measured")
    func exampleSoundsAreClean() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        let audio = outcome.snapshot.records.filter { $0.kind == .audio }
        #expect(audio.count == 12)
        #expect(audio.allSatisfy { $0.audio != nil && $0.problems.isEmpty })
        #expect(outcome.findings.filter { $0.check.rawValue.hasPrefix("audio.") || $0.path?.hasPrefix("Sounds/") == true }
            .map { "\($0.path ?? "(bundle)") \($0.check): \($0.message)" } == [])
        let tap = try #require(outcome.snapshot.record(at: "Sounds/Effects/tap_wood.aac")?.audio)
        #expect(tap.durationSeconds == 0.139)
        #expect(tap.durationSource == .measured)
        let music = try #require(outcome.snapshot.record(at: "Sounds/Music/theme.m4a")?.audio)
        #expect(music.container == .mp4)
        #expect(music.bitRateSource == .container)
    }

    @Test("a 48 kHz file, a 96 kbps file, 128 kbps music, an MP3 named .aac, a missing effect and a 1 s tap_wood.aac give exactly those findings")
    func plantedDefects() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        // Whatever the untouched copy reports (nothing, when the example is clean) stays as it is.
        let before = try await bundle.findings()
        let f = bundle.folder
        try f.write("Sounds/Narrator/gut_gemacht.aac", fixture("noise-0.6s-48000-mono-128k.aac"))   // audio.sample-rate
        try f.write("Sounds/Bennie/super_gemacht.aac", fixture("noise-0.6s-44100-mono-96k.aac"))    // audio.bit-rate
        try f.write("Sounds/Music/theme.m4a", fixture("noise-0.6s-44100-stereo-128k.m4a"))          // audio.bit-rate
        try f.write("Sounds/Narrator/tschuess.aac", fixture("mp3-renamed.aac"))                     // audio.format
        try f.remove("Sounds/Effects/coin_collect.aac")                                             // audio.required-file
        try f.write("Sounds/Effects/tap_wood.aac", fixture("noise-1s-44100-mono-128k.aac"))         // audio.duration

        let outcome = try await bundle.check()
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        let planted = [
            "Sounds/Bennie/super_gemacht.aac audio.bit-rate",
            "Sounds/Effects/tap_wood.aac audio.duration",
            "Sounds/Music/theme.m4a audio.bit-rate",
            "Sounds/Narrator/gut_gemacht.aac audio.sample-rate",
            "Sounds/Narrator/tschuess.aac audio.format",
            "(bundle) audio.required-file",
        ]
        #expect(found.filter { !before.contains($0) } == planted)
        #expect(before.filter { !found.contains($0) } == [])

        // Each says what was measured, what was expected, and how to fix it.
        let messages = Dictionary(outcome.findings.filter { $0.check.rawValue.hasPrefix("audio.") }
            .map { ("\($0.path ?? "(bundle)") \($0.check)", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(messages["Sounds/Narrator/gut_gemacht.aac audio.sample-rate"]?.message
            == "sample rate is 48000 Hz (48 kHz), but narrator lines must be 44100 Hz (44.1 kHz)")
        #expect(messages["Sounds/Narrator/gut_gemacht.aac audio.sample-rate"]?.fix
            == "re-export at 44.1 kHz: `ffmpeg -i gut_gemacht.aac -ar 44100 -c:a aac -b:a 128k gut_gemacht-fixed.aac`, "
            + "then replace gut_gemacht.aac with it")
        #expect(messages["Sounds/Bennie/super_gemacht.aac audio.bit-rate"]?.message
            == "bit rate is 98.9 kbps (measured from the frames over 0.627 s), but Bennie lines must be "
            + "128 kbps ± 20 % (102.4 kbps to 153.6 kbps)")
        #expect(messages["Sounds/Music/theme.m4a audio.bit-rate"]?.message
            == "bit rate is 127.6 kbps (as the MP4 (.m4a) stream declares it), but background music must be "
            + "192 kbps ± 20 % (153.6 kbps to 230.4 kbps)")
        #expect(messages["Sounds/Narrator/tschuess.aac audio.format"]?.message
            == "content is MP3 audio, not AAC (ADTS .aac or MP4 .m4a)")
        #expect(messages["(bundle) audio.required-file"]?.message.hasPrefix("coin_collect.aac is missing") == true)
        #expect(messages["Sounds/Effects/tap_wood.aac audio.duration"]?.message
            == "lasts 1.045 s (measured from 45 frames), but tap_wood.aac is required to last 0.1 s (0.04 to 0.16 s allowed)")
    }

    @Test("a 690-byte WAV whose LIST chunk claims 3.7 GB is one audio.corrupt, and the run stays small (FFmpeg's allocations are capped)")
    func hugeChunkClaimEndToEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("app/Sounds/claim.wav", fixture("wav-list-claims-3.7gb.wav"))
        let output = try CommandRunner.run(["check", "app", "--no-cache"], in: folder.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains("app/Sounds/claim.wav: error: [audio.corrupt] is damaged"), "\(output.stdout)")
        // libavformat zeroed a 726 MB block for this file (peak 770 MB) before its allocations were capped at 64 MiB.
        let run = try CommandRunner.peakMemory(["check", "app", "--no-cache"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.peakBytes < 256 << 20, "peak resident memory \(run.peakBytes >> 20) MiB")
    }
}
