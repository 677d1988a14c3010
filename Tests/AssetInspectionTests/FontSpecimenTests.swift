import AssetCheckCore
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing

/// Specimen lines drawn by FreeType: bounded in size, nothing for bytes that are no font.
@Suite("Font specimen")
struct FontSpecimenTests {
    private static let font = Array((try? Data(contentsOf: URL(fileURLWithPath: Repository.examples
        + "/Dandelion/Core/Design/Fonts/DejaVuSerif-Dandelion.ttf"))) ?? Data())

    @Test("a line of the font's glyphs, one line high and at most 640 px wide, as PNG")
    func specimen() throws {
        let made = try #require(FontSpecimenMaker().specimen(of: Self.font, text: "Aa Ää ß „“"))
        #expect(made.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(made.height == 42 && made.width > 60 && made.width <= 640)
        let long = try #require(FontSpecimenMaker().specimen(of: Self.font, text: String(repeating: "Wide words ", count: 100)))
        #expect(long.width <= 640)
    }

    @Test("nothing for bytes that are no font, a font cut short, or text the font has no glyph for")
    func nothing() {
        #expect(FontSpecimenMaker().specimen(of: Array("not a font".utf8), text: "Aa") == nil)
        #expect(FontSpecimenMaker().specimen(of: Array(Self.font.prefix(5000)), text: "Aa") == nil)
        #expect(FontSpecimenMaker().specimen(of: Self.font, text: "łźż") == nil)
    }

    @Test("a font whose glyphs would render into a 745 MB bitmap (16 units per em) draws nothing, within FreeType's memory budget")
    func hugeGlyphs() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/fonts/huge-glyph.ttf", withExtension: nil))
        let huge = Array(try Data(contentsOf: url))
        #expect(FormatSniffer.format(of: huge) == .trueType)
        #expect(FontSpecimenMaker().specimen(of: huge, text: "Aa Ää ß") == nil)
        // Drawn at 1 px the same outlines take 1 MB: the budget keeps out only what no font needs.
        var small = FontSpecimenMaker()
        small.pixelSize = 1
        #expect(small.specimen(of: huge, text: "A") != nil)
    }
}
