import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck diff` on two real manifests: bundles of the example's committed files, checked,
/// written as JSON and read back, then compared. (Requests with folders and files: ``DiffRequestTests``.)
@Suite("Diff")
struct DiffTests {
    /// Bennie rules with a 25 KB budget on Bennie characters, so a class budget shows too.
    private static let rules: RuleSet = {
        var rules = ExampleBundle.rules
        let index = rules.classes.firstIndex { $0.id == "bennie-character" }!
        rules.classes[index].maxTotalBytes = 25_000
        return rules
    }()

    /// The manifest of `folder`, through its JSON file, as `assetcheck diff` reads a committed one.
    private func manifest(_ folder: TemporaryFolder) async throws -> AssetManifest {
        let data = try await BundleChecker(rules: Self.rules).check(root: folder.path).manifest.encoded()
        return try ManifestSource.decode(data, path: "AssetManifest.json")
    }

    private func diff() async throws -> ManifestDiff {
        let old = try DiffBundles.old(), new = try DiffBundles.new()
        defer { old.delete(); new.delete() }
        return ManifestDiff(old: try await manifest(old), new: try await manifest(new))
    }

    @Test("assets added, removed, changed and moved, with byte deltas")
    func assets() async throws {
        let diff = try await diff()
        #expect(diff.assets.map { "\($0.kind.rawValue) \($0.path) \($0.delta)" } == [
            "removed Backgrounds/forest@3x.png -40073",
            "added Characters/Bennie/wave@3x.png 8830",
            "changed Characters/Lemminge/happy@2x.png 0",
            "added Data/levels.json.txt 22",
            "moved Icons/house@2x.png 0",
            "moved Icons/house@3x.png 0",
        ])
        #expect(diff.assets.first { $0.kind == .moved }?.oldPath == "Icons/icon_home@2x.png")
        #expect(diff.new.bytes - diff.old.bytes == 8830 + 22 - 40073)
    }

    @Test("budget headroom before and after, and findings introduced and fixed")
    func budgetsAndFindings() async throws {
        let diff = try await diff()
        let memory = try #require(diff.budgets.first { $0.kind == .memory })
        // The celebration screen: the largest background and Bennie pose (forest and idle at @3x), the Lemminge at
        // @3x, the icon at @3x; each image once at its largest scale.
        #expect(memory.before?.name == "celebration")
        #expect(memory.before?.usedBytes == 3582 * 2502 * 4 + 900 * 1350 * 4 + 240 * 300 * 4 + 288 * 288 * 4)
        #expect(memory.after.map { $0.usedBytes < memory.before!.usedBytes } == true)
        let bennie = try #require(diff.budgets.first { $0.kind == .classSize })
        #expect(bennie.before?.status == .ok)
        #expect(bennie.after?.status == .over)
        #expect(diff.introduced.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Backgrounds/forest@2x.png image.scale-pair", "(bundle) bundle.class-size",
        ])
        #expect(diff.fixed.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Characters/Bennie/wave@2x.png image.scale-pair"])
    }

    @Test("markdown for a pull-request comment, as recorded")
    func markdown() async throws {
        let report = DiffMarkdownReport(oldLabel: "base.json", newLabel: "Bundle").report(try await diff())
        if let problem = Snapshot.mismatch(report, file: "Tests/AssetCheckKitTests/Snapshots/diff.md") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("plain text, as recorded")
    func text() async throws {
        let report = DiffTextReport(oldLabel: "base.json", newLabel: "Bundle").report(try await diff())
        if let problem = Snapshot.mismatch(report, file: "Tests/AssetCheckKitTests/Snapshots/diff.txt") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("files of one content that moved pair with the removed ones in path order; one more of that content is added")
    func movesPairInPathOrder() throws {
        func manifest(_ assets: [(String, String)]) throws -> AssetManifest {
            let entries = assets.map { "{\"path\": \"\($0.0)\", \"kind\": \"other\", \"bytes\": 10, \"sha256\": \"\($0.1)\"}" }
            let text = "{\"schemaVersion\": 1, \"ruleSet\": \"t\", \"findings\": [], \"assets\": [\(entries.joined(separator: ","))], "
                + "\"totals\": {\"files\": 0, \"bytes\": 0, \"errors\": 0, \"warnings\": 0, \"byKind\": {}}}"
            return try ManifestSource.decode(Data(text.utf8), path: "m.json")
        }
        let old = try manifest([("b.png", "x"), ("a.png", "x"), ("keep.png", "k"), ("gone.png", "g")])
        let new = try manifest([("e.png", "x"), ("c.png", "x"), ("keep.png", "k"), ("d.png", "x")])
        #expect(ManifestDiff(old: old, new: new).assets.map { "\($0.kind) \($0.oldPath.map { $0 + " -> " } ?? "")\($0.path)" } == [
            "moved a.png -> c.png", "moved b.png -> d.png", "added e.png", "removed gone.png",
        ])
    }

    @Test("a manifest written before fingerprints existed is paired by path and check, not shown as all new")
    func manifestWithoutFingerprints() async throws {
        let old = try DiffBundles.old(), new = try DiffBundles.new()
        defer { old.delete(); new.delete() }
        let data = try await BundleChecker(rules: Self.rules).check(root: old.path).manifest.encoded()
        let text = String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { !$0.contains("\"fingerprint\" :") }.joined(separator: "\n")
        #expect(text.count < data.count, "the old manifest had fingerprints to strip")
        let older = try ManifestSource.decode(Data(text.utf8), path: "old.json")
        #expect(older.allFindings.allSatisfy { $0.fingerprint == .unknown } && !older.allFindings.isEmpty)
        let diff = ManifestDiff(old: older, new: try await manifest(new))
        #expect(diff.introduced.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Backgrounds/forest@2x.png image.scale-pair", "(bundle) bundle.class-size",
        ])
        #expect(diff.fixed.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Characters/Bennie/wave@2x.png image.scale-pair"])
    }

    @Test("a manifest written before budgets were recorded still reads; its headroom shows as unknown")
    func olderManifest() async throws {
        let folder = try DiffBundles.old()
        defer { folder.delete() }
        let data = try await BundleChecker(rules: Self.rules).check(root: folder.path).manifest.encoded()
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["budgets"] = nil
        let older = try ManifestSource.decode(try JSONSerialization.data(withJSONObject: object), path: "old.json")
        #expect(older.budgets == nil)
        let diff = ManifestDiff(old: older, new: try ManifestSource.decode(data, path: "new.json"))
        #expect(diff.assets.isEmpty && diff.introduced.isEmpty && diff.fixed.isEmpty)
        #expect(DiffTextReport(oldLabel: "a", newLabel: "b").report(diff).contains("bundle size (150 MB): - -> 149.9 MB free (99.9%); used - -> 81.2 KB (-)"))
    }

    @Test("the command prints the diff and exits 0 with new errors, 1 with --fail-on-new-errors, 2 for a missing side",
          .tags(.subprocess), .timeLimit(.minutes(5)))
    func command() throws {
        let old = try DiffBundles.old(), new = try DiffBundles.new(), out = try TemporaryFolder()
        defer { old.delete(); new.delete(); out.delete() }
        let base = out.path + "/base.json"
        #expect(try CommandRunner.run([old.path, "--rules", "bennie", "--no-config", "--manifest", base]).status == 1)
        let markdown = try CommandRunner.run(["diff", base, new.path, "--rules", "bennie", "--no-config", "--format", "markdown"])
        #expect(markdown.status == 0, "new errors alone do not fail a diff")
        #expect(markdown.stdout.contains("#### Findings introduced (1)"), "bennie has no class budget: only the scale pair")
        #expect(try CommandRunner.run(["diff", base, new.path, "--rules", "bennie", "--no-config", "--fail-on-new-errors"]).status == 1)
        #expect(try CommandRunner.run(["diff", base, old.path, "--rules", "bennie", "--no-config", "--fail-on-new-errors"]).status == 0)
        let missing = try CommandRunner.run(["diff", base, out.path + "/nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("nope.json: no such manifest file or bundle folder"))
    }
}
