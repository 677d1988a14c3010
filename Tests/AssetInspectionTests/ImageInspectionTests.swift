import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// Real bytes through the real readers: header parsing, libpng decoding, bad input.
@Suite("Image inspection")
struct ImageInspectionTests {
    static let rules: RuleSet = {
        var sprite = ImageExpectations()
        sprite.background = .transparent
        var backdrop = ImageExpectations()
        backdrop.formats = [.png, .jpeg]
        backdrop.background = .opaque
        var limits = Limits()
        limits.maxImagePixels = 40_000_000
        return RuleSet(name: "t", source: "t.yml", limits: limits, classes: [
            AssetClassRule(id: "sprite", description: "sprites", expectations: .image(sprite), patterns: [PathPattern("Sprites/**")]),
            AssetClassRule(id: "backdrop", description: "backdrops", expectations: .image(backdrop), patterns: [PathPattern("Back/**")]),
            AssetClassRule(id: "plain", description: "plain", expectations: .image(ImageExpectations()), patterns: [PathPattern("Plain/**")]),
        ])
    }()

    private func inspect(_ path: String, _ bytes: [UInt8]) throws -> AssetRecord {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write(path, bytes)
        return AssetInspector(rules: Self.rules).inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: bytes.count)
    }

    private func fixture(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/png/\(name)", withExtension: nil))
        return Array(try Data(contentsOf: url))
    }

    @Test("a sprite's size, alpha and transparent corners are measured")
    func sprite() throws {
        let record = try inspect("Sprites/a@2x.png", PNGFixture.sprite(60, 90))
        #expect(record.problems.isEmpty)
        #expect(record.format == .png)
        #expect(record.bytes > 0)
        #expect(record.sha256?.count == 64)
        let image = try #require(record.image)
        #expect(image.width == 60 && image.height == 90)
        #expect(image.hasAlphaChannel)
        #expect(image.pixels?.cornerAlpha == [0, 0, 0, 0])
        #expect(image.pixels?.minAlpha == 0)
    }

    @Test("pixels are decoded only where a check needs them")
    func decodesOnlyWhenNeeded() throws {
        #expect(try inspect("Plain/a@2x.png", PNGFixture.sprite(8, 8)).image?.pixels == nil)
        #expect(try inspect("Sprites/a@2x.png", PNGFixture.sprite(8, 8)).image?.pixels != nil)
        // An opaque class with an alpha-less PNG needs no decode: every pixel is opaque by construction.
        #expect(try inspect("Back/g@2x.png", fixture("grey-opaque.png")).image?.pixels == nil)
    }

    @Test("the SHA-256 is that of the bytes")
    func hash() throws {
        let record = try inspect("Plain/x.png", Array("abc".utf8))
        #expect(record.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("Adam7-interlaced PNGs decode pass by pass to the right pixels")
    func interlaced() throws {
        let sprite = try #require(try inspect("Sprites/i@2x.png", fixture("interlaced-sprite.png")).image)
        #expect(sprite.interlaced)
        #expect(sprite.pixels?.cornerAlpha == [0, 0, 0, 0])
        #expect(sprite.pixels?.minAlpha == 0)
        let corner = try #require(try inspect("Sprites/j@2x.png", fixture("interlaced-bottom-right-visible.png")).image?.pixels)
        #expect(corner.cornerAlpha == [0, 0, 0, 200])
        #expect(corner.borderVisiblePixels == 1)
    }

    @Test("palette transparency (tRNS) counts as an alpha channel and decodes to alpha")
    func paletteTRNS() throws {
        let image = try #require(try inspect("Sprites/p@2x.png", fixture("palette-trns-sprite.png")).image)
        #expect(image.hasAlphaChannel)
        #expect(image.pixels?.cornerAlpha == [0, 0, 0, 0])
    }

    @Test("16-bit alpha is measured at 16 bits and reported on the 0-255 scale: 0x8000 reads as 128")
    func sixteenBit() throws {
        let image = try #require(try inspect("Back/x@2x.png", fixture("rgba16-one-translucent.png")).image)
        #expect(image.bitDepth == 16)
        #expect(image.pixels?.minAlpha == 128)
    }

    @Test("image.corrupt: a truncated PNG is one finding")
    func truncated() throws {
        let bytes = PNGFixture.sprite(40, 40)
        let record = try inspect("Sprites/t@2x.png", Array(bytes.prefix(bytes.count / 2)))
        #expect(record.problems.map(\.check) == [.imageCorrupt])
        #expect(record.problems.first?.message.contains("truncated") == true)
    }

    @Test("image.corrupt: a bad CRC in IDAT is one finding")
    func badCRC() throws {
        let record = try inspect("Plain/c@2x.png", PNGFixture.corruptingIDAT(PNGFixture.sprite(40, 40)))
        #expect(record.problems.map(\.check) == [.imageCorrupt])
        #expect(record.problems.first?.message.contains("bad CRC in the IDAT chunk") == true)
    }

    @Test("image.corrupt: damaged deflate data with correct CRCs is one finding, from the verifier's one pass (8-bit) or libpng's decode (16-bit)",
          arguments: [(UInt8(8), "damaged PNG: the compressed image data is damaged"), (16, "pixel data cannot be decoded")])
    func undecodable(_ depth: UInt8, _ words: String) throws {
        var bytes = PNGFixture.signature + PNGFixture.chunk("IHDR", [0, 0, 0, 8, 0, 0, 0, 8, depth, 6, 0, 0, 0])
        bytes += PNGFixture.chunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]) + PNGFixture.chunk("IEND", [])
        let record = try inspect("Sprites/d@2x.png", bytes)
        #expect(record.problems.map(\.check) == [.imageCorrupt])
        #expect(record.problems.first?.message.hasPrefix(words) == true, "\(record.problems.first?.message ?? "")")
    }

    // The time limit catches a decode of 10^10 pixels (minutes); a refusal takes microseconds.
    @Test("image.too-large: a header claiming 100000 x 100000 px is refused before decoding", .timeLimit(.minutes(1)))
    func bomb() throws {
        let record: AssetRecord? = try inspect("Sprites/bomb@2x.png", PNGFixture.claimingSize(100_000, 100_000))
        #expect(record?.problems.map(\.check) == [.imageTooLarge])
        #expect(record?.problems.first?.message.contains("100000x100000") == true)
        #expect(record?.image?.pixels == nil)
    }

    @Test("file.empty: a 0-byte file is one finding")
    func empty() throws {
        let record = try inspect("Sprites/e@2x.png", [])
        #expect(record.problems.map(\.check) == [.fileEmpty])
        #expect(record.bytes == 0)
    }

    @Test("image.format: a JPEG named .png, GIF bytes, random bytes and a CgBI PNG are each one finding")
    func wrongFormat() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + Array(repeating: 0, count: 20)
        #expect(try inspect("Plain/j@2x.png", jpeg).problems.first?.message == "content is a JPEG image, but the name ends in .png")
        #expect(try inspect("Plain/g@2x.png", Array("GIF89a....".utf8)).problems.first?.message.contains("a GIF image") == true)
        #expect(try inspect("Plain/r@2x.png", [1, 2, 3, 4, 5]).problems.map(\.check) == [.imageFormat])
        let cgbi = PNGFixture.signature + PNGFixture.chunk("CgBI", [0x50, 0x00, 0x20, 0x06]) + PNGFixture.chunk("IEND", [])
        let record = try inspect("Plain/x@2x.png", cgbi)
        #expect(record.format == .cgbiPNG)
        #expect(record.problems.first?.message.contains("CgBI") == true)
    }

    @Test("JPEG size comes from the frame header; a truncated JPEG is image.corrupt")
    func jpeg() throws {
        let jpeg = Self.tinyJPEG(width: 300, height: 200)
        let image = try #require(try inspect("Back/j@2x.jpg", jpeg).image)
        #expect(image.width == 300 && image.height == 200)
        #expect(!image.hasAlphaChannel)
        #expect(try inspect("Back/k@2x.jpg", Array(jpeg.dropLast(2))).problems.map(\.check) == [.imageCorrupt])
    }

    /// The markers of a baseline JPEG (no real scan data needed for header parsing).
    static func tinyJPEG(width: Int, height: Int) -> [UInt8] {
        let sof: [UInt8] = [0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
                            UInt8(width & 0xFF), 1, 1, 0x11, 0]
        return [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0] + sof + [0xFF, 0xDA, 0, 2, 0x12, 0x34, 0xFF, 0xD9]
    }
}
