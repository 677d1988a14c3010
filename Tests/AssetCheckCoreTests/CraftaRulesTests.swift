import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Rules/crafta.yml and the rules keys it added: required images, entity and add-on classes.
@Suite("Crafta rules")
struct CraftaRulesTests {
    @Test("the Crafta rule set loads with its art, templates, exports and 100 MB memory group")
    func crafta() throws {
        let text = try String(contentsOfFile: Repository.root + "/Rules/crafta.yml", encoding: .utf8)
        let rules = try RuleSetLoader.load(yaml: text, source: "Rules/crafta.yml", resolver: Repository.rulesResolver)
        #expect(rules.assetClass(named: "creature")?.image?.required == ["cow", "pig", "chicken"])
        #expect(rules.assetClass(named: "effect-overlay")?.image?.required == ["sparkles", "glow", "tiny", "big", "flying"])
        #expect(rules.assetClass(named: "creature")?.image?.background == .transparent)
        let template = try #require(rules.assetClass(forPath: "Templates/entity_cow.json")?.entity)
        #expect(template.minFormatVersion == [1, 20])
        #expect(template.reservedNamespaces == ["minecraft"])
        let export = try #require(rules.assetClass(forPath: "Exports/rainbow_cow.mcaddon")?.addon)
        #expect(export.requiredPacks == ["data", "resources"])
        #expect(export.limits.maxEntries == 1_000)
        #expect(export.limits.maxTotalBytes == 64_000_000)
        #expect(export.entity.minFormatVersion == [1, 20])
        #expect(rules.budgets.memory?.budget.maxBytes == 100_000_000)
        #expect(rules.budgets.memory?.groups.map(\.name) == ["creature-preview"])
    }

    @Test("the new keys are checked like the others")
    func strictKeys() {
        func error(_ classes: String) -> String? {
            do { _ = try RuleSetLoader.load(yaml: "name: t\nclasses:\n" + classes, source: "t.yml"); return nil } catch {
                return error.message
            }
        }
        #expect(error("  t:\n    kind: entity\n    paths: [\"T/*.json\"]\n    min-format-version: one\n")?
            .contains("must be a version such as \"1.20\"") == true)
        #expect(error("  t:\n    kind: image\n    paths: [\"A/**\"]\n    max-entries: 5\n")?
            .contains("'max-entries' does not apply to image classes; it belongs to addon classes") == true)
        #expect(error("  t:\n    kind: image\n    paths: [\"A/**\"]\n    required-images: [A/cow]\n")?
            .contains("required images are named without folders") == true)
        #expect(error("  t:\n    kind: entity\n    paths: [\"T/*.png\"]\n")?.contains("can never match") == true)
    }
}
