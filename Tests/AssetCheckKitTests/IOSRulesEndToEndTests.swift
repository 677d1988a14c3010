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
