import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// A large sound is hashed in pieces, then libavformat reads it from the file, never held whole:
/// the record must be the one a whole read gives, whatever the file holds.
@Suite("Sounds read from the file", .serialized)
struct AudioPiecewiseTests {
    /// Every audio fixture, damaged copies of two (cut short, bytes flipped), and garbage.
    static func variants() throws -> [(String, [UInt8])] {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/audio", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".md") && $0 != "real" }
        var variants = try names.sorted().map { ($0, try AudioFixtures.bytes($0)) }
        variants.append(("real wav", try AudioFixtures.bytes("real/US-EN-Daisy-Front-Door-Open.wav")))
        for name in ["noise-0.5s-44100-mono-128k.aac", "noise-0.5s-44100-stereo-192k.m4a"] {
            let bytes = try AudioFixtures.bytes(name)
            for length in stride(from: 5, to: bytes.count, by: 997) { variants.append(("\(name) cut at \(length)", Array(bytes.prefix(length)))) }
            for at in stride(from: 40, to: bytes.count, by: 1499) {
                var flipped = bytes
                flipped[at] ^= 0x5A
                variants.append(("\(name) flipped at \(at)", flipped))
            }
        }
        variants.append(("garbage", AudioFixtures.garbage(70_000)))
        return variants
    }

    private func inspect(_ path: String, _ bytes: [UInt8], in folder: TemporaryFolder, rules: RuleSet,
                         piecewise: Bool, pieceSize: Int = 256 << 10) throws -> AssetRecord {
        try folder.write(path, bytes)
        var inspector = AssetInspector(rules: rules)
        inspector.piecewiseAbove = piecewise ? 0 : .max
        inspector.pieceSize = pieceSize
        return inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: bytes.count)
    }

    @Test("hashed in pieces of 1 byte, 7 bytes or 256 KiB and read from the file, or read whole: every sound gets the same record")
    func sameRecord() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let rules = try AudioFixtures.bennieRules()
        let variants = try Self.variants()
        #expect(variants.count >= 40)
        var measured = 0
        for (name, bytes) in variants {
            // A class's sound (AAC only), and one no class claims (any container iOS plays).
            for path in ["Sounds/Effects/a.aac", "Extras/a.m4a"] {
                let whole = try inspect(path, bytes, in: folder, rules: rules, piecewise: false)
                if whole.audio != nil { measured += 1 }
                for size in [1, 7, 256 << 10] {
                    let pieces = try inspect(path, bytes, in: folder, rules: rules, piecewise: true, pieceSize: size)
                    #expect(pieces == whole, "\(name), \(path), pieces of \(size)")
                }
            }
        }
        // Not two blind readers agreeing: most fixtures are measured, and the damaged ones are not.
        #expect(measured >= 20, "\(measured) measured")
    }

    @Test("a sound read from the file with an earlier record is kept when its hash is the same, and measured again when not")
    func keepingEarlier() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = "Sounds/Effects/a.aac"
        try folder.write(path, try AudioFixtures.bytes("noise-0.5s-44100-mono-128k.aac"))
        var inspector = AssetInspector(rules: try AudioFixtures.bennieRules())
        inspector.piecewiseAbove = 0
        var earlier = inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: 1)
        #expect(earlier.audio?.durationSeconds ?? 0 > 0.4)
        // A mark no inspection makes: the record that comes back is `earlier` itself.
        earlier.scale = 7
        #expect(inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: 1, keeping: earlier) == earlier)
        try folder.write(path, try AudioFixtures.bytes("noise-1s-44100-mono-128k.aac"))
        let changed = inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: 1, keeping: earlier)
        #expect(changed.scale == nil)
        #expect(changed.audio?.durationSeconds ?? 0 > 0.9)
    }
}
