import AssetCheckCore
import AssetReferences
import Testing

/// Storyboards and xibs as Xcode writes them.
@Suite("Interface Builder references")
struct InterfaceBuilderReferenceReaderTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                        <subviews>
                            <imageView image="coin" highlightedImage="coin-lit" id="a1"/>
                            <imageView image="star.fill" catalog="system" id="a2"/>
                            <button id="b1">
                                <state key="normal" image="heart" backgroundImage="button&amp;bg"/>
                                <fontDescription key="fontDescription" name="Baloo2-Bold" family="Baloo 2" pointSize="17"/>
                            </button>
                            <label text="Score" id="l1">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </label>
                            <tabBarItem title="Home" image="house" selectedImage="house-selected" id="t1"/>
                        </subviews>
                        <color key="backgroundColor" name="BrandBackground"/>
                    </view>
                </scene>
            </scenes>
            <!-- <imageView image="commented-out"/> -->
            <resources>
                <image name="coin" width="16" height="16"/>
                <image name="house" catalog="system" width="128" height="110"/>
                <image name="star.fill" catalog="system" width="128" height="124"/>
                <namedColor name="BrandBackground">
                    <color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    @Test("Custom images, named colours and custom fonts are references; SF Symbols and system colours are not")
    func storyboardReferences() {
        let found = SourceReader.read(Array(Self.storyboard.utf8), path: "Base.lproj/Main.storyboard")
        #expect(found.references == [
            SourceReference(.image, "coin", line: 7),
            SourceReference(.image, "coin-lit", line: 7),
            SourceReference(.image, "button&bg", line: 10),
            SourceReference(.image, "heart", line: 10),
            SourceReference(.font, "Baloo2-Bold", line: 11),
            SourceReference(.image, "house-selected", line: 17),
            SourceReference(.color, "BrandBackground", line: 19),
            SourceReference(.image, "coin", line: 25),
            SourceReference(.color, "BrandBackground", line: 28),
        ])
        #expect(found.note == nil)
    }

    @Test("Every attribute value but Interface Builder's own ids and keys is a mention, and nothing from comments")
    func storyboardMentions() {
        let found = SourceReader.read(Array(Self.storyboard.utf8), path: "Main.storyboard")
        for mention in ["Score", "Home", "star.fill", "labelColor", "Baloo 2", "house"] {
            #expect(found.mentions.contains(mention), "\(mention)")
        }
        #expect(!found.mentions.contains("tne-QT-ifu"), "a scene's id names no asset")
        #expect(!found.mentions.contains("commented-out"))
    }

    @Test("Entities beyond XML's own are never expanded, and lines stay right across a DOCTYPE")
    func entities() {
        let xib = """
            <!DOCTYPE document [
              <!ENTITY lol "lollollol">
              <!ENTITY big SYSTEM "file:///etc/passwd">
            ]>
            <document>
                <imageView image="&lol;&#x41;&#66;" text="&big;"/>
            </document>
            """
        let found = SourceReader.read(Array(xib.utf8), path: "View.xib")
        #expect(found.references == [SourceReference(.image, "&lol;AB", line: 6)])
        #expect(found.mentions == ["&big;", "&lol;AB"])
    }

    @Test("Broken XML is read as far as it goes")
    func broken() {
        let found = SourceReader.read(Array("<document><imageView image=\"ok\"/><button image=\"cut".utf8), path: "Cut.xib")
        #expect(found.references == [SourceReference(.image, "cut", line: 1), SourceReference(.image, "ok", line: 1)])
    }
}
