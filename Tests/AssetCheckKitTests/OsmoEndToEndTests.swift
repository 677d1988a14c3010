import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The Osmo rule set on its example bundle (`Examples/Osmo`): clean as committed, and a copy with
/// one defect per new check (atlases, folder requirements, per-game memory with audio) reporting
/// exactly those, each on its file, while the run goes on.
@Suite("Osmo end to end")
struct OsmoEndToEndTests {
    static let rules: RuleSet = {
        let text = try! String(contentsOfFile: Repository.root + "/Rules/osmo.yml", encoding: .utf8)
        return try! RuleSetLoader.load(yaml: text, source: "Rules/osmo.yml", resolver: Repository.rulesResolver)
    }()

    private func copy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "assetcheck-osmo")
        try folder.copyContents(of: Repository.examples + "/Osmo")
        return folder
    }

    private func findings(_ folder: TemporaryFolder) async throws -> [String] {
        try await BundleChecker(rules: Self.rules).check(root: folder.path).findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    @Test("Examples/Osmo checks clean, each game its own memory group with the shared sounds in it")
    func clean() async throws {
        let outcome = try await BundleChecker(rules: Self.rules).check(root: Repository.examples + "/Osmo")
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check): \($0.message)" } == [])
        let groups = outcome.manifest.budgets?.memory.map(\.name)
        #expect(groups == ["Games/Counting", "Games/ExampleGame", "Games/ShapeMatch"])
    }

    @Test("one planted defect per check reports exactly those; bad atlas content is one finding on its file")
    func plantedDefects() async throws {
        let folder = try copy()
        defer { folder.delete() }
        // Hostile atlas input: a note in an atlas folder, and an image wider than an atlas page.
        try folder.write("Games/ShapeMatch/Shapes.atlas/notes.txt", text: "remember to add the triangle\n")
        try folder.write("Games/ShapeMatch/Shapes.atlas/ribbon@2x.png", PNGFixture.sprite(2800, 2))
        try folder.write("Games/ShapeMatch/Shapes.atlas/ribbon@3x.png", PNGFixture.sprite(4200, 3))
        // A sprite in an atlas is checked like a loose one: its @3x is missing.
        try folder.remove("Games/ShapeMatch/Shapes.atlas/square@3x.png")
        // And in a catalog's sprite atlas: 153x210 px is not 1.5 x 100x140.
        try folder.write("Games/Counting/Assets.xcassets/Numbers.spriteatlas/one.imageset/one@3x.png", PNGFixture.sprite(153, 210))
        // A game without its icon.
        try folder.remove("Games/Counting/counting_icon@2x.png")
        try folder.remove("Games/Counting/counting_icon@3x.png")
        // A background that is not the 1024x768 pt scene at @2x.
        try folder.write("Games/Counting/Backgrounds/meadow@2x.png", PNGFixture.opaque(2000, 1500))
        // 15 minutes of mono sound in one game: 79.4 MB of PCM on top of its 29.4 MB of images.
        try folder.write("Games/ShapeMatch/Sounds/music.aac", Self.repeatedSecond(900))

        #expect(try await findings(folder) == [
            "Games/Counting folder.required-file",
            "Games/Counting folder.required-file",
            "Games/Counting/Assets.xcassets/Numbers.spriteatlas/one.imageset/one@3x.png image.scale-ratio",
            "Games/Counting/Backgrounds/meadow@2x.png image.size",
            "Games/ShapeMatch/Shapes.atlas/notes.txt atlas.non-image",
            "Games/ShapeMatch/Shapes.atlas/ribbon@3x.png atlas.page-size",
            // From the ios set Osmo extends: 4200 px is more than any screen shows,
            "Games/ShapeMatch/Shapes.atlas/ribbon@3x.png image.oversized",
            "Games/ShapeMatch/Shapes.atlas/square@2x.png image.scale-pair",
            // and 15 minutes of sound is a large audio file.
            "Games/ShapeMatch/Sounds/music.aac bundle.large-file",
            "(bundle) bundle.memory",
        ])
        let memory = try await BundleChecker(rules: Self.rules).check(root: folder.path).findings.first { $0.check == .bundleMemory }
        #expect(memory?.message.contains("memory group 'Games/ShapeMatch'") == true)
        // The game's two sounds and the two shared ones, as PCM.
        #expect(memory?.message.contains("4 sounds at samples x channels x 2 bytes") == true)
    }

    @Test("a new game folder needs no rules change: it gets its own memory group and its requirements")
    func newGame() async throws {
        let folder = try copy()
        defer { folder.delete() }
        try folder.write("Games/Puzzle/puzzle_icon@2x.png", PNGFixture.sprite(240, 240))
        try folder.write("Games/Puzzle/puzzle_icon@3x.png", PNGFixture.sprite(360, 360))
        let outcome = try await BundleChecker(rules: Self.rules).check(root: folder.path)
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == ["Games/Puzzle folder.required-file"])
        #expect(outcome.manifest.budgets?.memory.map(\.name).contains("Games/Puzzle") == true)
    }

    @Test("the HTML report shows each atlas as one card with its sprites, and a budget bar per game")
    func htmlReport() async throws {
        let folder = try copy()
        defer { folder.delete() }
        try folder.write("Games/ShapeMatch/Shapes.atlas/notes.txt", text: "remember to add the triangle\n")
        let outcome = try await BundleChecker(rules: Self.rules).previewing().check(root: folder.path)
        let page = ReportPage(HTMLReporter().report(outcome))
        #expect(page.cards.contains { $0.asset.contains(".atlas") && $0.asset != "Games/ShapeMatch/Shapes.atlas" } == false)
        let atlas = try #require(page.cards.first { $0.asset == "Games/ShapeMatch/Shapes.atlas" })
        #expect(atlas.status == "error")
        #expect(atlas.assetClass == "game-sprite")
        for sprite in ["circle", "square", "notes.txt"] {
            #expect(atlas.html.contains("data-sprite=\"Games/ShapeMatch/Shapes.atlas/\(sprite)\""))
        }
        #expect(page.cards(showing: "atlas.non-image", on: "Games/ShapeMatch/Shapes.atlas/notes.txt", message: "not an image").count == 1)
        let catalogAtlas = try #require(page.cards.first { $0.asset == "Games/Counting/Assets.xcassets/Numbers.spriteatlas" })
        #expect(catalogAtlas.html.contains("data-sprite=\"Games/Counting/Assets.xcassets/Numbers.spriteatlas/one.imageset\""))
        #expect(catalogAtlas.html.contains("Numbers.spriteatlas/Contents.json"))
        for game in ["Games/Counting", "Games/ExampleGame", "Games/ShapeMatch"] {
            #expect(page.html.contains("<tr class=\"budget budget-ok\"><th>Memory: \(game)</th>"), "no budget bar for \(game)")
        }
    }

    /// `seconds` of mono 44.1 kHz AAC: a 1 s ADTS clip repeated (ADTS frames play in any order).
    static func repeatedSecond(_ seconds: Int) throws -> [UInt8] {
        let second = Array(try Data(contentsOf: URL(fileURLWithPath: Repository.root
            + "/Tests/AssetInspectionTests/Fixtures/audio/noise-1s-44100-mono-128k.aac")))
        return Array([[UInt8]](repeating: second, count: seconds).joined())
    }
}
