import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// The rules features the Osmo set added, as any rule set writes them: folder requirements,
/// per-folder memory groups with shared files and audio, texture atlas page size.
@Suite("Rules files: folders, per-folder memory groups, atlases")
struct OsmoRulesTests {
    private func load(_ top: String) throws(RulesError) -> RuleSet {
        try RuleSetLoader.load(yaml: CheckExample.rules("""
              sprite:
                kind: image
                paths: ["Games/**"]
            """, top: top), source: "Rules/t.yml")
    }

    @Test("the Osmo rule set loads: per-game groups with shared sounds as PCM, game folder requirements, 4096 px pages")
    func osmo() throws {
        let text = try String(contentsOfFile: Repository.root + "/Rules/osmo.yml", encoding: .utf8)
        let rules = try RuleSetLoader.load(yaml: text, source: "Rules/osmo.yml", resolver: Repository.rulesResolver)
        let memory = try #require(rules.budgets.memory)
        #expect(memory.budget.maxBytes == 100_000_000)
        #expect(memory.includesAudio)
        #expect(memory.groups.map(\.eachFolder?.text) == ["Games/*"])
        #expect(memory.groups.first?.patterns.map(\.text) == ["Resources/{Sounds,Audio}/**"])
        #expect(rules.folderRequirements.map(\.id) == ["game-module"])
        #expect(rules.folderRequirements.first?.files.map(\.name) == ["icon @2x", "icon @3x", "sprites"])
        #expect(rules.atlasMaxPageSide == 4096)
        #expect(rules.assetClass(named: "scene-background")?.image?.size == PointSize(width: 1024, height: 768))
        #expect(rules.assetClass(forPath: "Games/Counting/Assets.xcassets/Numbers.spriteatlas/one.imageset/one@2x.png")?.id
            == "game-sprite")
        #expect(rules.assetClass(forPath: "Games/ShapeMatch/Shapes.atlas/notes.txt")?.id == "atlas-contents")
    }

    @Test("an each-folder group names one group per matching folder, each with the shared sounds as PCM")
    func perFolderGroups() throws {
        let rules = try load("""
            budgets:
              memory:
                max: 100 MB
                include-audio: true
                groups:
                  games: {each-folder: "Games/*", shared: ["Sounds/**"]}
            """)
        let snapshot = BundleSnapshot(records: [
            .examplePNG("Games/A/Backgrounds/board@3x.png", 3072, 2304),
            .examplePNG("Games/B/Sprites/star@3x.png", 150, 150),
            .exampleAudio("Sounds/tap.aac", .example(sampleRate: 44_100, channels: 2, seconds: 2)),
            .exampleAudio("Games/B/Sounds/pop.aac", .example(sampleRate: 48_000, channels: 1, seconds: 0.5)),
        ])
        let groups = MemoryEstimate(snapshot: snapshot).groups(of: try #require(rules.budgets.memory))
        #expect(groups.map(\.name) == ["Games/A", "Games/B"])
        // 2 s x 44,100 Hz x 2 channels x 2 bytes = 352,800 bytes in each game.
        #expect(groups[0].decodedBytes == 3072 * 2304 * 4 + 352_800)
        #expect(groups[1].decodedBytes == 150 * 150 * 4 + 352_800 + 48_000)
        #expect(groups[1].fileCount == 3)
    }

    @Test("a sound's PCM size saturates instead of overflowing on absurd facts")
    func pcmSaturates() {
        let sound = MemoryEstimate.Sound(path: "a.aac", assetClass: nil, seconds: 1e300, sampleRate: 192_000, channels: 8)
        #expect(sound.decodedBytes == Int.max / 2)
        let nan = MemoryEstimate.Sound(path: "b.aac", assetClass: nil, seconds: .nan, sampleRate: 44_100, channels: 1)
        #expect(nan.decodedBytes == 0)
    }

    @Test("bad folders, groups and atlas keys stop loading with the file and line")
    func strictLoading() {
        let cases: [(String, String)] = [
            ("folders:\n  game:\n    paths: [\"Games/*\"]\n", "needs 'required'"),
            ("folders:\n  game:\n    required: {icon: \"*.png\"}\n", "needs 'paths'"),
            ("folders:\n  game:\n    paths: [\"Games/*\"]\n    need: {icon: \"*.png\"}\n", "need"),
            ("budgets:\n  memory:\n    max: 100 MB\n    groups:\n      games: {shared: [\"Sounds/**\"]}\n", "each-folder"),
            ("budgets:\n  memory:\n    max: 100 MB\n    include-audio: maybe\n", "include-audio"),
            ("sprite-atlases: {max-page-side: 0}\n", "max-page-side"),
            ("sprite-atlases: {page: 4096}\n", "page"),
        ]
        for (top, expected) in cases {
            do {
                _ = try load(top)
                Issue.record("loaded: \(top)")
            } catch {
                #expect("\(error)".contains(expected), "\(error)")
                #expect("\(error)".contains("Rules/t.yml:"), "\(error)")
            }
        }
    }
}
