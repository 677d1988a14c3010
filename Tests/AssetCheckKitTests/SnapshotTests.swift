import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Reporter output and manifests, compared byte for byte with files kept in the repository.
@Suite("Snapshots")
struct SnapshotTests {
    /// A small bundle of the example's committed files (stable bytes on every platform), with defects.
    private func defectBundle() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let examples = Repository.examples
        func copy(_ from: String, _ to: String) throws {
            try FileManager.default.createDirectory(atPath: (folder.path + "/" + to as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: examples + "/" + from, toPath: folder.path + "/" + to)
        }
        try copy("Characters/Bennie/idle@2x.png", "Characters/Bennie/idle@2x.png")
        try copy("Characters/Bennie/idle@3x.png", "Characters/Bennie/idle@3x.png")
        try copy("Characters/Bennie/wave@2x.png", "Characters/Bennie/wave@2x.png")
        try copy("Characters/Lemminge/happy@2x.png", "Characters/Bennie/tiny@2x.png")
        try copy("Characters/Lemminge/happy@3x.png", "Characters/Bennie/tiny@3x.png")
        try copy("Backgrounds/meadow@2x.jpg", "Characters/Lemminge/photo@2x.png")
        try copy("Backgrounds/meadow@3x.jpg", "Characters/Lemminge/photo@3x.jpg")
        try copy("Assets.xcassets/UI/coin.imageset", "Assets.xcassets/UI/coin.imageset")
        try folder.remove("Assets.xcassets/UI/coin.imageset/coin@3x.png")
        try copy("Icons/icon_home@2x.png", "Misc/stray.png")
        try folder.write("Characters/Lemminge/empty@2x.png", [])
        return folder
    }

    private func outcome() async throws -> (CheckOutcome, TemporaryFolder) {
        let folder = try defectBundle()
        let outcome = try await BundleChecker(rules: ExampleBundle.rules).check(root: folder.path)
        var relative = outcome
        relative.root = "Bundle"
        return (relative, folder)
    }

    @Test("text report")
    func text() async throws {
        let (outcome, folder) = try await outcome()
        defer { folder.delete() }
        if let problem = Snapshot.mismatch(TextReporter().report(outcome), file: "Tests/AssetCheckKitTests/Snapshots/defects.txt") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("JSON report")
    func json() async throws {
        let (outcome, folder) = try await outcome()
        defer { folder.delete() }
        if let problem = Snapshot.mismatch(JSONReporter().report(outcome), file: "Tests/AssetCheckKitTests/Snapshots/defects.json") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("manifest of a bundle with defects")
    func manifest() async throws {
        let (outcome, folder) = try await outcome()
        defer { folder.delete() }
        let text = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        if let problem = Snapshot.mismatch(text, file: "Tests/AssetCheckKitTests/Snapshots/defects-manifest.json") {
            Issue.record(Comment(rawValue: problem))
        }
        #expect(!text.contains(folder.path), "the manifest must hold no absolute path")
    }

    @Test("the committed AssetManifest.json is the example's manifest, byte for byte")
    func exampleManifest() async throws {
        let found = try ConfigurationFinder.load(Repository.root + "/.assetcheck.yml")
        var rules = try RulesLocator().load(try #require(found.configuration.rules), relativeTo: Repository.root)
        rules.excluded += found.configuration.excluded.map(PathPattern.init)
        let outcome = try await BundleChecker(rules: rules).check(root: Repository.examples)
        let text = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        if let problem = Snapshot.mismatch(text, file: "AssetManifest.json") {
            Issue.record(Comment(rawValue: problem + "\n(or run `make run` and commit AssetManifest.json)"))
        }
    }

    @Test("two runs give the same manifest bytes")
    func deterministic() async throws {
        let first = try await BundleChecker(rules: ExampleBundle.rules).check(root: Repository.examples).manifest.encoded()
        let second = try await BundleChecker(rules: ExampleBundle.rules).check(root: Repository.examples).manifest.encoded()
        #expect(first == second)
    }
}
