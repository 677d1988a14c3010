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

    private func inspect(_ bytes: [UInt8], name: String = "Fonts/Serif.ttf", memoryBudget: Int? = nil) -> AssetRecord {
        var record = AssetRecord(path: name, assetClass: nil, kind: .font, bytes: bytes.count)
        record.format = FormatSniffer.format(of: bytes)
        FontInspector(memoryBudget: memoryBudget).inspect(LoadedFile(relativePath: name, bytes: bytes, sha256: ""), into: &record)
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

    @Test("FreeType's memory is counted: what a face takes comes back when it closes, and a request past the budget fails")
    func memoryBudget() throws {
        let library = try FreeTypeLibrary(budget: FreeTypeLibrary.budget(forFontOf: Self.font.count))
        let empty = library.liveBytes
        for _ in 0..<3 {
            let face = try FontFaceHandle(library: library, data: Self.font, index: 0)
            try face.loadGlyph(36)
            #expect(library.liveBytes > empty)
        }
        #expect(library.liveBytes == empty)
        #expect(library.refusedBytes == nil)

        // The library with its modules takes about 2.4 KB on Debian's FreeType 2.13, a face 4 KB more.
        let small = try FreeTypeLibrary(budget: 4 << 10)
        #expect(throws: FreeTypeError.self) { try FontFaceHandle(library: small, data: Self.font, index: 0) }
        #expect(try #require(small.refusedBytes) > 0)
    }

    @Test("a font FreeType cannot read within its memory budget is font.corrupt, saying what it asked for, not a passing memory shortage")
    func pastTheBudget() throws {
        let record = inspect(Self.font, memoryBudget: 4 << 10)
        guard case .font(.corrupt(let reason))? = record.failure else {
            Issue.record("expected font.corrupt, got \(String(describing: record.failure))")
            return
        }
        #expect(reason.hasPrefix("its tables ask FreeType for ") && reason.contains("past the 4.1 KB it is given for a "))
        #expect(!record.isTransient)
    }
}
