import AssetCheckCore
import AssetCheckTestSupport
import Testing

@Suite("Rules files that extend others")
struct RuleSetExtendsTests {
    private static let base = """
        name: base
        default: true
        excluded: ["*.swift"]
        limits: {max-file-size: 10 MB, max-json-size: 1 MB}
        severities: {image.square: warning, image.min-size: warning}
        budgets:
          bundle-size: {max: 100 MB}
          memory: {max: 50 MB}
        classes:
          sprite:
            kind: image
            paths: ["Sprites/**"]
            scales: [2x, 3x]
          body-font:
            kind: font
            paths: ["*.ttf"]
          anything:
            kind: other
            paths: ["**"]
        """

    private static let app = """
        name: app
        extends: base
        excluded: ["*.md"]
        limits: {max-file-size: 2 MB}
        severities: {image.square: error}
        budgets:
          bundle-size: {max: 20 MB}
        classes:
          sprite:
            kind: image
            paths: ["Sprites/**"]
            scales: [3x]
          hero:
            kind: image
            paths: ["Hero/**"]
          prompts:
            kind: json
            paths: ["Prompts.json"]
            rendered-by: body-font
        """

    private func load(_ text: String, _ others: [String: String]) throws(RulesError) -> RuleSet {
        try RuleSetLoader.load(yaml: text, source: "app.yml", resolver: .texts(others))
    }

    private func loadError(_ text: String, _ others: [String: String]) -> RulesError? {
        do {
            _ = try load(text, others)
            return nil
        } catch {
            return error
        }
    }

    @Test("the extending set wins: a class, a severity, a budget and a limit it overrides; the base fills in the rest")
    func precedence() throws {
        let rules = try load(Self.app, ["base": Self.base])
        #expect(rules.name == "app")
        #expect(rules.isDefault == false)
        #expect(rules.extended.map(\.source) == ["base"])
        // Classes: the app's first, a base class it names is replaced, the base's others follow.
        #expect(rules.classes.map(\.id) == ["sprite", "hero", "prompts", "body-font", "anything"])
        #expect(rules.assetClass(named: "sprite")?.image?.scales == [3])
        #expect(rules.assetClass(forPath: "Hero/cape@2x.png")?.id == "hero")
        #expect(rules.assetClass(forPath: "Misc/notes.pdf")?.id == "anything")
        // Severities merge key by key.
        #expect(rules.severities[.imageSquare] == .some(.error))
        #expect(rules.severities[.imageMinSize] == .some(.warning))
        // Budgets: the app's bundle size, the base's memory budget.
        #expect(rules.budgets.bundleSize?.maxBytes == 20_000_000)
        #expect(rules.budgets.memory?.budget.maxBytes == 50_000_000)
        // Limits: the app's file size, the base's JSON size, the default's depth.
        #expect(rules.limits.maxFileBytes == 2_000_000)
        #expect(rules.limits.maxJSONBytes == 1_000_000)
        #expect(rules.limits.maxJSONDepth == 256)
        // Exclusions add up.
        #expect(rules.isExcluded("App/main.swift"))
        #expect(rules.isExcluded("README.md"))
    }

    @Test("sets extend through several levels, nearest first, and a set may add only severities")
    func chain() throws {
        let strict = "name: strict\nextends: app\nseverities: {image.min-size: error}\n"
        let rules = try RuleSetLoader.load(yaml: strict, source: "strict.yml",
                                           resolver: .texts(["base": Self.base, "app": Self.app]))
        #expect(rules.name == "strict")
        #expect(rules.extended.map(\.source) == ["app", "base"])
        #expect(rules.classes.map(\.id) == ["sprite", "hero", "prompts", "body-font", "anything"])
        #expect(rules.severities[.imageMinSize] == .some(.error))
        #expect(rules.severities[.imageSquare] == .some(.error))
        #expect(rules.budgets.bundleSize?.maxBytes == 20_000_000)
    }

    @Test("an unknown parent is an error at the extends line")
    func unknownParent() throws {
        let error = try #require(loadError(Self.app.replacingOccurrences(of: "extends: base", with: "extends: bsae"),
                                           ["base": Self.base]))
        #expect(error.file == "app.yml")
        #expect(error.line == 2)
        #expect(error.message.contains("'extends: bsae'"))
        #expect(error.message.contains("available: base"))
    }

    @Test("a set that extends itself, directly or through another, is an error naming the circle")
    func cycle() throws {
        let one = "name: one\nextends: two\nclasses: {a: {kind: other, paths: [\"**\"]}}\n"
        let two = "name: two\n# a comment\nextends: one\n"
        let resolver = RuleSetResolver.texts(["one": one, "two": two])
        let error = #expect(throws: RulesError.self) { try RuleSetLoader.load(yaml: one, source: "one", resolver: resolver) }
        #expect(error?.file == "two")
        #expect(error?.line == 3)
        #expect(error?.message.contains("'extends: one' goes round in a circle: one extends two extends one") == true)
        let itself = try #require(loadError("name: self\nextends: app.yml\n", ["app.yml": "name: self\nextends: app.yml\n"]))
        #expect(itself.description.hasPrefix("app.yml:2:10: error: 'extends: app.yml' goes round in a circle"))
    }

    @Test("errors in the parent name the parent's file and line")
    func parentError() throws {
        let broken = Self.base.replacingOccurrences(of: "scales: [2x, 3x]", with: "scales: [4x]")
        let error = try #require(loadError(Self.app, ["base": broken]))
        #expect(error.file == "base")
        #expect(error.message.contains("1x, 2x or 3x"))
    }

    @Test("without a resolver, extends is an error at its line")
    func noResolver() throws {
        let error = #expect(throws: RulesError.self) { try RuleSetLoader.load(yaml: Self.app, source: "app.yml") }
        #expect(error?.line == 2)
        #expect(error?.message.contains("'extends: base'") == true)
    }

    @Test("rendered-by may name a font class of the base; a class of neither is still an error")
    func renderedByBase() throws {
        #expect(try load(Self.app, ["base": Self.base]).assetClass(named: "prompts")?.json?.renderedBy == ["body-font"])
        let error = try #require(loadError(Self.app.replacingOccurrences(of: "rendered-by: body-font", with: "rendered-by: serif"),
                                           ["base": Self.base]))
        #expect(error.message.contains("font classes: body-font"))
    }

    @Test("class-paths gives base classes other paths and keeps the rest of each, matched after the set's own classes and before the base's others")
    func classPaths() throws {
        let app = """
            name: app
            extends: base
            classes:
              hero:
                kind: image
                paths: ["Hero/**"]
            class-paths:
              anything: ["Misc/**"]
              sprite: ["Figuren/**", "Sprites/**"]
            """
        let rules = try load(app, ["base": Self.base])
        #expect(rules.classes.map(\.id) == ["hero", "anything", "sprite", "body-font"])
        #expect(rules.inheritedClassIDs == ["body-font"])
        let sprite = try #require(rules.assetClass(named: "sprite"))
        #expect(sprite.patterns.map(\.text) == ["Figuren/**", "Sprites/**"])
        #expect(sprite.image?.scales == [2, 3], "the rest of the class is the base's")
        #expect(rules.assetClass(forPath: "Figuren/bennie@2x.png")?.id == "sprite")
        #expect(rules.assetClass(forPath: "Misc/notes.pdf")?.id == "anything")
        #expect(rules.assetClass(forPath: "Other/notes.pdf") == nil, "anything no longer claims every file")
    }

    @Test("class-paths naming a class of this file, a class the base lacks, a pattern that can't match, or without extends, is an error at its line")
    func classPathsErrors() {
        let own = loadError("name: app\nextends: base\nclasses:\n  hero:\n    kind: image\n    paths: [\"Hero/**\"]\nclass-paths:\n  hero: [\"H/**\"]\n", ["base": Self.base])
        #expect(own?.line == 8)
        #expect(own?.message.contains("class 'hero' is defined in this file") == true, "\(String(describing: own))")
        let unknown = loadError("name: app\nextends: base\nclass-paths:\n  villain: [\"V/**\"]\n", ["base": Self.base])
        #expect(unknown?.message == "no class 'villain' in the set this one extends; its classes: sprite, body-font, anything")
        let never = loadError("name: app\nextends: base\nclass-paths:\n  body-font: [\"Fonts/*.png\"]\n", ["base": Self.base])
        #expect(never?.message == "pattern 'Fonts/*.png' can never match: a font class never contains '.png' files")
        let alone = loadError("name: app\nclasses:\n  a:\n    kind: other\n    paths: [\"**\"]\nclass-paths:\n  a: [\"x/**\"]\n", [:])
        #expect(alone?.message.contains("add 'extends:'") == true, "\(String(describing: alone))")
    }
}
