import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a check run resolves before it starts, in process, with the shipped Bennie rules and a
/// real bundle: bundle folder and manifest from `.assetcheck.yml`, `--no-manifest`, and the
/// errors a bad rules or configuration file gives. (Rule-set choice: ``RulesSelectionTests``.)
@Suite("Check setup")
struct CheckSetupTests {
    private static let shipped = RulesLocator(searchFolders: [Repository.root + "/Rules"])

    @Test(".assetcheck.yml in a parent folder supplies rules, bundle and manifest, and the run writes that manifest")
    func configurationUpward() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: folder.path + "/Bundle")
        ExampleBundle.removeOtherApps(from: folder.path + "/Bundle")
        try folder.write(".assetcheck.yml", text: "rules: bennie\npaths: [Bundle]\nmanifest: out/AssetManifest.json\nexcluded: [README.md]\n")
        try folder.write("out/.keep", text: "")
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path + "/sub", locator: Self.shipped)
        #expect(setup.rules.name == "bennie")
        #expect(setup.root == folder.path + "/Bundle", "outside the working folder, the path stays absolute")
        #expect(setup.manifest == folder.path + "/out/AssetManifest.json")
        #expect(setup.configFolder == folder.path)

        let outcome = try #require(try await CheckRequest(setup: setup, usesCache: false, toolVersion: "test")
            .run(workingDirectory: folder.path + "/sub"))
        #expect(outcome.findings.isEmpty, "README.md is excluded by the configuration")
        try outcome.manifest.write(to: try #require(setup.manifest))
        let written = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/AssetManifest.json"))
        #expect(try ManifestSource.decode(written, path: "AssetManifest.json").assets.count == outcome.snapshot.records.count)
    }

    @Test("--no-manifest writes none, even when the command line and the configuration name one")
    func noManifest() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write(".assetcheck.yml", text: "rules: bennie\nmanifest: AssetManifest.json\n")
        let configured = try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped)
        #expect(configured.manifest == "AssetManifest.json")
        let given = try CheckSetup(rules: RulesRequest(), manifest: "elsewhere.json", workingDirectory: folder.path, locator: Self.shipped)
        #expect(given.manifest == "elsewhere.json", "the command line's manifest wins")
        let none = try CheckSetup(rules: RulesRequest(), manifest: "elsewhere.json", writesManifest: false,
                                  workingDirectory: folder.path, locator: Self.shipped)
        #expect(none.manifest == nil)
    }

    @Test("a configuration can't name paths outside its repository; the command line can",
          arguments: ["manifest: ../AssetManifest.json", "manifest: /tmp/AssetManifest.json", "rules: ../../rules.yml",
                      "paths: [\"Assets/../../elsewhere\"]", "manifest: ~/AssetManifest.json"])
    func confinedPaths(line: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write(".assetcheck.yml", text: "excluded: [\"README.md\"]\n" + line + "\n")
        let error = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped)
        }
        #expect(error?.line == 2)
        #expect(error?.message.contains("leads outside the folder of .assetcheck.yml") == true)
        try folder.write(".assetcheck.yml", text: "rules: bennie\n")
        #expect(try CheckSetup(rules: RulesRequest(), manifest: "/tmp/AssetManifest.json", workingDirectory: folder.path,
                               locator: Self.shipped).manifest == "/tmp/AssetManifest.json")
    }

    @Test("a configured manifest that is a symbolic link out of the repository is refused, even dangling")
    func confinedThroughLinks() throws {
        let folder = try TemporaryFolder(), outside = try TemporaryFolder()
        defer { folder.delete(); outside.delete() }
        try folder.write(".assetcheck.yml", text: "rules: bennie\nmanifest: Reports/AssetManifest.json\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Reports", withIntermediateDirectories: true)
        #expect(symlink(outside.path + "/stolen.json", folder.path + "/Reports/AssetManifest.json") == 0)
        let error = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped)
        }
        #expect(error?.message.contains("'manifest: Reports/AssetManifest.json' leads outside") == true)
        try FileManager.default.removeItem(atPath: folder.path + "/Reports/AssetManifest.json")
        #expect(symlink(outside.path, folder.path + "/Reports/out") == 0)
        try folder.write(".assetcheck.yml", text: "rules: bennie\nmanifest: Reports/out/AssetManifest.json\n")
        #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped)
        }
        try folder.write(".assetcheck.yml", text: "rules: bennie\nmanifest: Reports/AssetManifest.json\n")
        #expect(try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped).manifest
            == "Reports/AssetManifest.json", "a plain path inside is fine")
    }

    @Test("an unknown key in .assetcheck.yml is an error at its file, line and column")
    func badConfiguration() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write(".assetcheck.yml", text: "rules: bennie\nrulez: bennie\n")
        let error = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(), workingDirectory: folder.path, locator: Self.shipped)
        }
        #expect(error?.description.hasPrefix(folder.path + "/.assetcheck.yml:2:1: error: unknown key 'rulez'") == true)
        #expect(try CheckSetup(rules: RulesRequest(ignoresConfiguration: true), workingDirectory: folder.path,
                               locator: Self.shipped).rules.name == "ios", "--no-config does not read it")
    }

    @Test("a rules file with an unknown key is an error at its file, line and column, as given")
    func badRulesFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("rules/app.yml", text: "name: x\nclasses:\n  a:\n    kind: image\n    paths: [A/**]\n    sise: 1x1\n")
        let error = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(rules: "rules/app.yml", ignoresConfiguration: true), workingDirectory: folder.path,
                           locator: Self.shipped)
        }
        #expect(error?.description.hasPrefix("rules/app.yml:6:5: error: unknown key 'sise'") == true, "\(String(describing: error))")
    }

    @Test("an unknown built-in rule set is an error listing the available ones; a missing rules file is named")
    func unknownRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let unknown = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(rules: "benie", ignoresConfiguration: true), workingDirectory: folder.path,
                           locator: Self.shipped)
        }
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Repository.root + "/Rules")
            .filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }.sorted()
        #expect(shipped.contains("bennie"))
        #expect(unknown?.description == "benie: error: no built-in rule set of that name; available: "
            + shipped.joined(separator: ", ") + ". Give a path to a .yml file to use your own.")
        let missing = #expect(throws: RulesError.self) {
            try CheckSetup(rules: RulesRequest(rules: "mine.yml", ignoresConfiguration: true), workingDirectory: folder.path,
                           locator: Self.shipped)
        }
        #expect(missing?.description == "mine.yml: error: no such rules file")
    }

    @Test("a path is shown relative to the working folder when inside it, '.' for the folder itself, else absolute")
    func relativePaths() {
        #expect(CheckSetup.relative("/a/b/Examples", to: "/a/b") == "Examples")
        #expect(CheckSetup.relative("/a/b/./c/../Examples/", to: "/a/b/") == "Examples")
        #expect(CheckSetup.relative("/a/b", to: "/a/b") == ".")
        #expect(CheckSetup.relative("/a/bc/Examples", to: "/a/b") == "/a/bc/Examples")
        #expect(CheckSetup.relative("/elsewhere", to: "/a/b") == "/elsewhere")
    }
}
