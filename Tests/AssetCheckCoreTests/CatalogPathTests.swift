import AssetCheckCore
import Testing

@Suite("Catalog paths")
struct CatalogPathTests {
    /// Paths around the name `Contents.json`: the name itself, in folders, as part of another name,
    /// with combining marks and look-alikes.
    static let paths = [
        "Contents.json", "Art.xcassets/Contents.json", "Art.xcassets/play.imageset/Contents.json", "/Contents.json",
        "contents.json", "Art.xcassets/contents.json", "Contents.json/", "Contents.jsonx", "xContents.json",
        "Art.xcassets/xContents.json", "Contents.json.bak", "ontents.json", "", "n", "a/n", "Contents.JSON",
        "Art.xcassets/\u{301}Contents.json", "Art.xcassets/Contents.json\u{301}", "Art/Conte\u{301}nts.json",
        "Ar\u{E9}t.xcassets/Contents.json", "Are\u{301}t.xcassets/Contents.json", "Art.xcassets/Contents.js\u{6F}n",
        "Art.xcassets/Contents\u{FF0E}json", "Art.xcassets/Cont\u{435}nts.json",
    ]

    @Test("a path is metadata exactly when its last name is Contents.json", arguments: paths)
    func metadata(path: String) {
        #expect(CatalogPath.isMetadata(path) == (path.split(separator: "/", omittingEmptySubsequences: false).last == "Contents.json"))
    }

    @Test("metadata names")
    func metadataNames() {
        #expect(CatalogPath.isMetadata("Contents.json"))
        #expect(CatalogPath.isMetadata("UI.xcassets/play.imageset/Contents.json"))
        #expect(!CatalogPath.isMetadata("UI.xcassets/play.imageset/MyContents.json"))
        #expect(!CatalogPath.isMetadata("UI.xcassets/play.imageset/Contents.json.orig"))
        #expect(!CatalogPath.isMetadata("UI.xcassets/play.imageset/play@2x.png"))
    }
}
