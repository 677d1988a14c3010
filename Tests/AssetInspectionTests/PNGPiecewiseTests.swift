import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// A large PNG is read in pieces, hashed and walked as it is read, never held whole: the verdict
/// must be the one a whole read gives, byte for byte, whatever the file holds.
@Suite("PNGs read in pieces", .serialized)
struct PNGPiecewiseTests {
    static let rules = PNGImageDataTests.rules

    /// Every PNG the other suites use, and damaged copies of one: cut short, and bytes flipped in
    /// each part of the file (signature, IHDR, a CRC, the image data, IEND).
    static let variants: [(String, [UInt8])] = {
        var variants: [(String, [UInt8])] = PNGFixture.ImageDataDamage.allCases.map { ("\($0)", PNGFixture.damaged($0)) }
        variants += [("split", PNGFixture.splitImageData(interlaced: false)),
                     ("split interlaced", PNGFixture.splitImageData(interlaced: true)),
                     ("sprite", PNGFixture.sprite(37, 23)), ("opaque", PNGFixture.opaque(40, 9)),
                     ("claims 100000 x 100000", PNGFixture.claimingSize(100_000, 100_000)),
                     ("16-bit", PNGFixture.rgba16(5, 4) { x, _ in UInt16(x * 9000) }),
                     ("noise", PNGFixture.storedNoise(300, 200, seed: 7, ellipse: true)),
                     ("idat crc", PNGFixture.corruptingIDAT(PNGFixture.sprite(20, 20)))]
        for name in ["grey-opaque.png", "interlaced-bottom-right-visible.png", "interlaced-sprite.png",
                     "palette-trns-sprite.png", "rgba16-one-translucent.png"] {
            if let url = Bundle.module.url(forResource: "Fixtures/png/\(name)", withExtension: nil),
               let data = try? Data(contentsOf: url) {
                variants.append((name, Array(data)))
            }
        }
        let base = PNGFixture.sprite(31, 17)
        for length in stride(from: 9, to: base.count, by: 13) { variants.append(("cut at \(length)", Array(base.prefix(length)))) }
        for at in stride(from: 3, to: base.count, by: 11) {
            var flipped = base
            flipped[at] ^= 0x5A
            variants.append(("flipped at \(at)", flipped))
        }
        return variants
    }()

    private func inspect(_ path: String, _ bytes: [UInt8], in folder: TemporaryFolder,
                         piecewise: Bool, pieceSize: Int = 256 << 10) throws -> AssetRecord {
        try folder.write(path, bytes)
        var inspector = AssetInspector(rules: Self.rules)
        inspector.piecewiseAbove = piecewise ? 0 : .max
        inspector.pieceSize = pieceSize
        return inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: bytes.count)
    }

    @Test("read in pieces of 1 byte, 7 bytes or 256 KiB, or whole, every PNG gets the same record, its hash included")
    func sameRecord() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        #expect(Self.variants.count >= 45)
        for (name, bytes) in Self.variants {
            // Icons need no pixels (the image data is inflated on the walk); sprites need them.
            for path in ["Icons/a@2x.png", "Sprites/a@2x.png"] {
                let whole = try inspect(path, bytes, in: folder, piecewise: false)
                for size in [1, 7, 256 << 10] {
                    let pieces = try inspect(path, bytes, in: folder, piecewise: true, pieceSize: size)
                    #expect(pieces == whole, "\(name), \(path), pieces of \(size)")
                }
            }
        }
    }

    @Test("the damaged variants are findings, not passes: the comparison is not between two blind readers")
    func variantsAreJudged() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let records = try Self.variants.map { try inspect("Icons/a@2x.png", $1, in: folder, piecewise: true, pieceSize: 7) }
        let failed = records.filter { $0.failure != nil }.count
        #expect(failed > 30, "\(failed) of \(records.count) variants failed")
        #expect(records.filter { $0.failure == nil && $0.image != nil }.count >= 10)
    }

    #if os(Linux)
    @Test("a 96 MB PNG is checked in pieces: peak memory grows by far less than the file, with or without a pixel decode",
          arguments: ["Icons/big@2x.png", "Sprites/big@2x.png"])
    func boundedMemory(_ path: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let size: Int
        do {
            let bytes = PNGFixture.storedNoise(5000, 4800, seed: 3, ellipse: true)
            size = bytes.count
            try folder.write(path, bytes)
        }
        #expect(size > 96_000_000)
        // FFmpeg (about 25 MB, loaded and unloaded by other tests' runs) stays loaded meanwhile.
        let (before, record, after) = try FFmpegLibrary.using { _ in
            // Linux: writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
            try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
            let before = try #require(Self.peakResidentBytes())
            let record = AssetInspector(rules: Self.rules).inspect(relativePath: path, absolutePath: folder.path + "/" + path,
                                                                   sizeHint: size)
            return (before, record, try #require(Self.peakResidentBytes()))
        }
        let growth = after - before
        #expect(record.failure == nil)
        #expect(record.sha256 != nil && record.image?.width == 5000)
        #expect(path.hasPrefix("Icons") == (record.image?.pixels == nil))
        // Tests run side by side, so others' memory shows here too: the bound is loose, and a
        // whole read would still exceed it by twice.
        #expect(growth < 48 << 20, "peak resident memory grew by \(growth >> 20) MB for a \(size >> 20) MB file")
    }

    /// The process's peak resident memory (VmHWM), in bytes.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
    #endif
}
