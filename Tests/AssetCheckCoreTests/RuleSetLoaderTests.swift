import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

@Suite("Rules files")
struct RuleSetLoaderTests {
    private let minimal = """
        name: t
        classes:
          sprite:
            kind: image
            paths: ["Sprites/**"]
        """

    private func load(_ yaml: String) throws(RulesError) -> RuleSet {
        try RuleSetLoader.load(yaml: yaml, source: "Rules/t.yml")
    }

    private func loadError(_ yaml: String) -> RulesError? {
        do {
            _ = try load(yaml)
            return nil
        } catch {
            return error
        }
    }

    @Test("the Bennie rule set loads with every class of chapter 5")
    func bennie() throws {
        let text = try String(contentsOfFile: Repository.bennieRules, encoding: .utf8)
        let rules = try RuleSetLoader.load(yaml: text, source: "Rules/bennie.yml", resolver: Repository.rulesResolver)
        #expect(rules.name == "bennie")
        let character = try #require(rules.assetClass(named: "bennie-character")?.image)
        #expect(character.size == PointSize(width: 300, height: 450))
        #expect(character.scales == [2, 3])
        #expect(character.background == .transparent)
        #expect(rules.assetClass(named: "lemminge-character")?.image?.size == PointSize(width: 80, height: 100))
        #expect(rules.assetClass(named: "background")?.image?.size == PointSize(width: 1194, height: 834))
        #expect(rules.assetClass(named: "background")?.image?.formats == [.png, .jpeg])
        #expect(rules.assetClass(named: "icon")?.image?.minSize == PointSize(width: 96, height: 96))
        #expect(rules.assetClass(named: "confetti-animation")?.animation?.frameRate == 60)
        #expect(rules.assetClass(named: "lemminge-animation")?.animation?.duration?.max == 1)
        #expect(rules.assetClass(named: "background-music")?.audio?.bitRateKbps == 192)
        #expect(rules.assetClass(named: "sound-effect")?.audio?.required.count == 7)
        #expect(rules.budgets.bundleSize?.maxBytes == 150_000_000)
        #expect(rules.assetClass(forPath: "Characters/Bennie/wave@2x.png")?.id == "bennie-character")
        #expect(rules.assetClass(forPath: "Sounds/Music/theme.m4a")?.id == "background-music")
    }

    @Test("a minimal rule set gets the documented defaults")
    func defaults() throws {
        let rules = try load(minimal)
        let image = try #require(rules.classes.first?.image)
        #expect(image.formats == [.png])
        #expect(image.scales == [2, 3])
        #expect(image.background == .any)
        #expect(rules.limits.maxImagePixels == 50_000_000)
    }

    @Test("an unknown key names the file, the line and the keys allowed there")
    func unknownKey() throws {
        let error = try #require(loadError(minimal + "\n    colour: red"))
        #expect(error.file == "Rules/t.yml")
        #expect(error.line == 6)
        #expect(error.message.contains("unknown key 'colour'"))
        #expect(error.message.contains("background"))
        #expect(error.description.hasPrefix("Rules/t.yml:6:5: error:"))
    }

    @Test("a wrong type says what was expected")
    func wrongType() throws {
        let error = try #require(loadError(minimal + "\n    square: maybe"))
        #expect(error.line == 6)
        #expect(error.message.contains("true or false"))
        #expect(loadError(minimal + "\n    size: big")?.message.contains("300x450 pt") == true)
        #expect(loadError(minimal + "\n    scales: [4x]")?.message.contains("1x, 2x or 3x") == true)
    }

    @Test("a pattern that can never match is an error")
    func neverMatchingPattern() throws {
        let yaml = minimal.replacingOccurrences(of: "[\"Sprites/**\"]", with: "[\"Sounds/*.aac\"]")
        let error = try #require(loadError(yaml))
        #expect(error.line == 5)
        #expect(error.message.contains("can never match"))
    }

    @Test("a key of another kind is an error, not ignored")
    func keyOfAnotherKind() throws {
        let error = try #require(loadError(minimal + "\n    frame-rate: 30"))
        #expect(error.message.contains("does not apply to image classes"))
        #expect(error.message.contains("animation"))
    }

    @Test("severities name real checks only")
    func severities() throws {
        let rules = try load("severities: {image.square: warning, asset.unclassified: off}\n" + minimal)
        #expect(rules.severities[CheckID(rawValue: "image.square")] == .some(.warning))
        #expect(rules.severities[CheckID(rawValue: "asset.unclassified")] == .some(nil))
        let error = try #require(loadError("severities: {image.sqare: warning}\n" + minimal))
        #expect(error.message.contains("unknown check 'image.sqare'"))
        #expect(error.line == 1)
    }

    @Test("invalid YAML reports its position")
    func syntax() throws {
        let error = try #require(loadError("name: [unclosed\nclasses: {}"))
        #expect(error.line != nil)
        #expect(error.message.hasPrefix("not valid YAML"))
    }

    @Test("durations take seconds, milliseconds, ranges and tolerances")
    func durations() throws {
        let rules = try load("""
            name: t
            classes:
              effect:
                kind: audio
                paths: ["Sounds/**"]
                duration-tolerance: {relative: 10%, absolute: 50 ms}
                required:
                  tap.aac: 0.1 s
                  loop.aac: any
              anim:
                kind: animation
                paths: ["Anim/**"]
                duration: {min: 0.5, max: 2}
            """)
        let tap = try #require(rules.classes[0].audio?.required.first)
        #expect(abs((tap.duration?.max ?? 0) - 0.16) < 1e-9)
        #expect(abs((tap.duration?.min ?? 0) - 0.04) < 1e-9)
        #expect(rules.classes[0].audio?.required.last?.duration == nil)
        #expect(rules.classes[1].animation?.duration == DurationRange(min: 0.5, max: 2))
    }

    @Test("budgets read sizes and percentages")
    func budgets() throws {
        let rules = try load("budgets: {bundle-size: {max: 150 MB, warn-at: 80%}}\n" + minimal)
        #expect(rules.budgets.bundleSize == Budget(maxBytes: 150_000_000, warnAt: 0.8))
        #expect(loadError("budgets: {bundle-size: {max: lots}}\n" + minimal)?.message.contains("150 MB") == true)
    }

    @Test("a rule set without classes or name is an error")
    func missingParts() {
        #expect(loadError("name: t")?.message.contains("classes") == true)
        #expect(loadError("classes: {a: {kind: image, paths: [x/**]}}")?.message.contains("name") == true)
        #expect(loadError("name: t\nclasses: {a: {paths: [x/**]}}")?.message.contains("kind") == true)
        #expect(loadError("")?.message.contains("empty") == true)
    }
}
