import AssetCheckCore
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing

@Suite("Thumbnails")
struct ThumbnailTests {
    @Test("a 600x900 sprite becomes a 171x256 PNG that keeps its transparent corners and opaque centre")
    func downscales() throws {
        let maker = ThumbnailMaker(limits: Limits(), maxSide: 256)
        let thumb = try #require(maker.thumbnail(ofPNG: PNGFixture.sprite(600, 900)))
        #expect(thumb.width == 171 && thumb.height == 256)
        // Read the thumbnail back through the real inspector: it is a valid PNG of that size.
        let header = try #require(try? DecodedCheck.stats(thumb.png))
        #expect(header.cornerAlpha == [0, 0, 0, 0])
        #expect(header.minAlpha == 0)
    }

    @Test("area averaging: a half-transparent checkerboard averages to alpha about 128, colour kept")
    func averages() throws {
        let board = PNGFixture.rgba(64, 64) { x, y in (x + y) % 2 == 0 ? (200, 40, 40, 255) : (0, 0, 0, 0) }
        let thumb = try #require(ThumbnailMaker(limits: Limits(), maxSide: 8).thumbnail(ofPNG: board))
        #expect(thumb.width == 8 && thumb.height == 8)
        let stats = try #require(try? DecodedCheck.stats(thumb.png))
        #expect((126...130).contains(stats.minAlpha))
    }

    @Test("small images are never enlarged; undecodable bytes give nil")
    func bounds() {
        let maker = ThumbnailMaker(limits: Limits(), maxSide: 256)
        #expect(maker.thumbnail(ofPNG: PNGFixture.sprite(10, 20))?.width == 10)
        #expect(maker.thumbnail(ofPNG: [1, 2, 3]) == nil)
        #expect(maker.thumbnail(ofPNG: PNGFixture.claimingSize(100_000, 100_000)) == nil)
    }
}

/// Decodes PNG bytes through the inspector, as a reader of the thumbnail would.
enum DecodedCheck {
    static func stats(_ png: [UInt8]) throws -> PixelStats {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("T/t.png", png)
        var image = ImageExpectations()
        image.background = .transparent
        let rules = RuleSet(name: "t", source: "t", classes: [
            AssetClassRule(id: "t", description: "t", expectations: .image(image), patterns: [PathPattern("T/**")]),
        ])
        let record = AssetInspector(rules: rules).inspect(relativePath: "T/t.png", absolutePath: folder.path + "/T/t.png", sizeHint: 0)
        guard let pixels = record.image?.pixels else { throw CocoaError(.fileReadCorruptFile) }
        return pixels
    }
}
