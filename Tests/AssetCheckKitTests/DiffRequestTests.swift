import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck diff OLD NEW` in process: each side a manifest file or a bundle folder, the rules a
/// folder is checked with, and the printed format.
@Suite("Diff requests")
struct DiffRequestTests {
    private static let bennie = RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true)

    /// Writes the manifest of `bundle`, checked with the Bennie rules, to `file`, as
    /// `assetcheck check --manifest FILE` does.
    private func writeManifest(of bundle: TemporaryFolder, to file: String) async throws {
        try await BundleChecker(rules: ExampleBundle.rules).check(root: bundle.path).manifest.write(to: file)
    }

    @Test("a manifest file against a bundle folder: the folder is checked with the rules asked for")
    func manifestAgainstFolder() async throws {
        let old = try DiffBundles.old(), new = try DiffBundles.new(), out = try TemporaryFolder()
        defer { old.delete(); new.delete(); out.delete() }
        let base = out.path + "/base.json"
        try await writeManifest(of: old, to: base)
        let request = DiffRequest(old: base, new: new.path, rules: Self.bennie, format: .markdown)
        let diff = try await request.diff(workingDirectory: out.path)
        #expect(diff.introduced.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Backgrounds/forest@2x.png image.scale-pair"],
                "the shipped Bennie rules have no class budget: only the scale pair")
        #expect(diff.fixed.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Characters/Bennie/wave@2x.png image.scale-pair"])
        let report = request.report(diff)
        #expect(report.hasPrefix("### assetcheck: `\(base)` → `\(new.path)`"), "the sides are labelled as given")
        #expect(report.contains("#### Findings introduced (1)"))
        #expect(report.contains("| moved | `Icons/icon_home@2x.png` → `Icons/house@2x.png` |"))
        let text = DiffRequest(old: base, new: new.path, rules: Self.bennie, format: .text).report(diff)
        #expect(text.hasPrefix("assetcheck diff: \(base) -> \(new.path)\n"))
        #expect(text.contains("Assets: 2 added, 1 changed, 1 removed, 2 moved"))
    }

    @Test("two manifest files need no rules: rules that do not exist are never read")
    func manifestsNeedNoRules() async throws {
        let old = try DiffBundles.old(), out = try TemporaryFolder()
        defer { old.delete(); out.delete() }
        let base = out.path + "/base.json"
        try await writeManifest(of: old, to: base)
        let missingRules = RulesRequest(rules: "no-such-rules", ignoresConfiguration: true)
        let same = DiffRequest(old: base, new: base, rules: missingRules)
        #expect(same.report(try await same.diff(workingDirectory: out.path)).contains("Assets: 0 added, 0 changed, 0 removed, 0 moved"))
        let error = await #expect(throws: RulesError.self) {
            try await DiffRequest(old: base, new: old.path, rules: missingRules).diff(workingDirectory: out.path)
        }
        #expect(error?.file == "no-such-rules", "a folder side does read them")
    }

    @Test("a bundle folder is checked with the configuration's exclusions, so an excluded file is not an added asset")
    func configurationExclusions() async throws {
        let old = try DiffBundles.old(), project = try TemporaryFolder()
        defer { old.delete(); project.delete() }
        let base = project.path + "/base.json"
        try await writeManifest(of: old, to: base)
        try FileManager.default.copyItem(atPath: old.path, toPath: project.path + "/Bundle")
        try project.write("Bundle/Notes/todo.txt", text: "export the jump pose\n")
        try project.write("Rules/bennie.yml", text: try String(contentsOfFile: Repository.bennieRules, encoding: .utf8))
        try project.write(".assetcheck.yml", text: "rules: Rules/bennie.yml\nexcluded: [\"Notes/**\"]\n")
        let bundle = project.path + "/Bundle"
        let configured = try await DiffRequest(old: base, new: bundle).diff(workingDirectory: project.path)
        #expect(configured.assets.isEmpty, "\(configured.assets.map(\.path))")
        let unconfigured = try await DiffRequest(old: base, new: bundle, rules: Self.bennie).diff(workingDirectory: project.path)
        #expect(unconfigured.assets.map { "\($0.kind.rawValue) \($0.path)" } == ["added Notes/todo.txt"])
    }

    @Test("a side that is neither a manifest nor a folder, or not a manifest, is an error naming it")
    func unreadableSide() async throws {
        let old = try DiffBundles.old(), out = try TemporaryFolder()
        defer { old.delete(); out.delete() }
        let base = out.path + "/base.json", missing = out.path + "/nope.json", other = out.path + "/other.json"
        try await writeManifest(of: old, to: base)
        try out.write("other.json", text: "{\"levels\": [1, 2, 3]}\n")
        let notThere = await #expect(throws: ManifestSourceError.self) {
            try await DiffRequest(old: base, new: missing).diff(workingDirectory: out.path)
        }
        #expect(notThere?.description == "\(missing): no such manifest file or bundle folder")
        let notManifest = await #expect(throws: ManifestSourceError.self) {
            try await DiffRequest(old: other, new: base).diff(workingDirectory: out.path)
        }
        #expect(notManifest?.description.hasPrefix("\(other): not an assetcheck manifest (") == true)
    }
}
