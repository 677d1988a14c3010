import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Issue 25's "Done when": each app's example under other folder names and at another depth.
/// After `init --from APP` the clean copy checks clean, and a copy with the app's planted defects
/// reports what the same defects report in the standard layout, at their moved paths.
@Suite("assetcheck init, other layouts")
struct InitLayoutTests {
    /// One app's example, how to plant its defects, and where its folders go.
    struct Layout: Sendable, CustomTestStringConvertible {
        var app: String
        /// The example's folder under `Examples/`, `nil` for Bennie's (the folder itself, without the other apps).
        var example: String?
        var rules: RuleSet
        /// Folders moved, in order (bundle-relative, from and to).
        var moves: [(String, String)]
        var plant: @Sendable (TemporaryFolder) throws -> Void

        var testDescription: String { app }

        /// A copy of the example in its standard layout, without READMEs.
        func copy() throws -> TemporaryFolder {
            let folder = try TemporaryFolder(prefix: "assetcheck-init-\(app)")
            if let example {
                try folder.copyContents(of: Repository.examples + "/" + example)
            } else {
                try folder.copyContents(of: Repository.examples)
                ExampleBundle.removeOtherApps(from: folder.path)
            }
            for readme in ["README.md", "Sounds/README.md"] { try? folder.remove(readme) }
            return folder
        }

        func move(_ folder: TemporaryFolder) throws {
            for (from, to) in moves { try FolderLayoutTests.move(from, to, in: folder) }
        }

        /// Where a path of the standard layout is in the moved one.
        func moved(_ path: String) -> String {
            var path = path
            for (from, to) in moves where path == from || path.hasPrefix(from + "/") { path = to + path.dropFirst(from.count) }
            return path
        }
    }

    static let layouts: [Layout] = [
        Layout(app: "bennie", example: nil, rules: ExampleBundle.rules, moves: [
            ("Sounds/Effects", "App/Medien/Klang/Effekte"), ("Sounds/Music", "App/Medien/Klang/Musik"),
            ("Sounds/Narrator", "App/Medien/Klang/Sprecher"), ("Sounds/Bennie", "App/Medien/Klang/Bennie"),
            ("Characters/Bennie", "App/Medien/Figuren/Bennie"), ("Characters/Lemminge", "App/Medien/Figuren/Lemminge"),
            ("Backgrounds", "App/Medien/Hintergruende"), ("UI", "App/Medien/Knoepfe"), ("Icons", "App/Medien/Symbole"),
            ("Animations", "App/Medien/Animations"), ("Assets.xcassets/Characters", "Assets.xcassets/Figuren"),
            ("Assets.xcassets", "App/Medien/Assets.xcassets"),
        ], plant: { folder in try PlantedDefects.plant(in: folder) }),
        Layout(app: "osmo", example: "Osmo", rules: OsmoEndToEndTests.rules, moves: [
            ("Games/ExampleGame/Sprites", "Games/ExampleGame/Figuren"), ("Games/ShapeMatch/Backgrounds", "Games/ShapeMatch/Hintergrund"),
            ("Games/Counting/Backgrounds", "Games/Counting/Hintergrund"), ("Games", "Module/Spiele"),
            ("Resources/Sounds", "Shared/Sounds"),
        ], plant: { folder in try OsmoAllDefectsTests.plant(in: folder) }),
        Layout(app: "crafta", example: "Crafta", rules: CraftaBundle.rules, moves: [
            ("Art/Creatures", "Grafik/Tiere"), ("Art/Effects", "Grafik/Effekte"), ("Templates", "Vorlagen"),
            ("Exports", "Ausgabe/Addons"),
        ], plant: { folder in try CraftaAllDefectsTests.plant(in: folder) }),
        Layout(app: "dandelion", example: "Dandelion", rules: DandelionBundle.rules, moves: [
            ("Core/Design/Fonts", "Design/Schriften"), ("Core/Design/Assets", "Design/Bilder"),
            ("Resources/Prompts.json", "Resources/Daten/Prompts.json"), ("Resources", "App/Ressourcen"),
        ], plant: { folder in try DandelionAllDefectsTests.plant(in: DandelionBundle(folder: folder)) }),
    ]

    /// Runs `init --from APP` on `folder` and checks it with what was written.
    private func initialize(_ folder: TemporaryFolder, from app: String) async throws -> (LayoutMapping, [String]) {
        let initializer = ProjectInitializer(folder: folder.path, from: app)
        let plan = try await initializer.plan()
        try initializer.write(plan)
        let outcome = try await initializer.check(reusing: plan)
        return (plan.mapping, outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" })
    }

    @Test("after init, the example in another layout checks clean", arguments: layouts)
    func clean(_ layout: Layout) async throws {
        let folder = try layout.copy()
        defer { folder.delete() }
        try layout.move(folder)
        let (mapping, findings) = try await initialize(folder, from: layout.app)
        #expect(findings == [], "\(mapping.text)")
        #expect(mapping.unmapped == [], "\(mapping.text)")
    }

    @Test("after init, every planted defect the standard layout reports is reported in another layout", arguments: layouts)
    func plantedDefects(_ layout: Layout) async throws {
        let standard = try layout.copy()
        defer { standard.delete() }
        try layout.plant(standard)
        let expected = try await BundleChecker(rules: layout.rules).check(root: standard.path).findings
            .map { Self.described($0, at: $0.path.map(layout.moved)) }
        #expect(expected.count >= 4, "the defects are planted")

        // init on the project as it was, then the defects come.
        let clean = try layout.copy()
        defer { clean.delete() }
        try layout.move(clean)
        let (mapping, _) = try await initialize(clean, from: layout.app)
        let folder = try layout.copy()
        defer { folder.delete() }
        try layout.plant(folder)
        try layout.move(folder)
        for name in [ProjectConfiguration.fileName, ProjectInitializer.rulesFileName] {
            try FileManager.default.copyItem(atPath: clean.path + "/" + name, toPath: folder.path + "/" + name)
        }
        let outcome = try await ProjectInitializer(folder: folder.path).check()
        let found = outcome.findings.map { Self.described($0, at: $0.path) }
        #expect(found.sorted() == expected.sorted(), "\(mapping.text)")
    }

    /// `path check`; a duplicate without its path, since which of two copies it is reported on
    /// follows the order of their paths, which the move changes.
    private static func described(_ finding: Finding, at path: String?) -> String {
        finding.check == .bundleDuplicate ? "(either copy) \(finding.check)" : "\(path ?? "(bundle)") \(finding.check)"
    }
}
