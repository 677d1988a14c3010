import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Which rules and configuration a run uses, resolved in process: `--rules`, then
/// `.assetcheck.yml`, then the built-in set marked `default: true`.
@Suite("Rules selection")
struct RulesSelectionTests {
    /// A rules file with one catch-all class, marked default or not.
    private static func rules(_ name: String, isDefault: Bool?) -> String {
        "name: \(name)\n" + (isDefault.map { "default: \($0)\n" } ?? "") + "classes:\n  any:\n    kind: other\n    paths: [\"**\"]\n"
    }

    /// A folder of built-in rule sets, and an empty project folder beside it.
    private func builtIns(_ sets: [String: Bool?]) throws -> (folder: TemporaryFolder, locator: RulesLocator, project: String) {
        let folder = try TemporaryFolder(prefix: "assetcheck-rules")
        for (name, isDefault) in sets { try folder.write("Rules/\(name).yml", text: Self.rules(name, isDefault: isDefault)) }
        try FileManager.default.createDirectory(atPath: folder.path + "/project", withIntermediateDirectories: true)
        return (folder, RulesLocator(searchFolders: [folder.path + "/Rules"]), folder.path + "/project")
    }

    @Test("without --rules or a configuration, the built-in set marked 'default: true' is used")
    func defaultFromData() throws {
        let (folder, locator, project) = try builtIns(["alpha": nil, "beta": true, "gamma": false])
        defer { folder.delete() }
        let selection = try RulesSelection(RulesRequest(), workingDirectory: project, locator: locator)
        #expect(selection.rules.name == "beta")
        #expect(selection.rulesFile.hasSuffix("/Rules/beta.yml"))
        #expect(try locator.builtInSets() == [
            BuiltInRuleSet(name: "alpha", isDefault: false), BuiltInRuleSet(name: "beta", isDefault: true),
            BuiltInRuleSet(name: "gamma", isDefault: false),
        ])
    }

    @Test("no built-in set marked default is an error naming the sets and how to choose", arguments: [
        ["alpha": nil, "beta": false] as [String: Bool?], ["alpha": true, "beta": true],
    ])
    func noSingleDefault(sets: [String: Bool?]) throws {
        let (folder, locator, project) = try builtIns(sets)
        defer { folder.delete() }
        let error = #expect(throws: DefaultRulesError.self) {
            try RulesSelection(RulesRequest(), workingDirectory: project, locator: locator)
        }
        let text = String(describing: try #require(error))
        #expect(text.hasPrefix("error: "))
        #expect(text.contains("built-in rule sets: alpha, beta"))
        #expect(text.contains("--rules NAME") && text.contains("'rules: NAME' in .assetcheck.yml"))
        #expect(text.contains(sets.values.contains(true) ? "several built-in rule sets" : "no built-in rule set is marked"))
    }

    @Test("--rules and a configuration's rules need no default, even when none is marked")
    func namedRulesNeedNoDefault() throws {
        let (folder, locator, project) = try builtIns(["alpha": nil, "beta": nil])
        defer { folder.delete() }
        #expect(try RulesSelection(RulesRequest(rules: "alpha"), workingDirectory: project, locator: locator).rules.name == "alpha")
        try folder.write("project/.assetcheck.yml", text: "rules: beta\n")
        #expect(try RulesSelection(RulesRequest(), workingDirectory: project, locator: locator).rules.name == "beta")
        let ignored = #expect(throws: DefaultRulesError.self) {
            try RulesSelection(RulesRequest(ignoresConfiguration: true), workingDirectory: project, locator: locator)
        }
        #expect(ignored != nil)
    }

    @Test("the shipped rule sets mark exactly one default: ios, which the app sets extend")
    func shippedDefault() throws {
        let locator = RulesLocator(searchFolders: [Repository.root + "/Rules"])
        #expect(try locator.defaultName() == "ios")
        #expect(try locator.builtInSets().filter(\.isDefault).map(\.name) == ["ios"])
        for app in ["bennie", "osmo", "crafta", "dandelion"] {
            #expect(try locator.load(app).extended.map(\.source) == [Repository.root + "/Rules/ios.yml"], "\(app)")
        }
    }

    @Test("'default' must be a boolean, reported at its line and column")
    func defaultIsStrict() {
        let error = #expect(throws: RulesError.self) {
            try RuleSetLoader.load(yaml: "name: x\ndefault: yes please\nclasses: {}\n", source: "x.yml")
        }
        #expect(error?.description == "x.yml:2:10: error: 'default' must be true or false, found 'yes please'")
    }

    @Test(".assetcheck.yml in a parent folder supplies rules, path and manifest, relative to its folder")
    func configurationUpward() throws {
        let (folder, locator, project) = try builtIns(["alpha": true, "beta": nil])
        defer { folder.delete() }
        try folder.write("project/.assetcheck.yml", text: "rules: beta\npaths: [Assets]\nmanifest: out/AssetManifest.json\nexcluded: [\"*.md\"]\n")
        try FileManager.default.createDirectory(atPath: project + "/sub", withIntermediateDirectories: true)
        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: project + "/sub", locator: locator)
        #expect(setup.rules.name == "beta")
        #expect(setup.root.hasSuffix("/project/Assets"))
        #expect(setup.manifest?.hasSuffix("/project/out/AssetManifest.json") == true)
        #expect(setup.rules.isExcluded("README.md"))
        let fromTop = try CheckSetup(rules: RulesRequest(), workingDirectory: project, locator: locator)
        #expect(fromTop.root == "Assets" && fromTop.manifest == "out/AssetManifest.json")
        let explicit = try CheckSetup(rules: RulesRequest(rules: "alpha"), path: "Elsewhere", manifest: "m.json",
                                      workingDirectory: project, locator: locator)
        #expect(explicit.rules.name == "alpha" && explicit.root == "Elsewhere" && explicit.manifest == "m.json")
        let noManifest = try CheckSetup(rules: RulesRequest(), writesManifest: false, workingDirectory: project, locator: locator)
        #expect(noManifest.manifest == nil)
        let noConfig = try CheckSetup(rules: RulesRequest(ignoresConfiguration: true), workingDirectory: project, locator: locator)
        #expect(noConfig.rules.name == "alpha" && noConfig.root == "." && noConfig.manifest == nil)
    }

    @Test("a configuration naming two bundle folders is an error naming the file")
    func twoPaths() throws {
        let (folder, locator, project) = try builtIns(["alpha": true])
        defer { folder.delete() }
        try folder.write("project/.assetcheck.yml", text: "paths: [A, B]\n")
        let error = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(), workingDirectory: project, locator: locator)
        }
        #expect(error?.file.hasSuffix(".assetcheck.yml") == true)
        #expect(error?.message.contains("'paths' names 2 folders") == true)
        #expect(try CheckSetup(rules: RulesRequest(), path: "A", workingDirectory: project, locator: locator).root == "A")
    }

    @Test("--config names a configuration relative to the working folder; a missing one is an error naming it")
    func namedConfiguration() throws {
        let (folder, locator, project) = try builtIns(["alpha": true, "beta": nil])
        defer { folder.delete() }
        try folder.write("project/conf/other.yml", text: "rules: beta\n")
        let selection = try RulesSelection(RulesRequest(configurationFile: "conf/other.yml"), workingDirectory: project, locator: locator)
        #expect(selection.rules.name == "beta" && selection.configFolder.hasSuffix("/project/conf"))
        let error = #expect(throws: RulesError.self) {
            try RulesSelection(RulesRequest(configurationFile: "nope.yml"), workingDirectory: project, locator: locator)
        }
        #expect(error?.description == "nope.yml: error: no such configuration file")
    }
}
