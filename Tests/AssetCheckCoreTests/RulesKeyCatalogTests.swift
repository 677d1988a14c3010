import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// The rules-key catalog, the loader and the reference agree: every key in the table loads, no
/// other key does, and `Docs/RulesReference.md` is the table's own markdown.
@Suite("Rules key catalog")
struct RulesKeyCatalogTests {
    /// Each key with a label naming its place, for the tests' arguments.
    private static let keys = RulesKeyCatalog.all.map { key in
        let kind = if case let .assetClass(kind) = key.section { " (\(kind.rawValue))" } else { "" }
        return (RulesFileTemplate.keyPath(of: key.section) + "." + key.name + kind, key)
    }

    private static func load(_ text: String) throws(RulesError) -> RuleSet {
        try RuleSetLoader.load(yaml: text, source: "t.yml", resolver: Repository.rulesResolver)
    }

    private static func loadError(_ text: String) -> RulesError? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Docs/RulesReference.md is the key catalog's own markdown (regenerate with `assetcheck rules --keys --format markdown > Docs/RulesReference.md`)")
    func documented() throws {
        let docs = try String(contentsOfFile: Repository.root + "/Docs/RulesReference.md", encoding: .utf8)
        #expect(docs == RulesKeyCatalog.markdown())
    }

    @Test("every key's example loads in the smallest rules file of its place", arguments: keys)
    func exampleLoads(place: String, key: RulesKey) throws {
        let text = RulesFileTemplate.text(key.section, key.name, key.example)
        let error = Self.loadError(text)
        #expect(error == nil, "\(place): \(String(describing: error))\n\(text)")
    }

    @Test("a number's range in the table is the loader's: its bounds load, one past them is refused",
          arguments: keys.filter { if case .integer = $0.1.value { true } else if case .number = $0.1.value { true } else { false } })
    func bounds(place: String, key: RulesKey) throws {
        let (lowest, highest): (String, String), (below, above): (String, String)
        switch key.value {
        case let .integer(range): (lowest, highest, below, above) = ("\(range.lowerBound)", "\(range.upperBound)",
                                                                     "\(range.lowerBound - 1)", "\(range.upperBound + 1)")
        case let .number(range): (lowest, highest, below, above) = ("\(range.lowerBound)", "\(range.upperBound)",
                                                                    "\(range.lowerBound - 1)", "\(range.upperBound + 1)")
        default: return
        }
        for value in [lowest, highest] {
            #expect(Self.loadError(RulesFileTemplate.text(key.section, key.name, value)) == nil, "\(place): \(value)")
        }
        for value in [below, above] {
            let error = Self.loadError(RulesFileTemplate.text(key.section, key.name, value))
            #expect(error?.message.contains("must be between") == true, "\(place): \(value): \(String(describing: error))")
        }
    }

    @Test("every word a key's choices name loads, alone", arguments: keys.filter {
        if case .choice = $0.1.value { true } else if case .choices = $0.1.value { true } else { false }
    })
    func choices(place: String, key: RulesKey) throws {
        let values: [String] = switch key.value {
        case let .choice(words): words
        case let .choices(words): words.map { "[\($0)]" }
        default: []
        }
        for value in values {
            let error = Self.loadError(RulesFileTemplate.text(key.section, key.name, value))
            #expect(error == nil, "\(place): \(value): \(String(describing: error))")
        }
    }

    /// Each place with the keys the loader's message listed there before the catalog, word for word.
    private static let allowedBefore: [(section: RulesKey.Section, allowed: String)] = [
        (.top, "name, description, default, extends, limits, severities, excluded, budgets, folders, sprite-atlases, large-files, classes, class-paths"),
        (.limits, "max-image-pixels, max-image-side, max-file-size, max-json-size, max-json-depth"),
        (.budgets, "bundle-size, memory"),
        (.budget, "max, warn-at"),
        (.memoryBudget, "max, warn-at, groups, include-audio"),
        (.memoryGroup, "each-folder, shared, paths, largest-of"),
        (.largeFiles, "image, animation, audio, json, entity, addon, font, strings, other"),
        (.spriteAtlases, "max-page-side"),
        (.folder, "description, rationale, paths, required"),
        (.everyClass, "background, bit-rate, channels, codec, containers, description, detect-lottie, development-language, "
            + "duration, duration-tolerance, formats, frame-rate, kind, loop, max-compression-ratio, max-entries, max-entry-size, "
            + "max-file-size, max-layers, max-total-size, max-uncompressed-size, min-format-version, min-size, paths, rationale, "
            + "rendered-by, required, required-images, required-packs, reserved-namespaces, sample-rate, scales, severities, "
            + "shape, size, square, wide-gamut"),
        (.durationTolerance, "relative, absolute"),
        (.durationRange, "min, max"),
        (.bitRate, "kbps, tolerance, min-duration"),
        (.pointSize, "width, height"),
        (.jsonShape, "root, entries, required, types, unique, non-empty"),
    ]

    @Test("an unknown key is refused in every place with the message it had before the catalog",
          arguments: allowedBefore)
    func unknownKey(section: RulesKey.Section, allowed: String) throws {
        let error = try #require(Self.loadError(RulesFileTemplate.text(section, "colour", "red")))
        let keyPath = RulesFileTemplate.keyPath(of: section)
        let place = keyPath.isEmpty ? "at the top level" : "in '\(keyPath)'"
        #expect(error.message == "unknown key 'colour' \(place); expected one of: \(allowed)")
    }

    @Test("a class key of another kind is refused, naming the kinds it belongs to", arguments: keys.filter {
        if case .assetClass = $0.1.section { true } else { false }
    })
    func keyOfAnotherKind(place: String, key: RulesKey) throws {
        let owners = AssetKind.allCases.filter { RulesKeyCatalog.names(in: .assetClass($0)).contains(key.name) }
        let stranger = try #require(AssetKind.allCases.first { !owners.contains($0) })
        let error = Self.loadError(RulesFileTemplate.text(.assetClass(stranger), key.name, key.example))
        #expect(error?.message == "'\(key.name)' does not apply to \(stranger.rawValue) classes; it belongs to "
            + owners.map(\.rawValue).joined(separator: ", ") + " classes")
    }

    @Test("the kinds a shared class key belongs to are named as before")
    func sharedKeys() {
        let duration = Self.loadError(RulesFileTemplate.text(.assetClass(.image), "duration", "2 s"))
        #expect(duration?.message == "'duration' does not apply to image classes; it belongs to animation, audio classes")
        let renderedBy = Self.loadError(RulesFileTemplate.text(.assetClass(.font), "rendered-by", "[serif-font]"))
        #expect(renderedBy?.message == "'rendered-by' does not apply to font classes; it belongs to json, strings classes")
    }

    @Test("every key is shown once, in a section the reference shows, with one-line words")
    func wellFormed() {
        #expect(Set(RulesKeyCatalog.sections).count == RulesKeyCatalog.sections.count)
        var seen: Set<String> = []
        for key in RulesKeyCatalog.all {
            let place = RulesFileTemplate.keyPath(of: key.section) + "." + key.name + "\(key.section)"
            #expect(seen.insert(place).inserted, "\(place) is in the table twice")
            #expect(RulesKeyCatalog.sections.contains(key.section), "\(place): its section is not in the reference")
            for words in [key.summary, key.defaultValue, key.example, key.value.words] {
                #expect(!words.isEmpty && !words.contains("\n"), "\(place): '\(words)'")
            }
        }
        #expect(RulesKeyCatalog.textListing().split(separator: "\n").count == RulesKeyCatalog.all.count)
    }

    @Test("defaults are the ones a minimal rule set gets")
    func defaults() throws {
        let rules = try Self.load("name: t\nclasses: {c: {kind: audio, paths: [\"Sounds/**\"]}}")
        let named = { (section: RulesKey.Section, name: String) in
            RulesKeyCatalog.all.first { $0.section == section && $0.name == name }?.defaultValue
        }
        #expect(named(.limits, "max-file-size") == "256 MiB (\(rules.limits.maxFileBytes) bytes)")
        #expect(named(.spriteAtlases, "max-page-side") == "\(rules.atlasMaxPageSide)")
        #expect(named(.assetClass(.audio), "codec") == rules.classes.first?.audio?.codec)
        #expect(named(.assetClass(.audio), "duration-tolerance") == "10% + 0.05 s")
        #expect(named(.assetClass(.animation), "duration-tolerance") == "0.001 s")
        #expect(named(.budget, "warn-at") == "90%")
    }
}
