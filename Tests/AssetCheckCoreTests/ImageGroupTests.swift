import AssetCheckCore
import Testing

/// A snapshot's image groups: a large bundle's, made on every core, are the groups each of its
/// folders has alone (no group spans folders), and names met out of path order still join their group.
@Suite("Image groups")
struct ImageGroupTests {
    /// Loose images in `folder`: a group of three scales, one with an iPad variant, and names
    /// whose group is met again after another's (`wave.jpg`, `wave.kkk.png`, `wave@2x.png`).
    private func looseImages(in folder: String) -> [AssetRecord] {
        ["hero.png", "hero@2x.png", "hero@3x.png", "wave.jpg", "wave.kkk.png", "wave@2x.png", "wave~ipad.png",
         "wave@2x~ipad.png", "zebra@3x.png"].map { AssetRecord.examplePNG(folder + "/" + $0, 10, 10) }
    }

    @Test("thousands of images grouped on every core: each folder's groups, as the folder alone has them")
    func largeBundleAsFoldersAlone() {
        let folders = (0..<400).map { "Sprites/f\($0)" }
        let set = "Assets.xcassets/play.imageset"
        let listing = ImageSetListing(path: set, listed: [.init(filename: "play@2x.png", scale: 2, idiom: "universal"),
                                                          .init(filename: "play@2x.png", scale: 1, idiom: "mac")],
                                      present: ["play@2x.png"])
        let inSet = AssetRecord.examplePNG(set + "/play@2x.png", 10, 10)
        let records = folders.flatMap(looseImages(in:)) + [inSet]
        #expect(records.count > 3000)
        let whole = BundleSnapshot(records: records.shuffled(), imageSets: [listing]).imageGroups
        let alone = (folders.flatMap { BundleSnapshot(records: looseImages(in: $0)).imageGroups }
            + BundleSnapshot(records: [inSet], imageSets: [listing]).imageGroups)
            .sorted { ($0.name, $0.family) < ($1.name, $1.family) }
        #expect(whole == alone)
        #expect(whole.count == 400 * 5 + 2)
    }

    @Test("a group's files apart in path order, families apart, the set's file in each family that lists it")
    func groupsOfOneFolder() {
        let groups = BundleSnapshot(records: looseImages(in: "S")).imageGroups
        #expect(groups.map(\.label) == ["S/hero", "S/wave", "S/wave~ipad", "S/wave.kkk", "S/zebra"])
        #expect(groups.first { $0.label == "S/wave" }?.variants == [1: "S/wave.jpg", 2: "S/wave@2x.png"])
        #expect(groups.first { $0.label == "S/wave~ipad" }?.variants == [1: "S/wave~ipad.png", 2: "S/wave@2x~ipad.png"])
        #expect(groups.first { $0.label == "S/hero" }?.variants == [1: "S/hero.png", 2: "S/hero@2x.png", 3: "S/hero@3x.png"])
    }

    @Test("each record's scale is its slot's; a file listed at two scales has the smaller; a file that lost its slot has none")
    func scales() {
        let set = "Assets.xcassets/play.imageset"
        let listing = ImageSetListing(path: set, listed: [.init(filename: "a.png", scale: 3, idiom: "universal"),
                                                          .init(filename: "a.png", scale: 2, idiom: "universal"),
                                                          .init(filename: "b.png", scale: 1, idiom: "universal")],
                                      present: ["a.png", "b.png"])
        let paths = [set + "/a.png", set + "/b.png", "S/x@2x.jpg", "S/x@2x.png", "S/x@3x.png", "S/y.txt.png"]
        let snapshot = BundleSnapshot(records: paths.map { AssetRecord.examplePNG($0, 10, 10) }, imageSets: [listing])
        #expect(snapshot.records.map(\.path) == paths)
        #expect(snapshot.records.map(\.scale) == [2, 1, 2, nil, 3, 1])
    }
}
