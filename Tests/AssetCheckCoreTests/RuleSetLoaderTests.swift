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

    @Test("scalars read by their text, not a resolved tag: plain yes/on/true, 0x and 1_000 numbers, and a duplicate key")
    func scalarsWithoutTagResolution() throws {
        // Rules are composed with Yams' basic resolver (no patterns): each accessor reads the text.
        for word in ["true", "yes", "On"] {
            let yaml = "budgets: {memory: {max: 200 MB, include-audio: \(word), groups: {all: [\"**\"]}}}\n" + minimal
            #expect(try load(yaml).budgets.memory?.includesAudio == true, "include-audio: \(word)")
        }
        #expect(try load("budgets: {memory: {max: 200 MB, include-audio: off, groups: {all: [\"**\"]}}}\n" + minimal)
            .budgets.memory?.includesAudio == false)
        #expect(try load("default: yes\n" + minimal).isDefault)
        let limits = try load("limits: {max-image-pixels: 0x100}\n" + minimal).limits
        #expect(limits.maxImagePixels == 256)
        #expect(try load("limits: {max-image-pixels: 1_000}\n" + minimal).limits.maxImagePixels == 1000)
        // A quoted number is text, as YAML reads it, and so is a word: neither is a whole number.
        for text in ["\"64\"", "many"] {
            #expect(loadError("limits: {max-image-pixels: \(text)}\n" + minimal)?.message.contains("whole number") == true, "\(text)")
        }
        // Keys are still compared, so a key written twice is an error at its line.
        let error = try #require(loadError(minimal + "\n  sprite:\n    kind: image\n    paths: [\"B/**\"]"))
        #expect(error.message.contains("sprite"))
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

    @Test("a point size past 100000 pt is refused at its place, never multiplied by the scale",
          arguments: ["size: 9223372036854775807x450 pt", "min-size: 9223372036854775807x450 pt",
                      "size: 300x99999999999999999999999", "min-size: {width: 9223372036854775807, height: 1}",
                      "size: 100001x1", "size: 0x450"])
    func pointSizeOutOfRange(line: String) throws {
        let error = try #require(loadError(minimal + "\n    " + line))
        #expect(error.line == 6)
        #expect(error.column != nil)
        #expect(error.message.contains("1 to 100000") || error.message.contains("between 1 and 100000"))
    }

    @Test("a byte size past 2^53 (what a manifest may hold) is refused at its place", arguments: [
        "budgets: {bundle-size: {max: 9223372036854775807}}", "budgets: {bundle-size: {max: 9999999999 GB}}",
        "limits: {max-file-size: 9007199254740993}",
    ])
    func byteSizeOutOfRange(line: String) throws {
        let error = try #require(loadError(line + "\n" + minimal))
        #expect(error.line == 1)
        #expect(error.message.contains("must be at most 9007199254740992 bytes (9 PB)"))
        #expect(try load("budgets: {bundle-size: {max: 9007199254740992}}\n" + minimal).budgets.bundleSize?.maxBytes == 1 << 53)
    }

    @Test("a point size at the limit loads, and its pixels at @3x are exact")
    func pointSizeAtLimit() throws {
        let rules = try load(minimal + "\n    size: 100000x1 pt\n    min-size: {width: 1, height: 100000}")
        let image = try #require(rules.classes.first?.image)
        let size = try #require(image.size?.pixels(atScale: 3)), least = try #require(image.minSize?.pixels(atScale: 3))
        #expect(size.width == 300_000 && size.height == 3)
        #expect(least.width == 3 && least.height == 300_000)
        let clamped = PointSize(width: .max, height: 450).pixels(atScale: 3)
        #expect(clamped.width == Int.max && clamped.height == 1350)
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
