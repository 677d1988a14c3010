import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Testing

/// Alpha measured by the verifier in the one inflate that verifies the image data (8-bit RGBA and
/// grey with alpha, not interlaced), against libpng's decode as the reference, pixel stats for
/// pixel stats: every filter type, odd sizes, libpng's own encodings, and damage.
@Suite("PNG alpha in one pass")
struct PNGOnePassAlphaTests {
    /// What the walk measured in its one pass, or nil.
    private func onePass(_ png: [UInt8]) -> PixelStats? {
        let walk = PNGChunkWalk(bytes: png) { _ in .verifyMeasuringAlpha }
        #expect(walk.measuredAlpha)
        return walk.pixels
    }

    private func libpng(_ png: [UInt8]) -> PixelStats? {
        try? PNGPixelScanner(limits: Limits()).scan(png).get()
    }

    /// A deterministic alpha pattern: `kind` 0 random, 1 opaque, 2 clear, 3 a clear frame around
    /// opaque, 4 faint everywhere but one clear corner.
    private static func alpha(_ kind: Int, _ x: Int, _ y: Int, _ width: Int, _ height: Int, seed: UInt64) -> UInt8 {
        switch kind {
        case 0:
            var value = seed &+ UInt64(x &* 73_856_093 ^ y &* 19_349_663)
            value = (value ^ (value >> 33)) &* 0xff51_afd7_ed55_8ccd
            return UInt8(truncatingIfNeeded: value >> 29)
        case 1: return 255
        case 2: return 0
        case 3: return x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 0 : 255
        default: return x == width - 1 && y == height - 1 ? 0 : 3
        }
    }

    @Test("every filter type, RGBA and grey with alpha, sizes from 1x1: the same stats as libpng's decode")
    func filters() {
        var compared = 0
        for colorType: UInt8 in [6, 4] {
            let channels = colorType == 6 ? 4 : 2
            for (width, height) in [(1, 1), (1, 6), (7, 1), (2, 2), (17, 9), (64, 33)] {
                for kind in 0..<5 {
                    var samples = [UInt8]()
                    for y in 0..<height {
                        for x in 0..<width {
                            let colour = UInt8(truncatingIfNeeded: x &* 31 &+ y &* 17)
                            samples += (colorType == 6 ? [colour, colour &+ 90, colour &* 3] : [colour])
                                + [Self.alpha(kind, x, y, width, height, seed: UInt64(width * 1000 + height))]
                        }
                    }
                    #expect(samples.count == width * height * channels)
                    // Each filter type on every row, all five in turn down the image, and runs of Paeth and
                    // Average rows of odd and even lengths.
                    for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1], [4, 4, 3, 4, 4, 4, 3, 3, 2]] {
                        let png = PNGFixture.filtered(width, height, colorType: colorType, samples: samples) { filters[$0 % filters.count] }
                        let reference = libpng(png)
                        #expect(reference != nil)
                        let ours = onePass(png)
                        #expect(ours == reference, "\(width)x\(height) type \(colorType) alpha \(kind) filters \(filters)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 2 * 6 * 5 * 8)
    }

    @Test("images libpng encoded (its own choice of filters, compressed): the same stats as its decode")
    func libpngEncoded() {
        let images = [PNGFixture.sprite(160, 120), PNGFixture.sprite(3, 301), PNGFixture.opaque(33, 7),
                      PNGFixture.rgba(250, 61) { x, y in (UInt8(x & 255), UInt8(y * 5 & 255), UInt8((x ^ y) & 255), UInt8((x * y + 7) & 255)) }]
        for png in images {
            let reference = libpng(png)
            #expect(reference != nil)
            #expect(onePass(png) == reference)
        }
    }

    @Test("damaged or cut image data: no stats, and the verifier's verdict")
    func damaged() {
        let png = PNGFixture.sprite(40, 30)
        for damage in PNGFixture.ImageDataDamage.allCases {
            let bytes = PNGFixture.damaged(damage)
            let walk = PNGChunkWalk(bytes: bytes) { _ in .verifyMeasuringAlpha }
            #expect(walk.pixels == nil, "\(damage)")
            guard case .failure? = walk.imageData else {
                Issue.record("\(damage) passed")
                continue
            }
        }
        // The sprite's IDAT cut short, with its CRC made right: the stream ends early.
        let idatStart = png.indices.first { png[$0..<$0 + 4] == [0x49, 0x44, 0x41, 0x54][...] }!
        let length = png[idatStart - 4..<idatStart].reduce(0) { $0 << 8 | Int($1) }
        let cut = Array(png[idatStart + 4..<idatStart + 4 + length / 2])
        let short = Array(png[..<(idatStart - 4)]) + PNGFixture.chunk("IDAT", cut) + PNGFixture.chunk("IEND", [])
        let walk = PNGChunkWalk(bytes: short) { _ in .verifyMeasuringAlpha }
        #expect(walk.pixels == nil)
        guard case .failure(.damaged(let reason))? = walk.imageData else { Issue.record("a cut stream passed"); return }
        #expect(reason.contains("ends early"))
    }

    @Test("palette, 16-bit and interlaced images are not measured on the way: libpng decodes them")
    func others() {
        #expect(!PNGChunkWalk.measuresAlpha(of: PNGHeader(width: 4, height: 4, bitDepth: 16, colorType: 6, interlaced: false, hasTransparencyChunk: false)))
        #expect(!PNGChunkWalk.measuresAlpha(of: PNGHeader(width: 4, height: 4, bitDepth: 8, colorType: 3, interlaced: false, hasTransparencyChunk: true)))
        #expect(!PNGChunkWalk.measuresAlpha(of: PNGHeader(width: 4, height: 4, bitDepth: 8, colorType: 6, interlaced: true, hasTransparencyChunk: false)))
        #expect(PNGChunkWalk.measuresAlpha(of: PNGHeader(width: 4, height: 4, bitDepth: 8, colorType: 4, interlaced: false, hasTransparencyChunk: false)))
        let walk = PNGChunkWalk(bytes: PNGFixture.rgba16(4, 4) { x, _ in UInt16(x * 1000) }) { _ in .verifyMeasuringAlpha }
        #expect(!walk.measuredAlpha && walk.pixels == nil)
        #expect(walk.imageData.map { if case .success = $0 { true } else { false } } == true)
    }
}
