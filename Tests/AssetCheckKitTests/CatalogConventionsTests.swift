import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Apple's catalog and image conventions on real `Contents.json` files (`Tests/Fixtures/Catalogs`,
/// see its README), checked end to end with PNGs of the real names and sizes made here.
@Suite("Catalog conventions on real catalogs")
struct CatalogConventionsTests {
    /// A base set as an iOS app's rules would have it: every catalog image and loose PNG at @2x and @3x.
    static let iosLike: RuleSet = try! RuleSetLoader.load(yaml: CheckExample.rules("""
          catalog-image:
            kind: image
            paths: ["**/*.xcassets/**"]
            formats: [png, jpeg]
            scales: [2x, 3x]
          loose-image:
            kind: image
            paths: ["**/*.png"]
            formats: [png]
            scales: [2x, 3x]
        """), source: "ios-like.yml")

    static let fixtures = Repository.root + "/Tests/Fixtures/Catalogs"

    /// A bundle holding the fixture set `fixture` at `path`, with `images` (name to PNG bytes) in it.
    static func bundle(_ fixture: String, at path: String, images: [String: [UInt8]]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(prefix: "assetcheck-catalogs")
        let contents = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + fixture + "/Contents.json")))
        try folder.write(path + "/Contents.json", contents)
        for (name, bytes) in images { try folder.write(path + "/" + name, bytes) }
        return folder
    }

    static func findings(_ folder: TemporaryFolder, rules: RuleSet = iosLike) async throws -> [Finding] {
        try await BundleChecker(rules: rules).check(root: folder.path).findings
    }

    /// `path check` of each finding on a file; the bundle-wide ones (a rule set's required files) are left out.
    static func summary(_ findings: [Finding]) -> [String] {
        findings.compactMap { finding in finding.path.map { "\($0) \(finding.check)" } }
    }

    /// An opaque square PNG, `side` px.
    static func opaque(_ side: Int) -> [UInt8] { PNGFixture.opaque(side, side) }

    @Test("one file in two families' slots (universal 2x and mac 1x, DemoBots): no catalog.scale-mismatch, no missing scale")
    func oneFileInTwoSlots() async throws {
        let set = "Scenery.xcassets/green_corner_3_N_E.imageset"
        let folder = try Self.bundle("SpriteKit-DemoBot/green_corner_3_N_E.imageset", at: set, images: [
            "green_corner_3_N_E.png": Self.opaque(128), "green_corner_3_N_E@2x.png": Self.opaque(256),
            "green_corner_3_N_E@3x.png": Self.opaque(384),
        ])
        defer { folder.delete() }
        #expect(Self.summary(try await Self.findings(folder)) == [])
        let outcome = try await BundleChecker(rules: Self.iosLike).check(root: folder.path)
        #expect(outcome.manifest.assets.first { $0.path == set + "/green_corner_3_N_E@2x.png" }?.scale == 2,
                "the universal slot gives the manifest its scale")
    }

    @Test("a set with iphone, ipad, mac and tv slots is four families: the ipad ones are not asked for @3x (image.scale-pair)")
    func idiomsAreFamilies() async throws {
        let set = "GroundBot.xcassets/GroundBotBadWalk_5_03.imageset"
        let sizes = [100, 120, 169, 180, 225, 240]
        let folder = try Self.bundle("SpriteKit-DemoBot/GroundBotBadWalk_5_03.imageset", at: set, images: Dictionary(
            uniqueKeysWithValues: sizes.map { ("GroundBotBadWalk_5_03_\($0).png", Self.opaque($0)) }))
        defer { folder.delete() }
        // Its iphone sprites are 100 and 180 px, not 1.5 times: the class's @2x/@3x ratio says so, and only that.
        #expect(Self.summary(try await Self.findings(folder)) == [set + "/GroundBotBadWalk_5_03_180.png image.scale-ratio"])

        // Without its ipad 2x file the ipad family misses its @2x, and nothing asks for a mac, tv or ipad @3x.
        try folder.remove(set + "/GroundBotBadWalk_5_03_240.png")
        let findings = try await Self.findings(folder).filter { $0.check != .imageScaleRatio }
        #expect(Self.summary(findings) == [
            set + "/Contents.json catalog.missing-file",
            set + "/GroundBotBadWalk_5_03_120.png image.scale-pair",
        ])
        #expect(findings.last?.message.contains("has no ipad 2x image") == true, "\(findings.last?.message ?? "")")
    }

    @Test("two files in one slot are catalog.scale-mismatch, and the fix names the file and its slot")
    func twoFilesInOneSlot() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-catalogs")
        defer { folder.delete() }
        let set = "Assets.xcassets/play.imageset"
        try folder.write(set + "/Contents.json", text: """
            {"images": [{"filename": "play@2x.png", "idiom": "universal", "scale": "2x"},
                        {"filename": "play@3x.png", "idiom": "universal", "scale": "2x"}], "info": {"version": 1}}
            """)
        try folder.write(set + "/play@2x.png", Self.opaque(88))
        try folder.write(set + "/play@3x.png", Self.opaque(132))
        let findings = try await Self.findings(folder).filter { $0.check == .catalogScaleMismatch }
        #expect(Self.summary(findings) == [set + "/play@3x.png catalog.scale-mismatch"])
        #expect(findings.first?.message == "Contents.json lists play@3x.png and play@2x.png both in the universal 2x slot, "
            + "so Xcode cannot tell which to use")
        #expect(findings.first?.fix == "list play@3x.png as \"scale\" : \"3x\" (its name says @3x), keeping play@2x.png as universal 2x")
    }

    @Test("a file named @2x in an image set's only, 1x slot is no finding: the slot decides (as in IceCubesApp)")
    func nameIsIrrelevant() async throws {
        // IceCubesApp is AGPL: the same shape, made here.
        let folder = try TemporaryFolder(prefix: "assetcheck-catalogs")
        defer { folder.delete() }
        let set = "Assets.xcassets/AppIconAlternate1-image.imageset"
        try folder.write(set + "/Contents.json", text: """
            {"images": [{"filename": "icon-1024x1024@2x.png", "idiom": "universal", "scale": "1x"},
                        {"idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}], "info": {"version": 1}}
            """)
        try folder.write(set + "/icon-1024x1024@2x.png", Self.opaque(64))
        let findings = try await Self.findings(folder)
        #expect(!findings.contains { $0.check == .catalogScaleMismatch })
    }

    /// The DemoBots app icon set's PNGs at their real sizes: iOS icons opaque, Mac icons with transparent corners.
    static func demoBotIcons(replacing: [String: [UInt8]] = [:]) -> [String: [UInt8]] {
        var icons: [String: [UInt8]] = [:]
        for side in [29, 40, 58, 76, 80, 87, 120, 152, 167, 180] { icons["iOSIcon\(side).png"] = opaque(side) }
        for side in [16, 32, 64, 128, 256, 512, 1024] { icons["MacIcon\(side).png"] = PNGFixture.sprite(side, side) }
        return icons.merging(replacing) { _, new in new }
    }

    @Test("the legacy app icon list: 83.5 pt @2x at 167 px passes, no icon is asked for @2x/@3x, a wrong size is catalog.app-icon-size")
    func legacyAppIcons() async throws {
        let set = "Images.xcassets/AppIcon.appiconset"
        let folder = try Self.bundle("SpriteKit-DemoBot/AppIcon.appiconset", at: set, images: Self.demoBotIcons())
        defer { folder.delete() }
        #expect(Self.summary(try await Self.findings(folder)) == [])
        // Bennie's rules claim no app icon; the app icon checks run all the same, and pass.
        let withBennie = Self.summary(try await Self.findings(folder, rules: ExampleBundle.rules))
        #expect(withBennie.filter { !$0.hasSuffix("asset.unclassified") } == [])

        try folder.write(set + "/iOSIcon167.png", Self.opaque(166))
        let findings = try await Self.findings(folder)
        #expect(Self.summary(findings) == [set + "/iOSIcon167.png catalog.app-icon-size"])
        #expect(findings.first?.message == "iOSIcon167.png is 166x166 px, but the ipad 83.5x83.5 pt @2x slot it fills takes 167x167 px")
        #expect(findings.first?.fix == "export iOSIcon167.png at 167x167 px for the ipad 83.5x83.5 pt @2x slot, or move it to the slot of its size")
    }

    @Test("a translucent iPhone icon is a catalog.app-icon-alpha warning; Mac icons may be transparent")
    func smallIconAlpha() async throws {
        let set = "Images.xcassets/AppIcon.appiconset"
        let folder = try Self.bundle("SpriteKit-DemoBot/AppIcon.appiconset", at: set,
                                     images: Self.demoBotIcons(replacing: ["iOSIcon180.png": PNGFixture.sprite(180, 180)]))
        defer { folder.delete() }
        let findings = try await Self.findings(folder, rules: ExampleBundle.rules).filter { $0.check != .assetUnclassified }
        #expect(Self.summary(findings) == [set + "/iOSIcon180.png catalog.app-icon-alpha"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.hasPrefix("iOSIcon180.png (iphone 60x60 pt @3x) has translucent pixels") == true)
    }

    /// duckduckgo's yellow icon: default, dark and tinted, each 1024 px.
    static func yellowIcons(default icon: [UInt8] = opaque(1024)) -> [String: [UInt8]] {
        ["Icon-Color-Yellow-1024x1024.png": icon, "Icon-Color-Yellow-Dark-1024x1024.png": PNGFixture.sprite(1024, 1024),
         "Icon-Tinted-1024x1024.png": PNGFixture.rgba(1024, 1024) { _, _ in (128, 128, 128, 255) }]
    }

    @Test("a single-size 1024 px icon with dark and tinted variants (Xcode 14+) passes in every rule set, never asked for 2048 or 3072 px")
    func singleSizeIcon() async throws {
        let set = "AlternateAppIcons.xcassets/AppIcon-yellow.appiconset"
        let folder = try Self.bundle("duckduckgo-ios/AppIcon-yellow.appiconset", at: set, images: Self.yellowIcons())
        defer { folder.delete() }
        let found = Self.summary(try await Self.findings(folder))
        #expect(found == [])
    }

    @Test("a transparent App Store icon is a catalog.app-icon-alpha error, in the default rule set too; an alternate icon is not checked")
    func marketingIconAlpha() async throws {
        let alternate = "AlternateAppIcons.xcassets/AppIcon-yellow.appiconset"
        let folder = try Self.bundle("duckduckgo-ios/AppIcon-yellow.appiconset", at: alternate,
                                     images: Self.yellowIcons(default: PNGFixture.rgba(1024, 1024) { x, y in
            (250, 200, 0, x < 64 && y < 64 ? 0 : 255)   // a transparent corner
        }))
        defer { folder.delete() }
        let asAlternate = Self.summary(try await Self.findings(folder))
        #expect(asAlternate == [], "an alternate icon is not the App Store icon")

        // The same set as the app's primary icon.
        let set = "Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: folder.path + "/Assets.xcassets", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder.path + "/" + alternate, toPath: folder.path + "/" + set)
        for rules in [Self.iosLike, ExampleBundle.rules] {
            let findings = try await Self.findings(folder, rules: rules).filter { $0.check == .catalogAppIconAlpha }
            #expect(Self.summary(findings) == [set + "/Icon-Color-Yellow-1024x1024.png catalog.app-icon-alpha"])
            #expect(findings.first?.severity == .error)
            #expect(findings.first?.message.contains("the App Store icon (ios 1024x1024 pt single-size)") == true)
        }
    }

    @Test("colour sets with hex, decimal and system colours pass; a component out of range is catalog.color")
    func colorSets() async throws {
        let folder = try Self.bundle("duckduckgo-ios/SecondaryTextColor.colorset", at: "Colors.xcassets/SecondaryTextColor.colorset",
                                     images: [:])
        defer { folder.delete() }
        let reference = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/NetNewsWire/barBackgroundColor.colorset/Contents.json")))
        try folder.write("Colors.xcassets/barBackgroundColor.colorset/Contents.json", reference)
        #expect(Self.summary(try await Self.findings(folder)) == [])

        let path = folder.path + "/Colors.xcassets/SecondaryTextColor.colorset/Contents.json"
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"0.933\"", with: "\"1.933\"")
        try folder.write("Colors.xcassets/SecondaryTextColor.colorset/Contents.json", text: text)
        let findings = try await Self.findings(folder)
        #expect(Self.summary(findings) == Array(repeating: "Colors.xcassets/SecondaryTextColor.colorset/Contents.json catalog.color", count: 3))
        #expect(findings.first?.message.contains("universal (dark) colour's") == true)
    }

    @Test("a symbol set's SVG is listed under symbols and is no image: present passes (no image.format), absent is catalog.missing-file")
    func symbolSet() async throws {
        let set = "HomeMessage.xcassets/WidgetEducationAddIcon.symbolset"
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        let folder = try Self.bundle("duckduckgo-ios/WidgetEducationAddIcon.symbolset", at: set, images: ["Add.SFSymbol.svg": svg])
        defer { folder.delete() }
        let found = Self.summary(try await Self.findings(folder))
        #expect(found.filter { !$0.hasSuffix("asset.unclassified") } == [])
        try folder.remove(set + "/Add.SFSymbol.svg")
        #expect(Self.summary(try await Self.findings(folder)) == [set + "/Contents.json catalog.missing-file"])
    }

    @Test("a catalog's images outside image sets (a launch image, a texture's mipmap level) are no scale family: nothing asks for @2x/@3x")
    func catalogImagesOutsideImageSets() async throws {
        let set = "Images.xcassets/tvOS LaunchImage.launchimage"
        let folder = try Self.bundle("SpriteKit-DemoBot/tvOS LaunchImage.launchimage", at: set,
                                     images: ["LaunchImage1920.png": PNGFixture.opaque(1920, 1080)])
        defer { folder.delete() }
        try folder.write("Images.xcassets/Rock.textureset/Universal.mipmapset/rock.png", Self.opaque(64))
        let found = Self.summary(try await Self.findings(folder))
        #expect(!found.contains { $0.hasSuffix("image.scale-pair") }, "\(found)")
        // The launch image set is read as a set all the same: a file it does not list is reported.
        try folder.write(set + "/LaunchImage-old.png", Self.opaque(8))
        #expect(Self.summary(try await Self.findings(folder)).contains(set + "/LaunchImage-old.png catalog.unlisted-file"))
    }

    @Test("loose ~ipad images are the ipad family of their name: never asked for @3x, a missing @2x named as iOS looks it up")
    func ipadModifier() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-catalogs")
        defer { folder.delete() }
        try folder.write("Launch/Default~ipad.png", PNGFixture.opaque(768, 1024))
        try folder.write("Launch/Default@2x~ipad.png", PNGFixture.opaque(1536, 2048))
        #expect(Self.summary(try await Self.findings(folder)) == [])

        try folder.remove("Launch/Default@2x~ipad.png")
        let findings = try await Self.findings(folder)
        #expect(Self.summary(findings) == ["Launch/Default~ipad.png image.scale-pair"])
        #expect(findings.first?.message == "the @2x variant is missing (Launch/Default@2x~ipad)")
        #expect(findings.first?.fix == "export Default@2x~ipad.png at 1536x2048 px")
    }

    @Test("real iPad-only launch images (Lightstreamer, Apache-2.0), loose: @1x and @2x are the whole ipad family, no @3x asked")
    func realIPadImages() async throws {
        let folder = try TemporaryFolder(prefix: "assetcheck-catalogs")
        defer { folder.delete() }
        for name in ["Default-Portrait~ipad.png", "Default-Portrait@2x~ipad.png"] {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/Lightstreamer-StockList/" + name)))
            try folder.write("Launch/" + name, bytes)
        }
        let outcome = try await BundleChecker(rules: Self.iosLike).check(root: folder.path)
        #expect(Self.summary(outcome.findings) == [], "\(outcome.findings.map(\.message))")
        let scales = outcome.manifest.assets.filter { $0.path.hasPrefix("Launch/") }.map { "\($0.path) \($0.scale.map(String.init) ?? "-")" }
        #expect(scales == ["Launch/Default-Portrait@2x~ipad.png 2", "Launch/Default-Portrait~ipad.png 1"], "\(scales)")
    }
}
