import AssetCheckCore
import AssetCheckTestSupport
import Testing

/// The names code loads assets by, and the patterns it builds at run time (issue 28).
@Suite("Asset names and run-time patterns")
struct AssetNameTests {
    @Test("a pattern matches the names it builds, anchored at both ends, in any case", arguments: [
        ("coin_*", "coin_12", true), ("coin_*", "coin_", true), ("coin_*", "big_coin_1", false),
        ("*_idle", "hero_idle", true), ("*_idle", "hero_idle2", false), ("frame_*_*", "frame_3_a", true),
        ("frame_*_*", "frame_3", false), ("Coin_*", "coin_1", true), ("a*a", "a", false), ("a*a", "aa", true),
        ("*mid*", "a-mid-b", true), ("*mid*", "mi", false), ("exact", "exact", true), ("exact", "exact1", false),
    ])
    func patterns(pattern: String, name: String, matches: Bool) {
        #expect(NamePattern(pattern).matches(name.lowercased()) == matches)
    }

    @Test("an image set is found by its name, and by its folders' names when they are namespaces")
    func imageSetNames() {
        let snapshot = BundleSnapshot(
            records: [.examplePNG("App/Assets.xcassets/Shop/coin-gold.imageset/coin@2x.png", 8, 8)],
            imageSets: [ImageSetListing(path: "App/Assets.xcassets/Shop/coin-gold.imageset", listed: [.init(filename: "coin@2x.png", scale: 2)],
                                        present: ["coin@2x.png"])])
        let names = AssetNameIndex(snapshot: snapshot)
        #expect(names.assets.map(\.name) == ["coin-gold"])
        #expect(names.assets(named: "coin-gold").count == 1)
        #expect(names.assets(named: "Shop/coin-gold").count == 1)
        #expect(names.assets(named: "COIN-GOLD").count == 1, "catalog lookups ignore case")
        #expect(names.assets(named: "coin").isEmpty)
        #expect(names.assets[0].symbolKeys == ["coingold"], "Xcode's symbol is .coinGold")
    }

    @Test("a loose image's scale and device variants are one asset, found with or without extension")
    func looseImageVariants() {
        let snapshot = BundleSnapshot(records: [
            .examplePNG("Art/hero@2x.png", 8, 8), .examplePNG("Art/hero@3x.png", 12, 12), .examplePNG("Art/hero@2x~ipad.png", 8, 8),
        ])
        let names = AssetNameIndex(snapshot: snapshot)
        #expect(names.assets.count == 1)
        #expect(names.assets[0].files.count == 3)
        for name in ["hero", "hero.png", "hero@2x.png", "images/hero.png"] { #expect(names.assets(named: name).count == 1, "\(name)") }
    }

    @Test("a colour set named BrandColor is Xcode's .brand, and an image set named BackgroundImage its .background")
    func symbolSuffixes() {
        let snapshot = BundleSnapshot(records: [], imageSets: [
            ImageSetListing(path: "A.xcassets/BrandColor.colorset", listed: [], present: []),
        ])
        #expect(AssetNameIndex(snapshot: snapshot).assets.first?.symbolKeys == ["brandcolor", "brand"])
    }

    @Test("app icons, Icon Composer icons and a framework's bundle are loaded by the system")
    func loadedBySystem() {
        let snapshot = BundleSnapshot(records: [
            .examplePNG("AppIcon.icon/Assets/cube.png", 8, 8), .examplePNG("Vendor/Maps.bundle/pin.png", 8, 8),
            .examplePNG("Art/pin.png", 8, 8),
        ])
        let names = AssetNameIndex(snapshot: snapshot)
        #expect(names.assets.filter(\.isLoadedBySystem).map(\.path) == ["AppIcon.icon/Assets/cube.png", "Vendor/Maps.bundle/pin.png"])
    }

    /// From FengNiao's fixtures (onevcat/FengNiao, MIT): `let prefix = "suffix_"` joined at run time,
    /// and the localization key `"common.login"` beside an image `common.png`.
    @Test("a mention ending in _ or - is a prefix; a dotted key is not a file name")
    func prefixesAndDottedKeys() throws {
        let snapshot = BundleSnapshot(
            records: [.examplePNG("Art/suffix_1.png", 8, 8), .examplePNG("Art/common.png", 8, 8), .examplePNG("Art/coin.png", 8, 8)],
            sources: SourceIndex(files: [SourceFileReferences(path: "App.swift", references: [SourceReference(.image, "coin", line: 1)],
                                                              mentions: ["suffix_", "common.login"])]))
        let use = try #require(snapshot.assetUse)
        #expect(use.unused.map(\.path) == ["Art/common.png"])
    }
}
