import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation

/// A temporary copy of `Examples/` checked with the Bennie rules, for planting defects.
struct ExampleBundle {
    let folder: TemporaryFolder

    static let rules: RuleSet = {
        let text = try! String(contentsOfFile: Repository.bennieRules, encoding: .utf8)
        var rules = try! RuleSetLoader.load(yaml: text, source: "Rules/bennie.yml")
        // As .assetcheck.yml: Examples/Dandelion has rules of its own.
        rules.excluded += [PathPattern("README.md"), PathPattern("Dandelion/**"), PathPattern("*.AssetManifest.json")]
        return rules
    }()

    init() throws {
        folder = try TemporaryFolder(prefix: "assetcheck-example")
        try folder.copyContents(of: Repository.examples, excluding: Repository.otherExamples)
    }

    /// Checks the copy, with paths shown relative to it.
    func check(rules: RuleSet = ExampleBundle.rules) async throws -> CheckOutcome {
        try await BundleChecker(rules: rules).check(root: folder.path)
    }

    /// `path check` for each finding, the shape most tests compare.
    func findings(rules: RuleSet = ExampleBundle.rules) async throws -> [String] {
        try await check(rules: rules).findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    func delete() { folder.delete() }
}
