import AssetCheckCore
import Testing

/// How an image set's slots decide scales (`catalog.scale-mismatch`), on plain values, with the
/// words a user reads.
@Suite("Catalog slots")
struct CatalogSlotTests {
    private let rules = RuleSet(name: "t", source: "t.yml", classes: [])
    private let set = "Assets.xcassets/play.imageset"

    private func findings(_ listed: [ImageSetListing.Entry], sizes: [String: Int] = [:]) -> [Finding] {
        let records = sizes.map { AssetRecord.examplePNG(set + "/" + $0.key, $0.value, $0.value) }
        let listing = ImageSetListing(path: set, listed: listed, present: Array(Set(listed.map(\.filename))))
        return CheckPasses.findings(for: BundleSnapshot(records: records, imageSets: [listing]), rules: rules)
            .filter { $0.check == .catalogScaleMismatch }
    }

    @Test("one file at two scales of one family: catalog.scale-mismatch, the fix keeping it where its name says")
    func oneFileTwoScales() {
        let found = findings([.init(filename: "play@2x.png", scale: 1, idiom: "universal"),
                              .init(filename: "play@2x.png", scale: 2, idiom: "universal")])
        #expect(found.map(\.path) == [set + "/play@2x.png"])
        #expect(found.first?.message == "Contents.json lists play@2x.png in the universal 1x and universal 2x slots: "
            + "the same pixels at 2 point sizes on one kind of device")
        #expect(found.first?.fix == "keep play@2x.png only in the universal 2x slot (its name says @2x) and give the "
            + "other slots their own exports")
    }

    @Test("a higher scale holding a smaller image: catalog.scale-mismatch, and swapped names say how to fix it")
    func swapped() {
        let found = findings([.init(filename: "play@2x.png", scale: 3, idiom: "universal"),
                              .init(filename: "play@3x.png", scale: 2, idiom: "universal")],
                             sizes: ["play@2x.png": 88, "play@3x.png": 132])
        #expect(found.map(\.path) == [set + "/play@2x.png"])
        #expect(found.first?.message == "play@2x.png fills the universal 3x slot with 88x88 px, less than the 132x132 px of "
            + "play@3x.png in the universal 2x slot, so higher-resolution screens show a smaller image")
        #expect(found.first?.fix == "swap them in Contents.json: play@2x.png belongs in the universal 2x slot and "
            + "play@3x.png in the universal 3x slot, as their names say")
    }

    @Test("two files in one slot whose names say nothing else: the fix asks to keep one")
    func sharedSlotWithoutNames() {
        let found = findings([.init(filename: "play.png", scale: 2, idiom: "ipad"),
                              .init(filename: "play_new.png", scale: 2, idiom: "ipad")])
        #expect(found.map(\.path) == [set + "/play_new.png"])
        #expect(found.first?.fix == "keep one of play_new.png and play.png in the ipad 2x slot and move or remove the other")
    }

    @Test("the same slots in different idioms or appearances are no contradiction")
    func familiesApart() {
        #expect(findings([.init(filename: "play@2x.png", scale: 2, idiom: "universal"),
                          .init(filename: "play@2x.png", scale: 1, idiom: "mac"),
                          .init(filename: "play-dark@2x.png", scale: 2, idiom: "universal",
                                traits: ["appearance.luminosity": "dark"])]).isEmpty)
    }
}
