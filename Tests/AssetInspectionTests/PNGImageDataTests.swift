import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import CPNGScan
import Foundation
import Testing

/// Every PNG's image data is verified whole, whatever its class needs: inflated without a pixel
/// decode where no check needs pixels, and by libpng's decode where one does.
@Suite("PNG image data")
struct PNGImageDataTests {
    static let rules: RuleSet = {
        var sprite = ImageExpectations()
        sprite.background = .transparent
        return RuleSet(name: "t", source: "t.yml", classes: [
            AssetClassRule(id: "sprite", description: "sprites", expectations: .image(sprite), patterns: [PathPattern("Sprites/**")]),
            AssetClassRule(id: "icon", description: "icons", expectations: .image(ImageExpectations()), patterns: [PathPattern("Icons/**")]),
        ])
    }()

    private func inspect(_ path: String, _ bytes: [UInt8]) throws -> AssetRecord {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write(path, bytes)
        return AssetInspector(rules: Self.rules).inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: bytes.count)
    }

    @Test("image.corrupt: damaged image data behind valid CRCs is one finding, with or without a pixel decode",
          arguments: PNGFixture.ImageDataDamage.allCases)
    func damaged(_ damage: PNGFixture.ImageDataDamage) throws {
        let bytes = PNGFixture.damaged(damage)
        #expect((try? PNGHeader(parsing: bytes)) != nil, "the chunks and CRCs are valid")
        for path in ["Icons/a@2x.png", "Sprites/a@2x.png"] {
            let record = try inspect(path, bytes)
            #expect(record.problems.map(\.check) == [.imageCorrupt], "\(damage) in \(path)")
            #expect(!record.isTransient)
        }
    }

    @Test("the verifier names what is wrong", arguments: [
        (PNGFixture.ImageDataDamage.badFilter, "row 4 of the image data has filter type 7"),
        (.missingRow, "holds 15 of the 16 rows"),
        (.extraRow, "more image data than the 16 rows"),
        (.trailingBytes, "4 bytes of data after the end of the compressed image data"),
        (.badChecksum, "incorrect data check"),
        (.truncatedStream, "ends early"),
        (.missingPass, "holds 22 of the 30 rows"),
    ])
    func reasons(_ damage: PNGFixture.ImageDataDamage, _ words: String) throws {
        let bytes = PNGFixture.damaged(damage)
        _ = try PNGHeader(parsing: bytes)
        guard case let .failure(.damaged(reason)) = PNGImageData.verify(bytes) else {
            Issue.record("\(damage) passed")
            return
        }
        #expect(reason.contains(words), "\(reason)")
    }

    @Test("whole image data split over several IDAT chunks (one empty) passes, interlaced or not", arguments: [false, true])
    func whole(_ interlaced: Bool) throws {
        let bytes = PNGFixture.splitImageData(interlaced: interlaced)
        for path in ["Icons/a@2x.png", "Sprites/a@2x.png"] {
            let record = try inspect(path, bytes)
            #expect(record.failure == nil, "\(path): \(String(describing: record.failure))")
            #expect(record.image?.interlaced == interlaced)
        }
    }

    @Test("libpng-encoded images of every size pass without a pixel decode")
    func encoded() throws {
        for (width, height) in [(1, 1), (3, 7), (64, 1), (257, 130)] {
            let record = try inspect("Icons/a@2x.png", PNGFixture.sprite(width, height))
            #expect(record.failure == nil)
            #expect(record.image?.pixels == nil)
        }
    }

    @Test("a fixture's palette, grey, 16-bit and interlaced images pass", arguments: [
        "grey-opaque.png", "interlaced-bottom-right-visible.png", "interlaced-sprite.png", "palette-trns-sprite.png",
        "rgba16-one-translucent.png",
    ])
    func fixtures(_ name: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/png/\(name)", withExtension: nil))
        let bytes = Array(try Data(contentsOf: url))
        _ = try PNGHeader(parsing: bytes)
        guard case .success = PNGImageData.verify(bytes) else { Issue.record("\(name) failed"); return }
    }

    /// The one IDAT stream of a libpng-encoded RGBA image, and its IHDR chunk's data.
    private static func stream(of png: [UInt8]) -> (ihdr: [UInt8], idat: [UInt8]) {
        var at = 8, ihdr: [UInt8] = [], idat: [UInt8] = []
        while at + 12 <= png.count {
            let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
            if type == "IHDR" { ihdr = Array(png[at + 8..<at + 8 + length]) }
            if type == "IDAT" { idat += png[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        return (ihdr, idat)
    }

    /// zlib's verdict on `idat` as the image data of a `width` x `height` RGBA image: the stream
    /// inflates to its end (checksum included) into exactly the rows, each with filter type 0 to 4.
    private static func zlibAccepts(_ idat: [UInt8], width: Int, height: Int) -> Bool {
        let row = 1 + width * 4
        var out = [UInt8](repeating: 0, count: row * height + 1)
        var size = 0
        let status = ac_zlib_inflate(idat, idat.count, &out, out.count, &size)
        return status == 0 && size == row * height && stride(from: 0, to: size, by: row).allSatisfy { out[$0] <= 4 }
    }

    @Test("the verifier (ISA-L) and zlib give the same verdict on every bit flip and every cut of real streams")
    func agreesWithZlib() {
        let images = [(PNGFixture.sprite(160, 120), 160, 120),
                      (PNGFixture.rgba(67, 41) { x, y in (UInt8(x * 7 & 255), UInt8(y * 13 & 255), UInt8((x ^ y * 3) & 255), UInt8(x * y & 255)) }, 67, 41)]
        var compared = 0
        for (png, width, height) in images {
            let (ihdr, idat) = Self.stream(of: png)
            #expect(Self.zlibAccepts(idat, width: width, height: height))
            var variants: [[UInt8]] = (0...idat.count).map { Array(idat.prefix($0)) }
            for index in idat.indices {
                for bit in [index % 8, (index + 3) % 8] {
                    var flipped = idat
                    flipped[index] ^= 1 << bit
                    variants.append(flipped)
                }
            }
            for variant in variants {
                let damaged = PNGFixture.signature + PNGFixture.chunk("IHDR", ihdr) + PNGFixture.chunk("IDAT", variant) + PNGFixture.chunk("IEND", [])
                let ours: Bool
                if case .success = PNGImageData.verify(damaged) { ours = true } else { ours = false }
                let zlib = Self.zlibAccepts(variant, width: width, height: height)
                if ours != zlib {
                    Issue.record("\(width)x\(height), \(variant.count) of \(idat.count) bytes: verifier \(ours), zlib \(zlib)")
                }
                compared += 1
            }
        }
        #expect(compared > 5000)
    }
}
