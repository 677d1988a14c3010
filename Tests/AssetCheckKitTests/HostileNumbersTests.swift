import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Numbers from files stay untrusted in every later stage: budgets, the manifest, baselines and
/// diffs get them too. Each case is made from its own bytes.
@Suite("Hostile numbers")
struct HostileNumbersTests {
    @Test("PNG headers at and past the format's limits are refused, and the memory estimate doesn't trap on them",
          arguments: [UInt32(2_147_483_647), UInt32.max])
    func hugeHeaders(side: UInt32) async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.claimingSize(side, side))
        let outcome = try await bundle.check()
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        #expect(found == ["Characters/Bennie/wave@2x.png image.too-large"])
        #expect(outcome.findings.first?.message.contains("\(side)x\(side) px") == true)
        // A refused header's claim is not counted: the estimate is the clean example's.
        let memory = try #require(outcome.manifest.budgets?.memory.first)
        #expect(memory.usedBytes < 200_000_000)
        _ = try outcome.manifest.encoded()
    }

    @Test("an animation whose duration overflows gets a finding, and the manifest is still written")
    func overflowingDuration() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Animations/Bennie/spin.json",
                                Array(#"{"v":"5.7.4","fr":1e-300,"ip":0,"op":1e300,"w":10,"h":10,"layers":[]}"#.utf8))
        try bundle.folder.write("Animations/Bennie/huge.json",
                                Array(#"{"v":"5.7.4","fr":1e400,"ip":0,"op":30,"w":10,"h":10,"layers":[]}"#.utf8))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Animations/Bennie/huge.json animation.structure", "Animations/Bennie/spin.json animation.frame-rate",
            "Animations/Bennie/spin.json animation.structure",
        ])
        let text = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        #expect(text.contains("Animations/Bennie/spin.json"))
    }

    @Test("a baseline entry whose count is Int64.max is refused with a message, not a trap")
    func baselineCount() throws {
        let data = Data(#"{"version": 2, "entries": [{"path": "a.png", "check": "image.size", "fingerprint": "0", "count": 9223372036854775807}]}"#.utf8)
        #expect { try Baseline.decode(data) } throws: { error in
            "\(error)".contains("entries[0], the entry for a.png [image.size], has count 9223372036854775807; "
                + "a count is a number of findings from 1 to 1000000000")
        }
        let zero = Data(#"{"version": 2, "entries": [{"path": "a.png", "check": "image.size", "count": 0}]}"#.utf8)
        #expect(throws: (any Error).self) { try Baseline.decode(zero) }
    }

    @Test("a manifest whose bytes is Int64.min is refused by diff with the place, not a trap")
    func manifestBytes() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let data = try await bundle.check().manifest.encoded()
        var text = String(decoding: data, as: UTF8.self)
        let first = try #require(text.range(of: #""bytes" : \d+"#, options: .regularExpression))
        text.replaceSubrange(first, with: #""bytes" : -9223372036854775808"#)
        #expect { try ManifestSource.decode(Data(text.utf8), path: "old.json") } throws: { error in
            "\(error)" == "old.json: not a manifest assetcheck wrote: assets[0].bytes is -9223372036854775808"
        }
        #expect(throws: Never.self) { try ManifestSource.decode(data, path: "new.json") }
    }

    @Test("a file modified in the year 2300 (1.04e19 ns since 1970) gets a stamp held at Int64.max, not a trap")
    func farFutureTimestamp() throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let path = bundle.folder.path + "/future.txt"
        try bundle.folder.write("future.txt", Array("later".utf8))
        var times = [timespec(tv_sec: 10_413_792_000, tv_nsec: 5), timespec(tv_sec: 10_413_792_000, tv_nsec: 5)]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let stamp = try #require(FileStamp.of(path))
        #expect(stamp.modified == .max)
        #expect(stamp.size == 5)
        #expect(FileStamp.nanoseconds(timespec(tv_sec: -10_413_792_000, tv_nsec: 0)) == .min)
    }

    @Test("clamped arithmetic holds at the ends of Int instead of trapping")
    func clamped() {
        #expect(Int.max.addingClamped(1) == .max)
        #expect(Int.min.addingClamped(-1) == .min)
        #expect(Int.max.multipliedClamped(by: 4) == .max)
        #expect(Int.min.multipliedClamped(by: 2) == .min)
        #expect(0.subtractingClamped(.min) == .max)
        #expect([Int.max, 5].clampedSum { $0 } == .max)
        #expect(ImageFacts(width: 4_294_967_295, height: 4_294_967_295, hasAlphaChannel: true, bitDepth: 8,
                           interlaced: false).decodedBytes == .max)
    }
}
