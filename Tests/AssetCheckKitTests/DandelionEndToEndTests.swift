import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Examples/Dandelion against Rules/dandelion.yml: clean as committed, and one planted defect
/// per check the rule set adds, each reported on its file and nothing else.
@Suite("Dandelion end to end")
struct DandelionEndToEndTests {
    @Test("the example bundle validates clean, with the fonts' names in the manifest")
    func clean() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map(\.message))")
        let font = try #require(outcome.manifest.assets.first { $0.path == DandelionBundle.regularFont })
        guard let facts = font.facts.as(FontFacts.self) else { Issue.record("no font facts"); return }
        #expect(facts.faces.map(\.family) == ["DejaVu Serif"])
        #expect(facts.faces.map(\.postScriptName) == ["DejaVuSerif"])
        #expect(facts.faces.first?.coverage?.contains("ß") == true, "the checks see the coverage")
        let encoded = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        #expect(encoded.contains("\"postScriptName\" : \"DejaVuSerif-Italic\""))
        #expect(!encoded.contains("ranges"), "coverage stays out of the manifest")
        // Tables are text, UTF-16 ones included (whose BOM, FF FE, the sniffer would take for MPEG audio).
        let tables = outcome.manifest.assets.filter { $0.path.hasSuffix(".strings") }
        #expect(tables.count == 3)
        #expect(tables.allSatisfy { $0.format == .stringsTable }, "\(tables.map { ($0.path, $0.format as Any) })")
    }

    @Test("the committed manifest is current")
    func committedManifest() async throws {
        let outcome = try await BundleChecker(rules: DandelionBundle.rules).check(root: Repository.examples + "/Dandelion")
        let committed = try Data(contentsOf: URL(fileURLWithPath: Repository.examples + "/Dandelion.AssetManifest.json"))
        #expect(try outcome.manifest.encoded() == committed, "run `make run` and commit Examples/Dandelion.AssetManifest.json")
    }

    @Test("a character of a German value missing from both fonts: font.glyph-coverage names it, its key and line")
    func glyphCoverage() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.writeGerman(try bundle.germanText().replacingOccurrences(of: "Lass es los", with: "Lass es łos"))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == [
            "\(DandelionBundle.german) font.glyph-coverage", "\(DandelionBundle.german) font.glyph-coverage",
        ])
        let message = try #require(outcome.findings.first?.message)
        #expect(message.contains("ł (U+0142, key 'release.title', line 7)"), "\(message)")
    }

    @Test("a prompt with a character the fonts lack: font.glyph-coverage names its JSON path")
    func glyphCoverageInPrompts() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.prompts, "What woke you up", "What woke you ↑")
        let outcome = try await bundle.check()
        #expect(Set(outcome.findings.map { "\($0.path ?? "") \($0.check)" }) == ["\(DandelionBundle.prompts) font.glyph-coverage"])
        #expect(outcome.findings.first?.message.contains("↑ (U+2191, $.prompts[0].text, line 6)") == true,
                "\(outcome.findings.map(\.message))")
    }

    @Test("a font cut short and a file that is no font: font.corrupt on each, the rest still checked")
    func corruptFonts() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.folder.write(DandelionBundle.italicFont, Array(try bundle.bytes(DandelionBundle.italicFont).prefix(9000)))
        try bundle.folder.write("Core/Design/Fonts/Notes.otf", text: "not a font at all\n")
        try bundle.writeGerman(try bundle.germanText().replacingOccurrences(of: "Lass es los", with: "Lass es łos"))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == [
            "Core/Design/Fonts/DejaVuSerif-Italic-Dandelion.ttf font.corrupt",
            "Core/Design/Fonts/Notes.otf font.corrupt",
            "\(DandelionBundle.german) font.glyph-coverage",
        ])
        #expect(outcome.findings[0].message.contains("past the end of the file at 9000 bytes"))
        #expect(outcome.findings[1].message.contains("is not a font"))
    }

    @Test("an unterminated string and UTF-16 without a byte order mark: one strings.syntax each")
    func stringsSyntax() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.french, "\"Laisse partir\";", "\"Laisse partir;")
        try bundle.folder.write(DandelionBundle.german, Array(try bundle.bytes(DandelionBundle.german).dropFirst(2)))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == [
            "\(DandelionBundle.german) strings.syntax", "\(DandelionBundle.french) strings.syntax",
        ])
        #expect(outcome.findings[0].message.contains("UTF-16") && outcome.findings[0].message.contains("no byte order mark"))
        #expect(outcome.findings[1].message.contains("line 7, column 19"), "\(outcome.findings[1].message)")
    }

    @Test("a repeated key and an empty value: strings.duplicate-key and strings.empty-value")
    func duplicateAndEmpty() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.french, "\"Laisse partir\"", "\"\"")
        try bundle.edit(DandelionBundle.english, "\"release.done\"", "\"release.title\"")
        let findings = try await bundle.findings()
        #expect(findings.contains("\(DandelionBundle.french) strings.empty-value"))
        #expect(findings.contains("\(DandelionBundle.english) strings.duplicate-key"))
        // English lost 'release.done': every other language now has it extra.
        #expect(Set(findings) == [
            "\(DandelionBundle.french) strings.empty-value", "\(DandelionBundle.english) strings.duplicate-key",
            "\(DandelionBundle.german) strings.extra-key", "\(DandelionBundle.french) strings.extra-key",
        ])
    }

    @Test("a key missing, a key extra, specifiers that disagree: one finding each, on the language's file")
    func languages() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.french, "\"release.title\"", "\"release.titre\"")
        try bundle.writeGerman(try bundle.germanText().replacingOccurrences(of: "%1$d Sitzungen seit %2$@", with: "%1$@ Sitzungen seit %2$@"))
        let findings = try await bundle.findings()
        #expect(findings == [
            "\(DandelionBundle.german) strings.format-specifiers",
            "\(DandelionBundle.french) strings.extra-key",
            "\(DandelionBundle.french) strings.missing-key",
        ])
    }

    @Test("a catalog value marked needs_review: strings.untranslated")
    func catalog() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.catalog, "\"translated\",\n            \"value\": \"Dandelion écoute",
                        "\"needs_review\",\n            \"value\": \"Dandelion écoute")
        let findings = try await bundle.findings()
        #expect(findings == ["\(DandelionBundle.catalog) strings.untranslated"])
    }

    @Test("prompts of the wrong shape: json.shape, json.duplicate-value and json.empty-value, with paths and lines")
    func promptShape() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.prompts, "\"id\": \"weight\"", "\"id\": \"morning\"")
        try bundle.edit(DandelionBundle.prompts, "\"text\": \"Who deserves a quiet “thank you” today?\"", "\"text\": \" \"")
        try bundle.edit(DandelionBundle.prompts, "\"release\",\n      \"premium\": true", "\"release\",\n      \"premium\": \"yes\"")
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.check) \($0.message.prefix { $0 != ")" }))" } == [
            "json.duplicate-value $.prompts[1].id (line 11)",
            "json.empty-value $.prompts[3].text (line 24)",
            "json.shape $.prompts[2].premium (line 20)",
        ])
    }

    @Test("prompts with a trailing comma: one json.syntax with its line, the rest of the bundle checked")
    func trailingComma() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.prompts, "\"gratitude\",\n      \"premium\": true\n", "\"gratitude\",\n      \"premium\": true,\n")
        try bundle.edit(DandelionBundle.french, "\"release.title\"", "\"release.titre\"")
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == [
            "\(DandelionBundle.prompts) json.syntax",
            "\(DandelionBundle.french) strings.extra-key", "\(DandelionBundle.french) strings.missing-key",
        ])
    }

    @Test("a control drawn at 40 pt: image.min-size, the 44 pt touch target")
    func touchTarget() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        let set = "Resources/Assets.xcassets/Controls/settings_button.imageset/"
        try bundle.folder.write(set + "settings_button@2x.png", PNGFixture.sprite(80, 80))
        try bundle.folder.write(set + "settings_button@3x.png", PNGFixture.sprite(120, 120))
        let findings = try await bundle.findings()
        #expect(Set(findings) == [set + "settings_button@2x.png image.min-size", set + "settings_button@3x.png image.min-size"]
                || findings.allSatisfy { $0.hasSuffix("image.min-size") } && !findings.isEmpty, "\(findings)")
    }

    @Test("the HTML report shows each font's specimen drawn with its glyphs, and the keys each language lacks")
    func htmlReport() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try bundle.edit(DandelionBundle.french, "\"release.done\"", "\"release.fini\"")
        let page = HTMLReporter().report(try await bundle.check(previewing: .init()))
        #expect(page.components(separatedBy: "<div class=\"specimen\"><img alt=\"a line set in the font\"").count == 3)
        #expect(page.contains("src=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(page.contains("<caption>Keys missing against en</caption>"))
        #expect(page.contains("<tr><td>fr</td><td><code>Resources/fr.lproj/Localizable.strings</code></td><td><code>release.done</code></td></tr>"))
        #expect(page.contains("<b>2</b> fonts") && page.contains("<b>4</b> strings files"))
    }
}
