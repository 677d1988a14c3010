import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Rules/dandelion.yml, and the rules keys it brought: `shape`, `rendered-by`, `development-language`.
@Suite("Dandelion rules")
struct DandelionRulesTests {
    private func loadError(_ classes: String) -> String? {
        do {
            _ = try RuleSetLoader.load(yaml: "name: t\nclasses:\n" + classes, source: "Rules/t.yml")
            return nil
        } catch {
            return "\(error.line ?? 0): \(error.message)"
        }
    }

    @Test("the Dandelion rule set loads: fonts, strings rendered by them, prompts with a shape, 44 pt controls")
    func dandelion() throws {
        let text = try String(contentsOfFile: Repository.root + "/Rules/dandelion.yml", encoding: .utf8)
        let rules = try RuleSetLoader.load(yaml: text, source: "Rules/dandelion.yml", resolver: Repository.rulesResolver)
        #expect(rules.name == "dandelion" && !rules.isDefault)
        #expect(rules.assetClass(forPath: "Core/Design/Fonts/Serif.otf")?.kind == .font)
        #expect(rules.assetClass(forPath: "Resources/de.lproj/Localizable.strings")?.strings?.renderedBy == ["serif-font"])
        #expect(rules.assetClass(forPath: "Resources/Localizable.xcstrings")?.strings?.developmentLanguage == "en")
        let shape = try #require(rules.assetClass(forPath: "Resources/Prompts.json")?.json?.shape)
        #expect(shape.root == .object && shape.entries == "prompts" && shape.unique == ["id"])
        #expect(shape.types["premium"] == .boolean)
        #expect(rules.assetClass(forPath: "Resources/Assets.xcassets/Controls/x.imageset/x@2x.png")?.image?.minSize
            == PointSize(width: 44, height: 44))
    }

    @Test("rendered-by must name a font class of the same rules, at its line")
    func renderedBy() {
        let error = loadError("""
              prompts:
                kind: json
                paths: ["Prompts.json"]
                rendered-by: body
              body:
                kind: image
                paths: ["Images/**"]
            """)
        #expect(error == "6: 'classes.prompts.rendered-by' names 'body', which is not a font class (the rules have no font class)")
    }

    @Test("shape keys are strict: unknown keys, unknown types, entries under a non-object root")
    func shapeErrors() {
        #expect(loadError("  p:\n    kind: json\n    paths: [\"a.json\"]\n    shape: {rooot: array}\n")?
            .contains("unknown key 'rooot' in 'classes.p.shape'") == true)
        #expect(loadError("  p:\n    kind: json\n    paths: [\"a.json\"]\n    shape: {types: {id: text}}\n")?
            .contains("must be one of: object, array, string, number, boolean, null; found 'text'") == true)
        #expect(loadError("  p:\n    kind: json\n    paths: [\"a.json\"]\n    shape: {root: array, entries: prompts}\n")?
            .contains("shape.entries' names a member of the root object, but 'root' is array") == true)
        #expect(loadError("  p:\n    kind: image\n    paths: [\"a/**\"]\n    shape: {root: array}\n")?
            .contains("'shape' does not apply to image classes; it belongs to json classes") == true)
    }

    @Test("development-language is a language code")
    func developmentLanguage() {
        #expect(loadError("  s:\n    kind: strings\n    paths: [\"**/*.strings\"]\n    development-language: pt-BR\n") == nil)
        #expect(loadError("  s:\n    kind: strings\n    paths: [\"**/*.strings\"]\n    development-language: English\n")?
            .contains("must be a language code such as en, de or pt-BR") == true)
        #expect(loadError("  s:\n    kind: strings\n    paths: [\"**/*.png\"]\n")?.contains("a strings class never contains '.png' files") == true)
    }
}
