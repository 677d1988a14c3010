import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Testing

/// libpng's own limit of 1,000,000 px per side holds unless the rules lower it (`limits.max-image-side`).
@Suite("Per-side limit")
struct PNGSideLimitTests {
    /// A grey + alpha PNG, 8-bit, fully transparent: 2 bytes per pixel, stored uncompressed.
    private func wide(_ width: Int, _ height: Int = 1) -> [UInt8] {
        PNGFixture.raw(width, height, bitDepth: 8, colorType: 4, samples: [UInt8](repeating: 0, count: width * height * 2))
    }

    private func rules(_ yamlLimits: String = "") throws -> RuleSet {
        try RuleSetLoader.load(yaml: """
            name: t
            \(yamlLimits)
            classes:
              sprite:
                kind: image
                paths: ["S/**"]
                background: transparent
            """, source: "t.yml")
    }

    private func inspect(_ bytes: [UInt8], rules: RuleSet) throws -> AssetRecord {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("S/w.png", bytes)
        return AssetInspector(rules: rules).inspect(relativePath: "S/w.png", absolutePath: folder.path + "/S/w.png", sizeHint: 0)
    }

    @Test("a 1,000,001 x 1 px PNG (under the area limit) is refused by libpng's per-side limit, in the scanner too")
    func libpngDefault() throws {
        let png = wide(1_000_001)
        #expect(PNGPixelScanner(limits: Limits()).scan(png) == .failure(.tooLarge))
        let record = try inspect(png, rules: rules())
        #expect(record.problems.map(\.check) == [.imageTooLarge])
        #expect(record.problems.first?.message.contains("1000000 px per side") == true)
        #expect(record.image?.pixels == nil)
    }

    @Test("1,000,000 px on a side is still decoded")
    func atTheLimit() throws {
        let record = try inspect(wide(1_000_000), rules: rules())
        #expect(record.problems.isEmpty)
        #expect(record.image?.pixels?.minAlpha == 0)
    }

    @Test("limits.max-image-side lowers it: 101 px is refused, 100 px decoded, and the thumbnail maker agrees")
    func loweredByRules() throws {
        let lowered = try rules("limits:\n  max-image-side: 100")
        #expect(lowered.limits.maxImageSide == 100)
        #expect(try inspect(wide(100), rules: lowered).problems.isEmpty)
        let tall = try inspect(wide(1, 101), rules: lowered)
        #expect(tall.problems.map(\.check) == [.imageTooLarge])
        #expect(tall.problems.first?.fix?.contains("limits.max-image-side") == true)
        #expect(PNGPixelScanner(limits: lowered.limits).scan(wide(101)) == .failure(.tooLarge))
        #expect(ThumbnailMaker(limits: lowered.limits).thumbnail(ofPNG: wide(101)) == nil)
        #expect(ThumbnailMaker(limits: lowered.limits).thumbnail(ofPNG: wide(100)) != nil)
    }

    @Test("limits.max-image-side must be 1 to 1,000,000: libpng's limit can be lowered, never raised")
    func range() throws {
        for bad in ["0", "1000001", "big"] {
            #expect(throws: RulesError.self) { try rules("limits:\n  max-image-side: \(bad)") }
        }
        #expect(try rules().limits.maxImageSide == 1_000_000)
    }
}
