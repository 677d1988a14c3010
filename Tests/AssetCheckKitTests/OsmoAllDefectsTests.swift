import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Issue 12's "Done when": a copy of `Examples/Osmo` with one defect per check the Osmo rule set
/// added (`folder.required-file`, `atlas.non-image`, `atlas.page-size`, and `bundle.memory` for a
/// game's own memory group with its sounds) reports exactly those, and nothing else.
@Suite("Osmo all defects")
struct OsmoAllDefectsTests {
    @Test("a copy with one defect per new check reports exactly those")
    func oneDefectPerNewCheck() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-osmo-all")
        defer { folder.delete() }
        try folder.copyContents(of: Repository.examples + "/Osmo")

        try Self.plant(in: folder)

        let outcome = try await BundleChecker(rules: OsmoEndToEndTests.rules).check(root: folder.path)
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        // The ios set Osmo extends adds what is true of any app: 15 minutes of sound is a large
        // audio file, and a 4200 px sprite is more than any screen shows.
        #expect(found.sorted() == [
            "(bundle) bundle.memory",
            "Games/Counting/Sounds/music.aac bundle.large-file",
            "Games/ExampleGame folder.required-file",
            "Games/ShapeMatch/Shapes.atlas/notes.txt atlas.non-image",
            "Games/ShapeMatch/Shapes.atlas/ribbon@3x.png atlas.page-size",
            "Games/ShapeMatch/Shapes.atlas/ribbon@3x.png image.oversized",
        ], "\(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check): \($0.message)" })")
        let memory = outcome.findings.first { $0.check == .bundleMemory }
        #expect(memory?.message.contains("memory group 'Games/Counting'") == true, "\(memory?.message ?? "")")
        let required = outcome.findings.first { $0.check == .folderRequiredFile }
        #expect(required?.message.contains("has no sprites") == true, "\(required?.message ?? "")")
    }

    /// Plants one defect per check the Osmo rule set added in a copy of its example.
    static func plant(in folder: TemporaryFolder) throws {
        // folder.required-file: a game without sprites (its icons are still there, so the folder is found).
        try folder.remove("Games/ExampleGame/Sprites/star@2x.png")
        try folder.remove("Games/ExampleGame/Sprites/star@3x.png")
        // atlas.non-image: a note in an atlas folder.
        try folder.write("Games/ShapeMatch/Shapes.atlas/notes.txt", text: "remember to add the triangle\n")
        // atlas.page-size: a sprite whose @3x (4200 px) is wider than a 4096 px page; its @2x fits,
        // and the pair is exactly 1.5x apart, so no image check has anything to say.
        try folder.write("Games/ShapeMatch/Shapes.atlas/ribbon@2x.png", PNGFixture.sprite(2800, 2))
        try folder.write("Games/ShapeMatch/Shapes.atlas/ribbon@3x.png", PNGFixture.sprite(4200, 3))
        // bundle.memory: 15 minutes of mono sound in another game (79.4 MB of PCM on top of its
        // 28 MB background and the shared sounds), so its own group, not ShapeMatch's, is over.
        try folder.write("Games/Counting/Sounds/music.aac", OsmoEndToEndTests.repeatedSecond(900))
    }
}
