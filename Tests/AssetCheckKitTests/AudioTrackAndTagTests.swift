import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Audio made by ffmpeg in the test: the `.adts` extension, ID3 tags before ADTS frames, and
/// MP4 files with more than one audio track.
@Suite("Audio tracks and tags", .enabled(if: FFmpeg.isInstalled, "needs /usr/bin/ffmpeg"), .tags(.subprocess),
       .timeLimit(.minutes(2)))
struct AudioTrackAndTagTests {
    /// Findings on files under `Sounds/` of a copy of the example after `plant` ran in its folder.
    private func findings(_ plant: (String) throws -> Void) async throws -> (findings: [String], outcome: CheckOutcome) {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try plant(bundle.folder.path)
        let outcome = try await bundle.check()
        return (outcome.findings.filter { $0.check != .bundleDuplicate }.map { "\($0.path ?? "") \($0.check)" }, outcome)
    }

    private static let aac = ["-ar", "44100", "-c:a", "aac", "-b:a", "128k"]

    @Test("audio.container: an ADTS file named .adts is audio and passes; an ID3 tag in front, padded or not, records format adts beside container adts")
    func adtsAndID3() async throws {
        let (found, outcome) = try await findings { root in
            let folder = root + "/Sounds/Narrator"
            try FFmpeg.tone("plain.adts", seconds: 0.4, in: folder, Self.aac + ["-f", "adts"])
            try FFmpeg.tone("tagged.aac", seconds: 0.4, in: folder, Self.aac + ["-f", "adts", "-write_id3v2", "1",
                                                                               "-metadata", "title=Hallo"])
            // The same tag with 300 bytes of zero padding after it, as some taggers write.
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/tagged.aac")))
            let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1) } + 300
            bytes.replaceSubrange(6..<10, with: [UInt8(size >> 21 & 0x7F), UInt8(size >> 14 & 0x7F),
                                                 UInt8(size >> 7 & 0x7F), UInt8(size & 0x7F)])
            bytes.insert(contentsOf: [UInt8](repeating: 0, count: 300), at: 10 + size - 300)
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/padded.aac"))
        }
        #expect(found == [])
        #expect(AssetKind.guess(forPath: "Sounds/plain.adts") == .audio)
        for name in ["plain.adts", "tagged.aac", "padded.aac"] {
            let record = try #require(outcome.snapshot.record(at: "Sounds/Narrator/" + name))
            #expect(record.format == .adts, "\(name)")
            #expect(record.audio?.container == .adts, "\(name)")
        }
    }

    @Test("audio.extra-track: an MP4 with an ALAC or a 48 kHz second track is a finding; two tracks both right are not")
    func extraTracks() async throws {
        let (found, outcome) = try await findings { root in
            let folder = root + "/Sounds/Narrator"
            for (name, second) in [("alac.m4a", ["-c:a:1", "alac"]), ("rate.m4a", ["-c:a:1", "aac", "-ar:a:1", "48000"]),
                                   ("both.m4a", ["-c:a:1", "aac"])] {
                let status = try FFmpeg.run(["-f", "lavfi", "-i", "sine=frequency=440:duration=0.4",
                                             "-f", "lavfi", "-i", "sine=frequency=880:duration=0.4",
                                             "-map", "0", "-map", "1", "-ar", "44100", "-c:a:0", "aac"] + second
                                            + ["-disposition:a:0", "default", "-disposition:a:1", "0", "-f", "mp4", name],
                                            in: folder)
                #expect(status == 0)
            }
        }
        #expect(found == ["Sounds/Narrator/alac.m4a audio.extra-track", "Sounds/Narrator/rate.m4a audio.extra-track"])
        let finding = try #require(outcome.findings.first { $0.path == "Sounds/Narrator/alac.m4a" })
        #expect(finding.message.contains("track 1 was measured, and track 2 is ALAC (alac)"), "\(finding.message)")
        #expect(finding.fix?.contains("`ffmpeg -i alac.m4a -map 0:a:0 -c:a copy -f mp4 alac-fixed.m4a`") == true)
        #expect(outcome.snapshot.record(at: "Sounds/Narrator/both.m4a")?.audio?.otherTracks?.count == 1)
    }
}
