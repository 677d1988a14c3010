import AssetCheckCore
import Testing

/// Image checks on plain values: no file, no codec.
@Suite("Image checks")
struct ImageCheckTests {
    private let rules: RuleSet = {
        var character = ImageExpectations()
        character.size = PointSize(width: 300, height: 450)
        character.background = .transparent
        var background = ImageExpectations()
        background.formats = [.png, .jpeg]
        background.background = .opaque
        var icon = ImageExpectations()
        icon.minSize = PointSize(width: 96, height: 96)
        icon.square = true
        return RuleSet(name: "t", source: "t.yml", classes: [
            AssetClassRule(id: "bennie", description: "Bennie characters", expectations: .image(character), patterns: [PathPattern("Bennie/**")]),
            AssetClassRule(id: "background", description: "backgrounds", expectations: .image(background), patterns: [PathPattern("Backgrounds/**")]),
            AssetClassRule(id: "icon", description: "icons", expectations: .image(icon), patterns: [PathPattern("Icons/**")]),
            AssetClassRule(id: "ui", description: "UI elements", expectations: .image(ImageExpectations()), patterns: [PathPattern("UI/**")]),
        ])
    }()

    private func record(_ path: String, _ width: Int, _ height: Int, format: FileFormat = .png, alpha: Bool = true,
                        pixels: PixelStats? = nil) -> AssetRecord {
        AssetRecord(path: path, assetClass: rules.assetClass(forPath: path)?.id, kind: .image, bytes: 100, sha256: path,
                    format: format, facts: .image(ImageFacts(width: width, height: height, hasAlphaChannel: alpha, bitDepth: 8,
                                                      interlaced: false, pixels: pixels)))
    }

    private static let clearCorners = PixelStats(minAlpha: 0, cornerAlpha: [0, 0, 0, 0], borderVisiblePixels: 0, borderPixels: 10)

    /// Findings for records, grouped into images by the snapshot as a scan would.
    private func findings(_ records: [AssetRecord]) -> [Finding] {
        CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules)
    }

    private func checks(_ records: [AssetRecord]) -> [String] {
        findings(records).map { "\($0.path ?? "-") \($0.check)" }
    }

    @Test("a correct @2x/@3x pair passes")
    func correctPair() {
        #expect(findings([
            record("Bennie/wave@2x.png", 600, 900, pixels: Self.clearCorners),
            record("Bennie/wave@3x.png", 900, 1350, pixels: Self.clearCorners),
        ]).isEmpty)
    }

    @Test("image.size: the wrong pixel size names the expected one and the fix")
    func wrongSize() throws {
        let found = findings([
            record("Bennie/wave@2x.png", 598, 900, pixels: Self.clearCorners),
            record("Bennie/wave@3x.png", 900, 1350, pixels: Self.clearCorners),
        ])
        let size = try #require(found.first { $0.check.rawValue == "image.size" })
        #expect(size.path == "Bennie/wave@2x.png")
        #expect(size.message == "598x900 px, but Bennie characters are 300x450 pt = 600x900 px at @2x")
        #expect(size.fix == "export at 600x900")
        // One defect, one finding: the ratio is implied by the exact sizes, and the @3x is right.
        #expect(!found.map(\.check.rawValue).contains("image.scale-ratio"))
        #expect(found.map(\.check.rawValue).contains("image.scale-divisible") == false)
    }

    @Test("image.scale-pair: a missing @3x is reported with the size to export")
    func missingScale() throws {
        let found = findings([record("Bennie/wave@2x.png", 600, 900, pixels: Self.clearCorners)])
        let missing = try #require(found.first)
        #expect(found.count == 1)
        #expect(missing.check.rawValue == "image.scale-pair")
        #expect(missing.message.contains("Bennie/wave@3x"))
        #expect(missing.fix == "export wave@3x.png at 900x1350 px")
    }

    @Test("image.scale-ratio and image.scale-divisible on a class without a fixed size")
    func ratioAndDivisible() {
        #expect(checks([record("UI/button@2x.png", 240, 96), record("UI/button@3x.png", 360, 144)]).isEmpty)
        #expect(checks([record("UI/button@2x.png", 240, 96), record("UI/button@3x.png", 361, 144)])
            == ["UI/button@3x.png image.scale-divisible", "UI/button@3x.png image.scale-ratio"])
        #expect(checks([record("UI/button@2x.png", 241, 96), record("UI/button@3x.png", 360, 144)])
            == ["UI/button@2x.png image.scale-divisible", "UI/button@3x.png image.scale-ratio"])
    }

    @Test("image.min-size and image.square on icons")
    func iconSizes() {
        #expect(checks([record("Icons/home@2x.png", 192, 192), record("Icons/home@3x.png", 288, 288)]).isEmpty)
        #expect(checks([record("Icons/home@2x.png", 180, 180), record("Icons/home@3x.png", 270, 270)])
            == ["Icons/home@2x.png image.min-size", "Icons/home@3x.png image.min-size"])
        #expect(checks([record("Icons/home@2x.png", 192, 200), record("Icons/home@3x.png", 288, 300)])
            == ["Icons/home@2x.png image.square", "Icons/home@3x.png image.square"])
    }

    @Test("image.alpha-channel: a transparent class needs alpha; JPEG never has it")
    func alphaChannel() {
        let found = checks([
            record("Bennie/a@2x.png", 600, 900, alpha: false),
            record("Bennie/a@3x.png", 900, 1350, pixels: Self.clearCorners),
        ])
        #expect(found == ["Bennie/a@2x.png image.alpha-channel"])
    }

    @Test("image.transparent-background: a visible corner pixel fails")
    func visibleCorner() throws {
        let opaqueCorner = PixelStats(minAlpha: 0, cornerAlpha: [0, 255, 0, 0], borderVisiblePixels: 3, borderPixels: 10)
        let found = findings([
            record("Bennie/a@2x.png", 600, 900, pixels: opaqueCorner),
            record("Bennie/a@3x.png", 900, 1350, pixels: Self.clearCorners),
        ])
        #expect(found.map(\.check.rawValue) == ["image.transparent-background"])
        #expect(found.first?.message.contains("top-right alpha 255") == true)
    }

    @Test("image.opaque: backgrounds with see-through pixels fail; JPEG and alpha-less PNG pass")
    func opaque() {
        let seeThrough = PixelStats(minAlpha: 12, cornerAlpha: [255, 255, 255, 255], borderVisiblePixels: 10, borderPixels: 10)
        #expect(checks([
            record("Backgrounds/f@2x.png", 2388, 1668, pixels: seeThrough),
            record("Backgrounds/f@3x.jpg", 3582, 2502, format: .jpeg, alpha: false),
        ]) == ["Backgrounds/f@2x.png image.opaque"])
        #expect(checks([
            record("Backgrounds/g@2x.png", 2388, 1668, alpha: false),
            record("Backgrounds/g@3x.jpg", 3582, 2502, format: .jpeg, alpha: false),
        ]).isEmpty)
    }

    @Test("image.format: content outside the class's formats fails, by content")
    func format() {
        #expect(checks([
            record("Bennie/a@2x.png", 600, 900, format: .jpeg, alpha: false),
            record("Bennie/a@3x.png", 900, 1350, pixels: Self.clearCorners),
        ]) == ["Bennie/a@2x.png image.format"])
    }

    @Test("asset.unclassified: images no class claims are warnings; other files are not")
    func unclassified() {
        let stray = AssetRecord(path: "Misc/stray.png", assetClass: nil, kind: .image, bytes: 1, sha256: "01", format: .png)
        let plist = AssetRecord(path: "Info.plist", assetClass: nil, kind: .other, bytes: 1, sha256: "02")
        let found = CheckPasses.findings(for: BundleSnapshot(records: [stray, plist]), rules: rules)
        #expect(found.map(\.check.rawValue) == ["asset.unclassified"])
        #expect(found.first?.severity == .warning)
    }

    @Test("asset.unclassified: one finding per folder, with its count, kinds and first names; a catalog's sets count in the catalog")
    func unclassifiedPerFolder() throws {
        let sprites = (1...2_000).map { n in
            AssetRecord(path: "Game/Art.xcassets/Walk.spriteatlas/walk_\(n).imageset/walk_\(n)@2x.png", assetClass: nil,
                        kind: .image, bytes: 1, sha256: "s\(n)", format: .png)
        }
        let sounds = ["jump.wav", "land.caf", "theme.mp3", "level.json"].map { name in
            AssetRecord(path: "Game/Loose/" + name, assetClass: nil, kind: AssetKind.guess(forPath: name), bytes: 1,
                        sha256: name, format: nil)
        }
        let frames = ["bat.atlas/fly/1.png", "bat.atlas/fly/2.png", "bat.atlas/hit.png"].map { path in
            AssetRecord(path: "Game/" + path, assetClass: nil, kind: .image, bytes: 1, sha256: path, format: .png)
        }
        let top = AssetRecord(path: "icon.png", assetClass: nil, kind: .image, bytes: 1, sha256: "top", format: .png)
        let languages = ["de", "fr", "ja"].map { (code: String) in
            AssetRecord(path: "Game/Text/" + code + ".lproj/Menu.strings", assetClass: nil, kind: .strings, bytes: 1,
                        sha256: code, format: .stringsTable)
        }
        let found = CheckPasses.findings(for: BundleSnapshot(records: sprites + sounds + frames + [top] + languages), rules: rules)
        #expect(found.map { "\($0.path ?? "(bundle)") \($0.check)" } == [
            "Game/Art.xcassets asset.unclassified", "Game/Loose asset.unclassified", "Game/Text asset.unclassified",
            "Game/bat.atlas asset.unclassified", "(bundle) asset.unclassified",
        ])
        #expect(found.first { $0.path == "Game/Text" }?.message
            == "3 strings files match no asset class of the 't' rules: de.lproj/Menu.strings, fr.lproj/Menu.strings, ja.lproj/Menu.strings")
        let catalog = try #require(found.first { $0.path == "Game/Art.xcassets" })
        #expect(catalog.message == "2000 image files match no asset class of the 't' rules: "
            + "Walk.spriteatlas/walk_1.imageset/walk_1@2x.png, Walk.spriteatlas/walk_10.imageset/walk_10@2x.png, "
            + "Walk.spriteatlas/walk_100.imageset/walk_100@2x.png and 1997 more")
        let loose = try #require(found.first { $0.path == "Game/Loose" })
        #expect(loose.message == "4 files (3 audio files, 1 JSON document) match no asset class of the 't' rules: "
            + "jump.wav, land.caf, level.json and 1 more")
        let atTop = try #require(found.first { $0.path == nil })
        #expect(atTop.message == "1 image file at the top of the bundle matches no asset class of the 't' rules: icon.png")
        // The folder is the finding's identity: a new file in it is the same finding.
        let more = CheckPasses.findings(for: BundleSnapshot(records: sounds.dropLast() + [top]), rules: rules)
        #expect(more.first { $0.path == "Game/Loose" }?.fingerprint == loose.fingerprint)
    }

    @Test("severities from the rules override defaults, per class first, and 'off' drops a check")
    func severityOverrides() {
        var overridden = rules
        overridden.severities[.imageScalePair] = .warning
        overridden.classes[0].severities[.imageScalePair] = .some(nil)
        let records = [record("Bennie/a@2x.png", 600, 900, pixels: Self.clearCorners), record("UI/b@2x.png", 100, 100)]
        let found = CheckPasses.findings(for: BundleSnapshot(records: records), rules: overridden)
        #expect(found.map { "\($0.path!) \($0.severity)" } == ["UI/b@2x.png warning"])
    }
}

@Suite("Image set listings")
struct ImageSetCheckTests {
    private let rules = RuleSet(name: "t", source: "t.yml", classes: [
        AssetClassRule(id: "ui", description: "UI", expectations: .image(ImageExpectations()), patterns: [PathPattern("**/UI/**")]),
    ])

    @Test("catalog.missing-file, catalog.unlisted-file and catalog.scale-mismatch")
    func listing() {
        let set = ImageSetListing(
            path: "A.xcassets/UI/coin.imageset",
            listed: [.init(filename: "coin@2x.png", scale: 2), .init(filename: "coin@3x.png", scale: 2),
                     .init(filename: "gone@3x.png", scale: 3)],
            present: ["coin@2x.png", "coin@3x.png", "extra.png"])
        let found = CheckPasses.findings(for: BundleSnapshot(records: [], imageSets: [set]), rules: rules)
        #expect(found.map { "\($0.path!) \($0.check)" } == [
            "A.xcassets/UI/coin.imageset/Contents.json catalog.missing-file",
            "A.xcassets/UI/coin.imageset/coin@3x.png catalog.scale-mismatch",
            "A.xcassets/UI/coin.imageset/extra.png catalog.unlisted-file",
        ])
    }

    @Test("a consistent image set has no finding")
    func consistent() {
        let set = ImageSetListing(path: "A.xcassets/UI/coin.imageset",
                                  listed: [.init(filename: "coin@2x.png", scale: 2), .init(filename: "coin@3x.png", scale: 3)],
                                  present: ["coin@2x.png", "coin@3x.png"])
        #expect(CheckPasses.findings(for: BundleSnapshot(records: [], imageSets: [set]), rules: rules).isEmpty)
    }
}
