import AssetCheckCore
@testable import AssetInspection
import AssetCheckTestSupport
import Foundation
import Testing

/// Fonts read with FreeType: names and coverage of the example's fonts, and hostile bytes.
@Suite("Font inspection")
struct FontInspectionTests {
    private static let font = Array((try? Data(contentsOf: URL(fileURLWithPath: Repository.examples
        + "/Dandelion/Core/Design/Fonts/DejaVuSerif-Dandelion.ttf"))) ?? Data())

    private func inspect(_ bytes: [UInt8], name: String = "Fonts/Serif.ttf") -> AssetRecord {
        var record = AssetRecord(path: name, assetClass: nil, kind: .font, bytes: bytes.count)
        record.format = FormatSniffer.format(of: bytes)
        FontInspector().inspect(LoadedFile(relativePath: name, bytes: bytes, sha256: ""), into: &record)
        return record
    }

    @Test("a TrueType font: its names, glyphs and the characters it covers")
    func names() throws {
        let record = inspect(Self.font)
        #expect(record.format == .trueType)
        let face = try #require(record.font?.faces.first)
        #expect(face.family == "DejaVu Serif" && face.style == "Book" && face.postScriptName == "DejaVuSerif")
        #expect(face.glyphs > face.characters && face.characters > 190)
        let coverage = try #require(face.coverage)
        #expect(coverage.contains("ß") && coverage.contains("„") && coverage.contains("A"))
        #expect(!coverage.contains("ł") && !coverage.contains("\u{1F33C}"))
        #expect(coverage.isWellFormed)
    }

    @Test("the font cut at every 997th byte: one failure each, never a crash", .timeLimit(.minutes(2)))
    func truncated() {
        for length in stride(from: 0, to: Self.font.count, by: 997) {
            let record = inspect(Array(Self.font.prefix(length)))
            guard case .font? = record.failure else {
                Issue.record("a font cut at \(length) bytes was read as whole")
                continue
            }
        }
    }

    @Test("a PNG, text and a WOFF web font named .ttf are not fonts, saying what they are")
    func notFonts() {
        #expect(inspect(PNGFixture.sprite(4, 4)).failure == .font(.notFont(content: .png)))
        #expect(inspect(Array("hello, not a font".utf8)).failure == .font(.notFont(content: nil)))
        #expect(inspect(Array("wOFF".utf8) + [UInt8](repeating: 0, count: 40)).failure == .font(.notFont(content: .webFont)))
    }

    @Test("a glyph table damaged in the middle: font.corrupt with FreeType's words, or the glyphs it can read")
    func damagedGlyphs() {
        var bytes = Self.font
        for index in stride(from: bytes.count / 2, to: bytes.count / 2 + 400, by: 1) { bytes[index] = 0xFF }
        let record = inspect(bytes)
        // FreeType may load damaged outlines as odd shapes; what matters is one verdict, no crash.
        #expect(record.failure != nil || record.font != nil)
    }
}
