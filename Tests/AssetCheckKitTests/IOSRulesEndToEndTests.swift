import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The built-in `ios` set, the default, on small app folders made in the test: every file gets
/// a class from its kind and Apple's conventions, never from its folder.
@Suite("The ios rule set end to end")
struct IOSRulesEndToEndTests {
    static let rules = try! Repository.rules("ios")

    private static let lottie = #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":30,"st":0}]}"#

    private func check(_ files: [String: [UInt8]], rules: RuleSet = IOSRulesEndToEndTests.rules) async throws -> CheckOutcome {
        let folder = try TemporaryFolder(prefix: "assetcheck-ios")
        defer { folder.delete() }
        for (path, bytes) in files { try folder.write(path, bytes) }
        return try await BundleChecker(rules: rules).check(root: folder.path)
    }

    @Test("no file is asset.unclassified: images, JSON, Lottie, fonts, strings and anything else get a class wherever they are")
    func everyFileHasAClass() async throws {
        let outcome = try await check([
            "Deep/Any/Folder/hero@2x.png": PNGFixture.sprite(20, 30), "Deep/Any/Folder/hero@3x.png": PNGFixture.sprite(30, 45),
            "Media.xcassets/Logo.imageset/logo@2x.png": PNGFixture.sprite(20, 20),
            "Media.xcassets/Logo.imageset/logo@3x.png": PNGFixture.sprite(30, 30),
            "Media.xcassets/AppIcon.appiconset/icon.png": PNGFixture.opaque(64, 64),
            "Sprites.atlas/walk_01@2x.png": PNGFixture.sprite(8, 8),
            "Whatever/config.json": Array(#"{"servers":["a","b"]}"#.utf8),
            "Whatever/spinner.json": Array(Self.lottie.utf8),
            "en.lproj/Localizable.strings": Array("\"hi\" = \"Hi\";\n".utf8),
            "Docs/manual.pdf": Array("%PDF-1.4\n".utf8),
            "Sources/App.swift": Array("print(1)\n".utf8),
        ])
        let classes = Dictionary(uniqueKeysWithValues: outcome.snapshot.records.map { ($0.path, $0.assetClass) })
        #expect(classes["Deep/Any/Folder/hero@2x.png"] == "image")
        #expect(classes["Media.xcassets/Logo.imageset/logo@2x.png"] == "catalog-image")
        #expect(classes["Media.xcassets/AppIcon.appiconset/icon.png"] == "app-icon")
        #expect(classes["Sprites.atlas/walk_01@2x.png"] == "atlas-image")
        #expect(classes["Whatever/config.json"] == "json-document")
        #expect(classes["en.lproj/Localizable.strings"] == "localized-strings")
        #expect(classes["Docs/manual.pdf"] == "other-resource")
        // Source code is not an asset: excluded, not counted.
        #expect(classes.keys.contains("Sources/App.swift") == false)
        #expect(outcome.findings.filter { $0.check == .assetUnclassified }.isEmpty)
    }

    @Test("a plain JSON document never gets Lottie checks; a Lottie file among JSON gets them")
    func jsonAndLottie() async throws {
        let broken = Self.lottie.replacingOccurrences(of: #""fr":30,"#, with: "")
        let outcome = try await check([
            "Data/settings.json": Array(#"{"layers_enabled":true,"name":"x"}"#.utf8),
            "Data/list.json": Array(#"[1,2,3]"#.utf8),
            "Data/spinner.json": Array(Self.lottie.utf8),
            "Data/broken_spinner.json": Array(broken.utf8),
            "Data/typo.json": Array(#"{"a":1,}"#.utf8),
        ])
        let records = Dictionary(uniqueKeysWithValues: outcome.snapshot.records.map { ($0.path, $0) })
        #expect(records["Data/settings.json"]?.kind == .json)
        #expect(records["Data/list.json"]?.kind == .json)
        #expect(records["Data/spinner.json"]?.kind == .animation)
        #expect(records["Data/spinner.json"]?.animation?.frameRate == 30)
        let found = outcome.findings.map { "\($0.path ?? "") \($0.check)" }
        #expect(found == ["Data/broken_spinner.json animation.structure", "Data/typo.json json.syntax"])
    }

    @Test("image.single-scale, image.sixteen-bit, image.oversized and bundle.large-file on real bytes")
    func heavyAndSingleScaleImages() async throws {
        let set = #"{"images":[{"filename":"photo.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
        let lottie = Self.lottie.replacingOccurrences(of: #""layers""#, with: #""nm":"\#(String(repeating: "x", count: 1_100_000))","layers""#)
        let outcome = try await check([
            "Media.xcassets/Photo.imageset/Contents.json": Array(set.utf8),
            "Media.xcassets/Photo.imageset/photo.png": PNGFixture.opaque(12, 12),
            "UI/star@2x.png": PNGFixture.sprite(10, 10),
            "UI/ok@2x.png": PNGFixture.sprite(20, 20), "UI/ok@3x.png": PNGFixture.sprite(30, 30),
            "Docs/screenshot.png": PNGFixture.opaque(16, 16),
            "Art/deep.png": PNGFixture.rgba16(8, 8) { _, _ in 65535 },
            "Art/strip.png": PNGFixture.opaque(5000, 2),
            "Anim/big.json": Array(lottie.utf8),
        ])
        let found = outcome.findings.map { "\($0.path ?? "") \($0.check) \($0.severity)" }
        #expect(found == [
            "Anim/big.json bundle.large-file warning",
            "Art/deep.png image.sixteen-bit warning",
            "Art/strip.png image.oversized warning",
            "Media.xcassets/Photo.imageset/photo.png image.single-scale warning",
            "UI/star@2x.png image.single-scale warning",
        ])
        // The fix names the missing scales and only their densities.
        #expect(outcome.findings.filter { $0.check == .imageSingleScale }.map(\.fix) == [
            "export @2x and @3x too, at 2 and 3 pixels per point of the size it is shown at, or put a PDF or SVG with Preserve Vector Data in the set",
            "export @3x too, at 3 pixels per point of the size it is shown at",
        ])
        #expect(outcome.snapshot.record(at: "Anim/big.json")?.kind == .animation)
    }

    /// A minimal ICC profile: the header's `acsp`, a `desc` tag and the three colorants (D50-adapted XYZ).
    private static func iccProfile(_ description: String, _ colorants: [(Double, Double, Double)]) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { PNGFixture.bigEndianBytes(value) }
        func fixed(_ value: Double) -> [UInt8] { be(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
        let desc = Array("desc".utf8) + [0, 0, 0, 0] + be(UInt32(description.utf8.count + 1)) + Array(description.utf8) + [0]
        let xyz = colorants.map { Array("XYZ ".utf8) + [0, 0, 0, 0] + fixed($0.0) + fixed($0.1) + fixed($0.2) }
        let tags = [("desc", desc), ("rXYZ", xyz[0]), ("gXYZ", xyz[1]), ("bXYZ", xyz[2])]
        var offset = 128 + 4 + tags.count * 12
        var table: [UInt8] = be(UInt32(tags.count)), data: [UInt8] = []
        for (signature, bytes) in tags {
            table += Array(signature.utf8) + be(UInt32(offset)) + be(UInt32(bytes.count))
            data += bytes
            offset += bytes.count
        }
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(0..<4, with: be(UInt32(offset)))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        return header + table + data
    }

    /// A `side` x `side` opaque PNG whose iCCP chunk holds `profile`.
    private static func tagged(_ profile: [UInt8], side: Int = 4) -> [UInt8] {
        let iccp = PNGFixture.chunk("iCCP", Array("ICC Profile".utf8) + [0, 0] + PNGFixture.zlibStored(profile))
        return PNGFixture.raw(side, side, samples: [UInt8](repeating: 0xFF, count: side * side * 4), chunksAfterIHDR: [iccp])
    }

    @Test("image.wide-gamut: a PNG tagged Display P3 is wide, one tagged sRGB is not; a wide-gamut class may hold it")
    func wideGamut() async throws {
        let p3 = Self.iccProfile("Display P3", [(0.5151, 0.2412, -0.0011), (0.2920, 0.6922, 0.0419), (0.1571, 0.0666, 0.7841)])
        let sRGB = Self.iccProfile("sRGB IEC61966-2.1", [(0.4361, 0.2225, 0.0139), (0.3851, 0.7169, 0.0971), (0.1431, 0.0606, 0.7141)])
        let files = ["Art/p3.png": Self.tagged(p3), "Art/srgb.png": Self.tagged(sRGB), "Wide/sunset.png": Self.tagged(p3, side: 6)]
        let outcome = try await check(files)
        #expect(outcome.snapshot.record(at: "Art/p3.png")?.image?.colorProfile == ColorProfile(name: "Display P3", isWideGamut: true))
        #expect(outcome.snapshot.record(at: "Art/srgb.png")?.image?.colorProfile == ColorProfile(name: "sRGB IEC61966-2.1", isWideGamut: false))
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == ["Art/p3.png image.wide-gamut", "Wide/sunset.png image.wide-gamut"])
        // A profile larger than the first room the reader makes (64 KiB) is read all the same; one past the 4 MiB limit is not.
        let padded = try await check(["Art/big.png": Self.tagged(p3 + [UInt8](repeating: 0, count: 100_000)),
                                      "Art/huge.png": Self.tagged(p3 + [UInt8](repeating: 0, count: 4 << 20))])
        #expect(padded.snapshot.record(at: "Art/big.png")?.image?.colorProfile == ColorProfile(name: "Display P3", isWideGamut: true))
        #expect(padded.snapshot.record(at: "Art/huge.png")?.image?.colorProfile == nil)
        let app = """
            name: app
            extends: ios
            classes:
              wide-art:
                kind: image
                paths: ["Wide/**"]
                scales: any
                wide-gamut: true
            """
        let rules = try RuleSetLoader.load(yaml: app, source: "app.yml", resolver: Repository.rulesResolver)
        #expect(try await check(files, rules: rules).findings.map { "\($0.path ?? "") \($0.check)" } == ["Art/p3.png image.wide-gamut"])
    }

    @Test("in a set that extends ios, the app's classes claim first and the rest falls back to ios's")
    func appSetFallsBack() async throws {
        let app = """
            name: app
            extends: ios
            classes:
              hero:
                kind: image
                paths: ["Hero/**"]
                scales: [2x, 3x]
            """
        let rules = try RuleSetLoader.load(yaml: app, source: "app.yml", resolver: Repository.rulesResolver)
        let outcome = try await check([
            "Hero/cape@2x.png": PNGFixture.sprite(20, 20),
            "Misc/stray@2x.png": PNGFixture.sprite(22, 22), "Misc/stray@3x.png": PNGFixture.sprite(33, 33),
        ], rules: rules)
        let classes = Dictionary(uniqueKeysWithValues: outcome.snapshot.records.map { ($0.path, $0.assetClass) })
        #expect(classes["Hero/cape@2x.png"] == "hero")
        #expect(classes["Misc/stray@2x.png"] == "image")
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check)" } == ["Hero/cape@2x.png image.scale-pair"])
    }
}
