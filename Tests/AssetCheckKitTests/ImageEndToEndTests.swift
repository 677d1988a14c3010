import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The whole pipeline on a copy of the example bundle with planted defects.
@Suite("Images end to end")
struct ImageEndToEndTests {
    @Test("the example bundle is clean")
    func exampleIsClean() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check): \($0.message)" } == [])
        #expect(outcome.snapshot.records.count > 20)
    }

    @Test("one planted defect of each image kind gives exactly those findings")
    func plantedDefects() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let f = bundle.folder
        try f.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))                  // image.size
        try f.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(897, 1350))                 // image.size
        try f.remove("Characters/Lemminge/sad@3x.png")                                             // image.scale-pair
        try f.write("UI/button_play@3x.png", PNGFixture.sprite(363, 144))                          // image.scale-ratio
        try f.write("Icons/icon_home@2x.png", PNGFixture.sprite(180, 180))                         // image.min-size
        try f.write("Icons/icon_home@3x.png", PNGFixture.sprite(270, 270))                         // image.min-size
        try f.write("Icons/icon_settings@2x.png", PNGFixture.sprite(240, 250))                     // image.square
        try f.write("Icons/icon_settings@3x.png", PNGFixture.sprite(360, 375))                     // image.square
        try f.write("Characters/Lemminge/happy@2x.png", PNGFixture.opaque(160, 200))               // image.transparent-background
        try f.write("Backgrounds/forest@2x.png", PNGFixture.sprite(2388, 1668))                    // image.opaque
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: f.path + "/Backgrounds/meadow@2x.jpg"))
        try f.write("Characters/Bennie/idle@3x.png", Array(jpeg))                                  // image.format (+ bundle.duplicate)
        let catalog = "Assets.xcassets/UI/coin.imageset/"
        try f.write(catalog + "coin_old@2x.png", PNGFixture.sprite(128, 128))                      // catalog.unlisted-file
        try f.remove("Assets.xcassets/Characters/Bennie/point.imageset/point@3x.png")              // catalog.missing-file (+ scale-pair)

        let found = try await bundle.findings()
        #expect(found == [
            "Assets.xcassets/Characters/Bennie/point.imageset/Contents.json catalog.missing-file",
            "Assets.xcassets/Characters/Bennie/point.imageset/point@2x.png image.scale-pair",
            "Assets.xcassets/UI/coin.imageset/coin_old@2x.png catalog.unlisted-file",
            "Backgrounds/forest@2x.png image.opaque",
            "Backgrounds/meadow@2x.jpg bundle.duplicate",
            "Characters/Bennie/idle@3x.png image.format",
            "Characters/Bennie/wave@2x.png image.size",
            "Characters/Bennie/wave@3x.png image.size",
            "Characters/Lemminge/happy@2x.png image.transparent-background",
            "Characters/Lemminge/sad@2x.png image.scale-pair",
            "Icons/icon_home@2x.png image.min-size",
            "Icons/icon_home@3x.png image.min-size",
            "Icons/icon_settings@2x.png image.square",
            "Icons/icon_settings@3x.png image.square",
            "UI/button_play@3x.png image.scale-ratio",
        ])
    }

    @Test("image.scale-suffix: wave@2X.png is one finding saying to rename it to @2x, not a missing @2x")
    func scaleSuffixCase() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let f = bundle.folder
        let bytes = try Data(contentsOf: URL(fileURLWithPath: f.path + "/Characters/Bennie/wave@2x.png"))
        try f.remove("Characters/Bennie/wave@2x.png")
        try f.write("Characters/Bennie/wave@2X.png", Array(bytes))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == ["Characters/Bennie/wave@2X.png image.scale-suffix"])
        #expect(outcome.findings.first?.fix == "rename it to wave@2x.png")
        #expect(ScaleSuffix.correctedName("tap@3X~ipad.png") == "tap@3x~ipad.png")
    }

    @Test("image.size: a JPEG whose Exif orientation turns it is measured as iOS shows it, and the finding says it is stored rotated")
    func exifOrientation() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let f = bundle.folder
        let meadow = Array(try Data(contentsOf: URL(fileURLWithPath: f.path + "/Backgrounds/meadow@2x.jpg")))
        try f.write("Backgrounds/meadow@2x.jpg", JPEGFixture.inserting(JPEGFixture.exifOrientation(6), into: meadow))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == ["Backgrounds/meadow@2x.jpg image.size"])
        let finding = try #require(outcome.findings.first)
        #expect(finding.message.hasPrefix("1668x2388 px as shown (the file is stored rotated: 2388x1668 px with Exif orientation 6)"))
        #expect(finding.fix?.hasSuffix("stored upright (no Exif rotation)") == true)
        #expect(outcome.snapshot.record(at: "Backgrounds/meadow@2x.jpg")?.image?.orientation == 6)
    }

    @Test("a JPEG stored on its side with the orientation that turns it upright passes", .enabled(if: FFmpeg.isInstalled),
          .tags(.subprocess), .timeLimit(.minutes(3)))
    func exifOrientationUpright() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let folder = bundle.folder.path + "/Backgrounds"
        // Turned a quarter clockwise: 1668x2388 stored; orientation 8 turns it back for display.
        #expect(try FFmpeg.run(["-i", "meadow@2x.jpg", "-vf", "transpose=1", "-q:v", "3", "turned.jpg"], in: folder) == 0)
        let turned = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/turned.jpg")))
        try bundle.folder.remove("Backgrounds/turned.jpg")
        try bundle.folder.write("Backgrounds/meadow@2x.jpg", JPEGFixture.inserting(JPEGFixture.exifOrientation(8), into: turned))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check): \($0.message)" } == [])
        let image = try #require(outcome.snapshot.record(at: "Backgrounds/meadow@2x.jpg")?.image)
        #expect(image.width == 2388 && image.height == 1668 && image.isStoredRotated)
    }

    @Test("the same checks apply to images inside asset catalog image sets, with scales from Contents.json")
    func imageSetDefects() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let f = bundle.folder
        let lemminge = "Assets.xcassets/Characters/Lemminge/surprised.imageset/"
        let bennie = "Assets.xcassets/Characters/Bennie/point.imageset/"
        let coin = "Assets.xcassets/UI/coin.imageset/"
        try f.write(lemminge + "surprised@2x.png", PNGFixture.sprite(150, 200))   // image.size
        try f.write(lemminge + "surprised@3x.png", PNGFixture.sprite(225, 300))   // image.size
        try f.write(bennie + "point@2x.png", PNGFixture.opaque(600, 900))         // image.transparent-background
        try f.write(coin + "coin@3x.png", PNGFixture.sprite(195, 192))            // image.scale-ratio
        let found = try await bundle.findings()
        #expect(found == [
            bennie + "point@2x.png image.transparent-background",
            lemminge + "surprised@2x.png image.size",
            lemminge + "surprised@3x.png image.size",
            coin + "coin@3x.png image.scale-ratio",
        ])
    }
}
