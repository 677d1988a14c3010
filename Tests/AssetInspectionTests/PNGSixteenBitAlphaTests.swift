import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Testing

/// 16-bit alpha is measured at 16 bits; on the 0-255 scale, only 0 reads 0 and only 65535 reads 255.
@Suite("16-bit alpha")
struct PNGSixteenBitAlphaTests {
    private func scan(_ bytes: [UInt8]) throws -> PixelStats {
        try PNGPixelScanner(limits: Limits()).scan(bytes).get()
    }

    @Test("a corner with alpha 100 of 65535 is visible, not transparent")
    func nearlyTransparentCorner() throws {
        let png = PNGFixture.rgba16(5, 4) { x, y in x == 0 && y == 0 ? 100 : 0 }
        let stats = try scan(png)
        #expect(stats.cornerAlpha == [1, 0, 0, 0])
        #expect(stats.borderVisiblePixels == 1)
        #expect(stats.minAlpha == 0)
    }

    @Test("one pixel with alpha 65534 of 65535 makes the image see-through, not opaque")
    func nearlyOpaquePixel() throws {
        let png = PNGFixture.rgba16(5, 4) { x, y in x == 2 && y == 1 ? 65534 : 65535 }
        let stats = try scan(png)
        #expect(stats.minAlpha == 254)
        #expect(stats.cornerAlpha == [255, 255, 255, 255])
    }

    @Test("other 16-bit alphas round to the nearest of 0-255: 0x8000 reads 128, 257 reads 1, 65278 reads 254")
    func rounding() throws {
        for (alpha, expected) in [(UInt16(0x8000), 128), (257, 1), (65278, 254), (0, 0), (65535, 255)] {
            let stats = try scan(PNGFixture.rgba16(3, 3) { _, _ in alpha })
            #expect(stats.minAlpha == expected, "alpha \(alpha)")
        }
    }

    @Test("16-bit grey with alpha (colour type 4) is measured at 16 bits too")
    func greyAlpha() throws {
        // Two samples per pixel: grey, then alpha; the bottom-right corner has alpha 1.
        var samples = [UInt8]()
        for y in 0..<3 {
            for x in 0..<3 { samples += [0x40, 0x00, 0x00, x == 2 && y == 2 ? 1 : 0] }
        }
        let stats = try scan(PNGFixture.raw(3, 3, bitDepth: 16, colorType: 4, samples: samples))
        #expect(stats.cornerAlpha == [0, 0, 0, 1])
        #expect(stats.borderVisiblePixels == 1)
    }

    @Test("through the inspector: a 16-bit sprite with one faint corner is reported visible")
    func throughInspector() throws {
        var sprite = ImageExpectations()
        sprite.background = .transparent
        let rules = RuleSet(name: "t", source: "t", classes: [
            AssetClassRule(id: "s", description: "s", expectations: .image(sprite), patterns: [PathPattern("S/**")]),
        ])
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("S/a.png", PNGFixture.rgba16(6, 6) { x, y in x == 5 && y == 0 ? 100 : 0 })
        let record = AssetInspector(rules: rules).inspect(relativePath: "S/a.png", absolutePath: folder.path + "/S/a.png", sizeHint: 0)
        #expect(record.image?.bitDepth == 16)
        #expect(record.image?.pixels?.cornerAlpha == [0, 1, 0, 0])
    }
}
