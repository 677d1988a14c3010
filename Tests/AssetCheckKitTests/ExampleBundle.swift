import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation

/// A temporary copy of `Examples/` (without the other apps' bundles) checked with the Bennie rules, for planting defects.
struct ExampleBundle {
    let folder: TemporaryFolder

    static let rules: RuleSet = {
        let text = try! String(contentsOfFile: Repository.bennieRules, encoding: .utf8)
        var rules = try! RuleSetLoader.load(yaml: text, source: "Rules/bennie.yml", resolver: Repository.rulesResolver)
        rules.excluded += excluded.map(PathPattern.init)
        return rules
    }()

    /// What the repository's `.assetcheck.yml` leaves out of the Bennie run: the READMEs and the
    /// other apps' example bundles kept under `Examples/` (`Osmo/**`).
    static let excluded: [String] = {
        try! ConfigurationFinder.load(Repository.root + "/.assetcheck.yml").configuration.excluded
    }()

    /// Removes the other apps' example bundles (the excluded `Name/**` folders) and their
    /// manifests (`*.AssetManifest.json`) from a copy of `Examples/` at `root`, for runs that read
    /// no `.assetcheck.yml`.
    static func removeOtherApps(from root: String) {
        for pattern in excluded where pattern.hasSuffix("/**") {
            try? FileManager.default.removeItem(atPath: root + "/" + pattern.dropLast(3))
        }
        let wildcards = excluded.filter { $0.contains("*") && !$0.contains("/") }.map(PathPattern.init)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where wildcards.contains(where: { $0.matches(name) }) {
            try? FileManager.default.removeItem(atPath: root + "/" + name)
        }
    }

    init() throws {
        folder = try TemporaryFolder(prefix: "assetcheck-example")
        try folder.copyContents(of: Repository.examples)
        Self.removeOtherApps(from: folder.path)
    }

    /// Checks the copy, with paths shown relative to it.
    func check(rules: RuleSet = ExampleBundle.rules, previewing: BundleChecker.Previewing? = nil) async throws -> CheckOutcome {
        try await BundleChecker(rules: rules).previewing(previewing).check(root: folder.path)
    }

    /// `path check` for each finding, the shape most tests compare.
    func findings(rules: RuleSet = ExampleBundle.rules) async throws -> [String] {
        try await check(rules: rules).findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    func delete() { folder.delete() }
}

extension BundleChecker {
    /// The checker making `previews` for an HTML report as it reads the files (the defaults when
    /// not given), as `check --report html:FILE` does.
    func previewing(_ previews: Previewing? = Previewing()) -> BundleChecker {
        var checker = self
        checker.previewing = previews
        return checker
    }
}
