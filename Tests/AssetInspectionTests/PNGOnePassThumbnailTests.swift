import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// Thumbnails made in the inflate that verifies the image data (8-bit grey, RGB, grey with alpha
/// and RGBA, not interlaced), for the HTML report, against libpng's decode as the reference, pixel
/// for pixel: every filter type, odd sizes, thumbnails larger and smaller than the image.
@Suite("PNG thumbnails in one pass")
struct PNGOnePassThumbnailTests {
    private func onePass(_ png: [UInt8], side: Int, measuringAlpha: Bool = false) -> PNGChunkWalk {
        PNGChunkWalk(bytes: png) { _ in .verifyPreviewing(measuringAlpha: measuringAlpha, maxSide: side) }
    }

    private func libpng(_ png: [UInt8], side: Int) -> (rgba: [UInt8], width: Int, height: Int)? {
        ThumbnailMaker(limits: Limits(), maxSide: side).pixels(ofPNG: png)
    }

    @Test("every colour type it previews and filter, sizes from 1x1, sides 1 to 256: libpng's thumbnail, pixel for pixel")
    func filters() {
        var compared = 0
        for colorType: UInt8 in [0, 2, 4, 6] {
            let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)]!
            for (width, height) in [(1, 1), (1, 6), (7, 1), (17, 9), (64, 33), (300, 41)] {
                var samples = [UInt8]()
                for y in 0..<height {
                    for x in 0..<width {
                        for c in 0..<channels {
                            var value = UInt64(x &* 73_856_093 ^ y &* 19_349_663 ^ c &* 83_492_791) &+ UInt64(width)
                            value = (value ^ (value >> 33)) &* 0xff51_afd7_ed55_8ccd
                            samples.append(UInt8(truncatingIfNeeded: value >> 29))
                        }
                    }
                }
                for filters: [UInt8] in [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0], [4, 4, 3, 4, 4, 4, 3, 3, 2]] {
                    let png = PNGFixture.filtered(width, height, colorType: colorType, samples: samples) { filters[$0 % filters.count] }
                    for side in [1, 5, 16, 256] {
                        let reference = libpng(png, side: side)
                        let walk = onePass(png, side: side)
                        #expect(reference != nil)
                        #expect(walk.thumbnail?.rgba == reference?.rgba && walk.thumbnail?.width == reference?.width
                                    && walk.thumbnail?.height == reference?.height,
                                "\(width)x\(height) type \(colorType) filters \(filters) side \(side)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 4 * 6 * 7 * 4)
    }

    @Test("a thumbnail row gathering more than 65,536 image rows (column sums added in parts, grey and RGB every 257): libpng's thumbnail")
    func tallImages() {
        for colorType: UInt8 in [0, 2, 4, 6] {
            let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)]!
            let (width, height) = (3, 70_000)
            // Mostly opaque bright pixels, the largest sums a row can add, with some variation.
            let samples = (0..<width * height * channels).map { UInt8(truncatingIfNeeded: 255 &- ($0 % 7 == 0 ? $0 % 11 : 0)) }
            let png = PNGFixture.filtered(width, height, colorType: colorType, samples: samples) { [0, 2][$0 % 2] }
            for side in [1, 2, 3] {
                let reference = libpng(png, side: side)
                let walk = onePass(png, side: side)
                #expect(reference != nil)
                #expect(walk.thumbnail?.rgba == reference?.rgba && walk.thumbnail?.width == reference?.width
                            && walk.thumbnail?.height == reference?.height, "type \(colorType) side \(side)")
            }
        }
    }

    @Test("alpha is measured in the same pass, as without a thumbnail")
    func alphaToo() {
        let png = PNGFixture.sprite(160, 120)
        let plain = PNGChunkWalk(bytes: png) { _ in .verifyMeasuringAlpha }
        let previewing = onePass(png, side: 64, measuringAlpha: true)
        #expect(previewing.pixels != nil && previewing.pixels == plain.pixels)
        #expect(previewing.thumbnail?.width == 64 && previewing.thumbnail?.height == 48)
        #expect(onePass(png, side: 64).pixels == nil)
    }

    @Test("palette, 16-bit and interlaced images are left to libpng: verified, no thumbnail on the way")
    func otherLayouts() throws {
        let fixtures = Repository.root + "/Tests/AssetInspectionTests/Fixtures/png"
        for name in ["palette-trns-sprite.png", "rgba16-one-translucent.png", "interlaced-sprite.png"] {
            let png = Array(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
            let walk = onePass(png, side: 32)
            #expect(walk.thumbnail == nil, "\(name)")
            #expect(walk.imageData.map { (try? $0.get()) != nil } ?? false, "\(name)")
            #expect(libpng(png, side: 32) != nil, "\(name)")
        }
    }

    @Test("damaged or cut image data: no thumbnail, and the verifier's verdict")
    func damaged() {
        var png = PNGFixture.sprite(64, 64)
        png.removeLast(40)
        let walk = onePass(png, side: 16)
        #expect(walk.thumbnail == nil)
    }
}
