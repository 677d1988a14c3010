import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Issue 11's "Done when": a copy of `Examples/Dandelion` with one defect per check the Dandelion
/// rule set added (fonts, strings, JSON shapes, the 44 pt touch target) reports exactly those, and
/// nothing else.
///
/// Strings defects interact: a key missing from one table is extra in none, but a renamed key is
/// both; a table that does not parse is not compared. So each strings defect goes in a language
/// of its own, a copy of the French table (UTF-8, every character in the fonts) with that one
/// change, and the missing glyph in the German table, which has no other defect.
@Suite("Dandelion all defects")
struct DandelionAllDefectsTests {
    /// `text` with `old` replaced by `new`; throws when `old` is not there.
    private static func replacing(_ text: String, _ old: String, _ new: String) throws -> String {
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: old]) }
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test("a copy with one defect per new check reports exactly those")
    func oneDefectPerNewCheck() async throws {
        let bundle = try DandelionBundle()
        defer { bundle.delete() }
        try Self.plant(in: bundle)
        func language(_ code: String) -> String { "Resources/\(code).lproj/Localizable.strings" }
        let set = "Resources/Assets.xcassets/Controls/settings_button.imageset/"

        let outcome = try await bundle.check()
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        #expect(found.sorted() == [
            "Core/Design/Fonts/Notes.otf font.corrupt",
            "\(DandelionBundle.german) font.glyph-coverage",
            "\(DandelionBundle.german) font.glyph-coverage",
            "\(language("da")) strings.format-specifiers",
            "\(language("es")) strings.syntax",
            "\(language("it")) strings.duplicate-key",
            "\(language("nl")) strings.missing-key",
            "\(language("pt")) strings.empty-value",
            "\(language("sv")) strings.extra-key",
            "\(DandelionBundle.catalog) strings.untranslated",
            "\(DandelionBundle.prompts) json.duplicate-value",
            "\(DandelionBundle.prompts) json.empty-value",
            "\(DandelionBundle.prompts) json.shape",
            set + "settings_button@2x.png image.min-size",
            set + "settings_button@3x.png image.min-size",
        ].sorted(), "\(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check): \($0.message)" })")
        // Every check the rule set added is among them.
        #expect(Set(outcome.findings.map(\.check.rawValue)) == [
            "font.corrupt", "font.glyph-coverage", "strings.syntax", "strings.duplicate-key", "strings.empty-value",
            "strings.missing-key", "strings.extra-key", "strings.format-specifiers", "strings.untranslated",
            "json.shape", "json.duplicate-value", "json.empty-value", "image.min-size",
        ])
    }

    /// Plants one defect per check the Dandelion rule set added in a copy of its example.
    static func plant(in bundle: DandelionBundle) throws {
        let french = try String(contentsOfFile: bundle.folder.path + "/" + DandelionBundle.french, encoding: .utf8)
        func language(_ code: String) -> String { "Resources/\(code).lproj/Localizable.strings" }

        // font.corrupt: a file in the fonts folder that is no font.
        try bundle.folder.write("Core/Design/Fonts/Notes.otf", text: "not a font at all\n")
        // font.glyph-coverage: a character neither font has, in German; reported once per font
        // that lacks it (regular and italic), both on the German table.
        try bundle.writeGerman(try Self.replacing(try bundle.germanText(), "Lass es los", "Lass es łos"))
        // strings.syntax: an unterminated string.
        try bundle.folder.write(language("es"), text: try Self.replacing(french, "\"Laisse partir\";", "\"Laisse partir;"))
        // strings.duplicate-key: a key given twice (with its own value: no key lost or added).
        try bundle.folder.write(language("it"), text: french + "\n\"release.title\" = \"Laisse partir\";\n")
        // strings.empty-value.
        try bundle.folder.write(language("pt"), text: try Self.replacing(french, "\"Laisse partir\"", "\"\""))
        // strings.missing-key: an entry left out.
        try bundle.folder.write(language("nl"), text: try Self.replacing(french, "\"write.placeholder\" = \"À quoi penses-tu ?\";", ""))
        // strings.extra-key: an entry English lacks.
        try bundle.folder.write(language("sv"), text: french + "\n\"release.again\" = \"Laisse partir\";\n")
        // strings.format-specifiers: %@ where English has %d.
        try bundle.folder.write(language("da"), text: try Self.replacing(french, "%d séances", "%@ séances"))
        // strings.untranslated: a catalog value still to be reviewed.
        try bundle.edit(DandelionBundle.catalog, "\"translated\",\n            \"value\": \"Dandelion écoute",
                        "\"needs_review\",\n            \"value\": \"Dandelion écoute")
        // json.duplicate-value, json.empty-value, json.shape: one prompt each, in the one prompts file.
        try bundle.edit(DandelionBundle.prompts, "\"id\": \"weight\"", "\"id\": \"morning\"")
        try bundle.edit(DandelionBundle.prompts, "\"text\": \"Who deserves a quiet “thank you” today?\"", "\"text\": \" \"")
        try bundle.edit(DandelionBundle.prompts, "\"release\",\n      \"premium\": true", "\"release\",\n      \"premium\": \"yes\"")
        // image.min-size: a control drawn at 40 pt, under the 44 pt touch target; each variant is too
        // small, so each is a finding (at exactly 1.5x apart, nothing else).
        let set = "Resources/Assets.xcassets/Controls/settings_button.imageset/"
        try bundle.folder.write(set + "settings_button@2x.png", PNGFixture.sprite(80, 80))
        try bundle.folder.write(set + "settings_button@3x.png", PNGFixture.sprite(120, 120))
    }
}
