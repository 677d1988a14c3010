import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// What lies in a bundle folder but is no asset: the tool's own reports and manifest, and what
/// Finder, git, Windows and zip tools leave behind.
@Suite("Reports and leftovers in the bundle")
struct BundleLeftoverTests {
    /// A check of `bundle` as `assetcheck check` makes it, from the bundle's own folder.
    private func request(_ bundle: ExampleBundle, outputs: [String]) throws -> CheckRequest {
        let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                   path: bundle.folder.path, workingDirectory: bundle.folder.path)
        return CheckRequest(setup: setup, usesCache: true, toolVersion: "test", outputs: outputs)
    }

    private func findings(_ outcome: CheckOutcome?) -> [String] {
        (outcome?.findings ?? []).map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    @Test("report files and the manifest written into the bundle are no assets, on this run and the next without --report")
    func reportsInBundle() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        ExampleBundle.removeOtherApps(from: bundle.folder.path)
        for readme in ["README.md", "Sounds/README.md"] { try? bundle.folder.remove(readme) }
        // UI/ and Characters/ are image classes' folders: a report there would be "not a PNG".
        let outputs = ["UI/report.html", "Characters/Bennie/report.json", "Assets/report.sarif", "report.xml",
                       "Icons/report.md", "UI/AssetManifest.json"]
        // Reports go only into folders that exist.
        try FileManager.default.createDirectory(atPath: bundle.folder.path + "/Assets", withIntermediateDirectories: true)
        let first = try #require(try await request(bundle, outputs: outputs).run(workingDirectory: bundle.folder.path))
        #expect(findings(first) == [])
        for (index, output) in outputs.enumerated() {
            let kind: ReporterKind = [.html, .json, .sarif, .junit, .markdown, .json][index]
            try ReportRequest(kind: kind, file: bundle.folder.path + "/" + output)
                .write(kind.reporter(.forRun(of: first, tool: ToolIdentity(version: "1"), colored: false)).report(first))
        }
        let again = try #require(try await request(bundle, outputs: []).run(workingDirectory: bundle.folder.path))
        #expect(findings(again) == [])
        #expect(!again.manifest.assets.contains { outputs.contains($0.path) })
    }

    @Test("Finder, git, Windows and zip leftovers are never findings")
    func leftovers() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        for path in ["UI/.DS_Store", "Characters/Bennie/._wave@2x.png", "Sounds/Effects/.gitkeep", ".gitattributes",
                     "Backgrounds/Thumbs.db", "Icons/desktop.ini", "UI/Icon\r", "__MACOSX/UI/._button_play@2x.png"] {
            try bundle.folder.write(path, [0, 1, 2, 3])
        }
        #expect(try await bundle.findings() == [])
    }
}
