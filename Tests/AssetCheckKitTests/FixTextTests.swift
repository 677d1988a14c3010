import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Fix texts that work when followed: a built-in rule set is installed with the tool, so no fix
/// tells a user to edit it; commands name the actual files.
@Suite("Fix texts")
struct FixTextTests {
    /// The compiled-in sets only, as an installed binary finds them.
    private let locator = RulesLocator(searchFolders: [])

    /// The fixes of a stray image in `Misc/` (when no class claims it) and of an oversized file
    /// (limits lowered to 50 KB), checked with `rules`.
    private func fixes(rules: RuleSet) async throws -> [String] {
        var rules = rules
        rules.excluded += ExampleBundle.excluded.map(PathPattern.init)
        rules.limits.maxFileBytes = 50_000
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(40, 40))
        try bundle.folder.write("Misc/huge.png", PNGFixture.storedNoise(400, 400, seed: 7))
        let findings = try await bundle.check(rules: rules).findings
        // A set that extends `ios` leaves no file unclassified: then the size limit's fix is the one.
        let unclassified = findings.first { $0.check == .assetUnclassified && $0.path == "Misc" }
        let tooLarge = try #require(findings.first { $0.check == .fileTooLarge })
        return [unclassified?.fix, tooLarge.fix].compactMap { $0 }
    }

    @Test("a built-in set (by name) is never offered for editing: fixes say to print a copy of it and check with that")
    func builtInSetIsNotEdited() async throws {
        let rules = try locator.load("bennie")
        #expect(rules.isBuiltIn)
        for fix in try await fixes(rules: rules) {
            #expect(!fix.contains(Repository.root), "names the installed file: \(fix)")
            #expect(!fix.contains("bennie.yml"), "names the installed file: \(fix)")
            #expect(fix.contains("a copy of the built-in 'bennie' rules (`assetcheck rules --print bennie > assetcheck-rules.yml`, "
                + "then check with `--rules assetcheck-rules.yml`)"), "\(fix)")
        }
    }

    @Test("a rules file the user gave is the file to edit, named as given")
    func ownFileIsEdited() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-fix")
        defer { folder.delete() }
        // Bennie's classes alone, so the stray image is unclassified and its fix names the file too.
        try folder.write("my-rules.yml", text: try Repository.standaloneRulesText("bennie"))
        let rules = try locator.load("my-rules.yml", relativeTo: folder.path)
        #expect(!rules.isBuiltIn)
        let fixes = try await fixes(rules: rules)
        #expect(fixes[0] == "move them into a folder a class covers, or add a class with `paths: [\"Misc/**\"]` to my-rules.yml")
        #expect(fixes[1] == "shrink the asset, or raise limits.max-file-size in my-rules.yml")
    }

    @Test("json.syntax names the document in its command, quoted for a shell when it must be")
    func jsonCommandNamesTheFile() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Data/level one.json", text: "{\"a\": 1,}")
        let finding = try #require(try await bundle.check().findings.first { $0.check == .jsonSyntax })
        #expect(finding.fix == "repair the JSON at that place (a JSON linter or `python3 -m json.tool 'level one.json'` shows it)")
    }
}
