import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The built-in rule sets compiled into the binary: the same text as `Rules/*.yml`, found by
/// name with no file beside the binary, and written out by `assetcheck rules --print`.
@Suite("Built-in rule sets")
struct BuiltInRuleSetsTests {
    /// Every `Rules/*.yml` of the checkout, by name.
    private static func shippedFiles() throws -> [String: String] {
        let folder = Repository.root + "/Rules"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (String(name.dropLast(4)), try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
        })
    }

    @Test("the compiled-in rule sets are exactly Rules/*.yml (else: make rules-source)")
    func embeddedCopiesAreCurrent() throws {
        let files = try Self.shippedFiles()
        let embedded = RulesLocator(searchFolders: []).builtIns
        #expect(embedded.keys.sorted() == files.keys.sorted(),
                "Sources/AssetCheckKit/Configuration/BuiltInRuleSets*.swift are stale: run `make rules-source` (scripts/embed-rules.py)")
        for (name, text) in files {
            #expect(embedded[name] == text,
                    "the compiled-in '\(name)' differs from Rules/\(name).yml: run `make rules-source` (scripts/embed-rules.py)")
        }
    }

    @Test("with no rules folder anywhere, a name loads the compiled-in set; its source names no file")
    func loadsWithoutFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let locator = RulesLocator(searchFolders: [])
        let rules = try locator.load("bennie", relativeTo: folder.path)
        #expect(rules.name == "bennie")
        #expect(rules.places.isEmpty, "no file to point a finding at")
        #expect(!rules.source.hasSuffix(".yml"), "\(rules.source)")
        #expect(rules.source.contains("assetcheck rules --print bennie"))
        #expect(try locator.locate("bennie", relativeTo: folder.path) == "built-in rule set 'bennie'")
        #expect(try locator.defaultName() == "ios")
        #expect(try locator.builtInText("osmo") == String(contentsOfFile: Repository.root + "/Rules/osmo.yml", encoding: .utf8))
        #expect(throws: RulesError.self) { try locator.builtInText("Rules/osmo.yml") }
        let unknown = #expect(throws: RulesError.self) { try locator.load("nope", relativeTo: folder.path) }
        #expect(unknown?.description.contains("available: bennie, crafta, dandelion, ios, osmo") == true, "\(String(describing: unknown))")
    }

    @Test("a set of that name in a search folder ($ASSETCHECK_RULES_PATH) wins over the compiled-in one")
    func searchFolderWins() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("bennie.yml", text: "name: mine\nclasses:\n  any:\n    kind: other\n    paths: [\"**\"]\n")
        let locator = RulesLocator(searchFolders: [folder.path])
        let rules = try locator.load("bennie", relativeTo: "/")
        #expect(rules.name == "mine")
        #expect(rules.source == folder.path + "/bennie.yml")
        #expect(rules.places["classes.any"]?.file == folder.path + "/bennie.yml")
        #expect(rules.places["classes.any"]?.line == 3)
        #expect(locator.builtInNames().contains("osmo"), "the other compiled-in sets stay usable")
    }

    @Test("a copy of the binary, with no Rules/ beside or above it, checks with the default and named sets",
          .tags(.subprocess), .timeLimit(.minutes(2)))
    func copiedBinary() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.copyItem(atPath: CommandRunner.binary, toPath: folder.path + "/assetcheck")
        try folder.write("Bundle/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        let copy = folder.path + "/assetcheck"
        let sets = try CommandRunner.run(["rules", "--rule-sets"], in: folder.path, binary: copy)
        #expect(sets.status == 0, "\(sets.stderr)")
        #expect(sets.stdout.contains("ios (default)"), "\(sets.stdout)")
        let printed = try CommandRunner.run(["rules", "--print", "crafta"], in: folder.path, binary: copy)
        #expect(printed.stdout == (try String(contentsOfFile: Repository.root + "/Rules/crafta.yml", encoding: .utf8)))
        // The default (ios) knows no character sizes: a lone @2x is only a warning there.
        let byDefault = try CommandRunner.run(["check", "Bundle", "--no-config", "--no-cache"], in: folder.path, binary: copy)
        #expect(byDefault.status == 0, "\(byDefault.stdout)\(byDefault.stderr)")
        #expect(byDefault.stdout.contains("Bundle/Characters/Bennie/wave@2x.png: warning: [image.single-scale]"),
                "\(byDefault.stdout)\(byDefault.stderr)")
        let named = try CommandRunner.run(["check", "Bundle", "--rules", "bennie", "--no-cache"], in: folder.path, binary: copy)
        #expect(named.status == 1, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.contains("Bundle/Characters/Bennie/wave@2x.png: error: [image.size]"), "\(named.stdout)\(named.stderr)")
        let bad = try CommandRunner.run(["rules", "--print", "nope"], in: folder.path, binary: copy)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("no built-in rule set of that name"), "\(bad.stderr)")
    }
}
