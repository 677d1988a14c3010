import AssetCheckCore
import AssetReferences
import Foundation
import Testing

/// The project's other files that name assets: build settings, Markdown, SpriteKit scenes, String
/// enums, and the xib look-alikes that are not loads, each seen in a real project.
@Suite("Build settings, docs, scenes and xib look-alikes")
struct ProjectFileReaderTests {
    private func read(_ text: String, _ path: String) -> SourceFileReferences {
        SourceReader.read(Array(text.utf8), path: path)
    }

    /// NetNewsWire's `.xcconfig` files (MIT) name `AppIcon` and `AccentColor` so.
    @Test("Xcode's build settings name the app icon, alternate icons and colours it loads itself")
    func buildSettings() {
        let pbxproj = """
            \t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
            \t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = "AppIcon-Dark AppIcon-Retro";
            \t\t\t\tASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME = WidgetBackground;
            \t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            """
        let references = read(pbxproj, "App.xcodeproj/project.pbxproj")
        #expect(references.mentions == ["AppIcon", "AppIcon-Dark", "AppIcon-Retro", "WidgetBackground", "YES"])
        let xcconfig = read("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor\nOTHER = Not\n", "Base.xcconfig")
        #expect(xcconfig.mentions == ["AccentColor"])
    }

    /// NetNewsWire's README (MIT) shows `Technotes/Images/icon_1024.png` with an unquoted `src=`.
    @Test("Markdown's links and img src values, quoted or not, with their file names")
    func markdown() {
        let text = """
            <img src=Technotes/Images/icon_1024.png height=128>
            ![Accounts](Images/accounts.png "the accounts tab") and <img src="docs/dm.png?raw=true">
            """
        #expect(read(text, "README.md").mentions == ["Images/accounts.png", "Technotes/Images/icon_1024.png", "accounts.png",
                                                      "dm.png", "docs/dm.png", "icon_1024.png"])
    }

    /// SpriteKit-DemoBot (Apple sample code) shows ButtonGreen, PlayButton and spark only from `.sks` scenes.
    @Test("A SpriteKit scene, an archived binary property list, names its textures")
    func spriteKitScene() throws {
        let archive: [String: Any] = ["$objects": ["$null", "ButtonGreen", ["_textureName": "spark"]], "$version": 100000]
        let bytes = try PropertyListSerialization.data(fromPropertyList: archive, format: .binary, options: 0)
        let references = SourceReader.read([UInt8](bytes), path: "Scenes/HomeScene.sks")
        #expect(references.mentions.contains("ButtonGreen"))
        #expect(references.mentions.contains("spark"))
    }

    /// IceCubesApp (AGPL-3.0) loads `Embeds/pull.wav` and kin as
    /// `Bundle.main.url(forResource: effect.rawValue, withExtension: "wav")` from such an enum.
    @Test("A String enum's bare cases are their raw values, which code passes as names")
    func stringEnumCases() {
        let swift = """
            enum SoundEffect: String, CaseIterable {
                case pull, refresh, `default`
                case tootSent = "toot_sent"
                case custom(String)
            }
            enum Count: Int { case one, two }
            """
        let references = read(swift, "Sound.swift")
        #expect(references.mentions == ["default", "pull", "refresh", "toot_sent"])
    }

    /// NetNewsWire's xibs (MIT) and DuckDuckGo's storyboards (Apache-2.0) write all three.
    @Test("xibs' system colours, AppKit's images and accessibility traits are not loads")
    func xibLookAlikes() {
        let xib = """
            <document>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                <buttonCell image="NSActionTemplate"/>
                <accessibilityTraits key="traits" image="YES" header="YES"/>
                <imageCell image="icon"/>
                <color key="backgroundColor" name="Brand"/>
            </document>
            """
        let references = read(xib, "About.xib").references
        #expect(references == [SourceReference(.image, "icon", line: 5), SourceReference(.color, "Brand", line: 6)])
    }

    /// From FengNiao's fixtures (MIT): Xcode's Objective-C asset symbols, and storyboard
    /// attributes that name storyboards and keys, not images.
    @Test("Objective-C's ACImageName symbols are uses; a storyboard's structural attributes are not mentions")
    func fengNiaoShapes() {
        let objc = read("UIImage *flag = [UIImage imageNamed:ACImageNameIcFlag];\nUIColor *c = [UIColor colorNamed:ACColorNameBrandRed];\n", "ViewController.m")
        #expect(objc.references == [SourceReference(.symbol, "IcFlag", line: 1), SourceReference(.symbol, "BrandRed", line: 2)])
        let storyboard = read(#"<document><viewControllerPlaceholder storyboardName="Gift" id="x1"/><point key="canvasLocation" x="1" y="2"/><label text="Gift card"/></document>"#, "Main.storyboard")
        #expect(storyboard.mentions == ["1", "2", "Gift card"])
    }
}
