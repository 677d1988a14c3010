import AssetCheckCore
import Testing

@Suite("Path patterns")
struct PathPatternTests {
    @Test("** matches any number of folders, none included")
    func doubleStar() {
        let pattern = PathPattern("**/Characters/Bennie/**")
        #expect(pattern.matches("Characters/Bennie/wave@2x.png"))
        #expect(pattern.matches("Assets.xcassets/Characters/Bennie/point.imageset/point@2x.png"))
        #expect(!pattern.matches("Characters/Lemminge/happy@2x.png"))
        #expect(!pattern.matches("Characters/BennieOld/wave@2x.png"))
    }

    @Test("* and ? stay within one name")
    func singleStar() {
        let pattern = PathPattern("Animations/Effects/confetti*")
        #expect(pattern.matches("Animations/Effects/confetti.json"))
        #expect(pattern.matches("Animations/Effects/confetti_big.json"))
        #expect(!pattern.matches("Animations/Effects/sub/confetti.json"))
        #expect(PathPattern("Icons/icon_?@2x.png").matches("Icons/icon_a@2x.png"))
        #expect(!PathPattern("Icons/icon_?@2x.png").matches("Icons/icon_ab@2x.png"))
    }

    @Test("a pattern without a slash matches the file name in any folder")
    func bareName() {
        #expect(PathPattern("README.md").matches("README.md"))
        #expect(PathPattern("README.md").matches("Sounds/README.md"))
        #expect(PathPattern("*.png").matches("a/b/c.png"))
    }

    @Test("patterns that can never match say why")
    func neverMatches() {
        #expect(PathPattern("/Characters/**").neverMatchesReason(kind: .image) != nil)
        #expect(PathPattern("../Characters/**").neverMatchesReason(kind: .image) != nil)
        #expect(PathPattern("Sounds/**/*.aac").neverMatchesReason(kind: .image)?.contains(".aac") == true)
        #expect(PathPattern("Sounds/**/*.aac").neverMatchesReason(kind: .audio) == nil)
        #expect(PathPattern("Characters/**").neverMatchesReason(kind: .image) == nil)
        #expect(PathPattern("Anim/*.json").neverMatchesReason(kind: .animation) == nil)
    }
}

@Suite("Scale suffixes in file names")
struct ScaleSuffixTests {
    @Test("reads base name, scale and device modifier")
    func parses() {
        let name = ScaleSuffix(fileName: "wave@3x~ipad.png")
        #expect(name.base == "wave")
        #expect(name.scale == 3)
        #expect(name.device == "~ipad")
        #expect(ScaleSuffix(fileName: "wave.png").writtenScale == nil)
        #expect(ScaleSuffix(fileName: "wave.png").scale == 1)
        #expect(ScaleSuffix(fileName: "me@home.png").writtenScale == nil)
        #expect(ScaleSuffix.scale(inFileName: "coin@2x.png") == 2)
    }
}
