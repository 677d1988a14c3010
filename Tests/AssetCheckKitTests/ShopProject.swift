import AssetCheckTestSupport
import Foundation

/// A small app written for the reference checks (issue 28): SwiftUI, UIKit, SpriteKit, Objective-C,
/// a storyboard, an `Info.plist` and a level file, with known uses, unused assets and missing loads.
/// Its code is kept here as text and written out by ``make(in:)``, so that no run over this
/// repository reads it as the repository's own code.
///
/// | Asset | Verdict | Why |
/// |---|---|---|
/// | `coin.imageset` | used | `UIImage(named: "coin")` |
/// | `gem.imageset` | used | Xcode's generated symbol `Image(.gem)` |
/// | `old_banner.imageset` | **unused** | named only in a comment of `Legacy.m` |
/// | `BrandColor.colorset` | used | `Color("BrandColor")`, the storyboard |
/// | `unusedTint.colorset` | **unused** | named nowhere |
/// | `AccentColor.colorset`, `AppIcon.appiconset` | used | by the build settings and the system |
/// | `Art/walk_*` | used | `UIImage(named: "walk_\(frame)")` |
/// | `Art/legacy_logo` | used | `[UIImage imageNamed:@"legacy_logo"]` |
/// | `Art/spin_1` | used | `[NSString stringWithFormat:@"spin_%d", i]` |
/// | `Art/splash_bg` | used | the storyboard's `image="splash_bg"` |
/// | `Art/level_star` | used | a string in `Data/levels.json` |
/// | `Art/tutorial_arrow` | **unused** | the storyboard asks for `tutorial_arow` |
/// | `Sounds/pop.aac` | used | `SKAction.playSoundFileNamed("pop.aac", ...)` |
/// | `Sounds/unused_jingle.aac` | **unused** | named nowhere |
/// | `Fonts/DejaVuSerif.ttf` | used | `.custom("DejaVuSerif", size:)`, listed in `UIAppFonts` |
///
/// | Load | Verdict |
/// |---|---|
/// | `UIImage(named: "coins")`, `ShopView.swift:19` | **missing**, did you mean `coin` |
/// | `UIFont(name: "DejaVuSerif-Bold")`, `ShopView.swift:23` | **missing**: the app bundles DejaVu Serif, not that face |
/// | `UIFont(name: "Menlo-Bold")` | not checked: one of iOS's own fonts |
/// | `UIImage(named: "ghost_\(n)")`, `ShopView.swift:21` | **dynamic reference** matching nothing |
/// | storyboard `image="tutorial_arow"` | **missing**, did you mean `tutorial_arrow` |
/// | `Image(systemName:)`, the storyboard's `catalog="system"` image | not checked: SF Symbols |
/// | `UIAppFonts` entry `Fonts/Nunito-Black.ttf`, `Info.plist:10` | **font.not-registered**: no such file |
///
enum ShopProject {
    /// The text files, by path in the project.
    static let texts: [String: String] = [
        "ShopView.swift": #"""
import SwiftUI
import SpriteKit
import UIKit

struct ShopView: View {
    let frame: Int

    var body: some View {
        VStack {
            Image(.gem)
            Image(systemName: "star.fill")
            Color("BrandColor")
            Image(uiImage: UIImage(named: "coin")!)
            Image(uiImage: UIImage(named: "walk_\(frame)")!)
            Text("Shop").font(.custom("DejaVuSerif", size: 17))
        }
    }

    func coins() -> UIImage? { UIImage(named: "coins") }

    func ghost(_ n: Int) -> UIImage? { UIImage(named: "ghost_\(n)") }

    func heading() -> UIFont? { UIFont(name: "DejaVuSerif-Bold", size: 20) }

    func code() -> UIFont? { UIFont(name: "Menlo-Bold", size: 12) }

    func pop() -> SKAction { SKAction.playSoundFileNamed("pop.aac", waitForCompletion: false) }
}
"""#,
        "Legacy.m": #"""
#import <UIKit/UIKit.h>

@implementation LegacyHeader
- (UIImage *)logo {
    return [UIImage imageNamed:@"legacy_logo"];
}
- (UIImage *)spinFrame:(int)i {
    // [UIImage imageNamed:@"old_banner"] was the header before 2.0
    return [UIImage imageNamed:[NSString stringWithFormat:@"spin_%d", i]];
}
@end
"""#,
        "Main.storyboard": #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="BYZ-38-t0r">
    <scenes>
        <scene sceneID="tne-QT-ifu">
            <objects>
                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                        <subviews>
                            <imageView contentMode="scaleAspectFit" image="splash_bg" id="a1b-2c-3d4"/>
                            <button opaque="NO" contentMode="scaleToFill" id="e5f-6g-7h8">
                                <state key="normal" image="star.fill" catalog="system"/>
                            </button>
                            <imageView contentMode="scaleAspectFit" image="tutorial_arow" id="i9j-0k-1l2"/>
                        </subviews>
                        <color key="backgroundColor" name="BrandColor"/>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
    <resources>
        <image name="splash_bg" width="320" height="480"/>
        <image name="star.fill" catalog="system" width="128" height="124"/>
        <image name="tutorial_arow" width="32" height="32"/>
        <namedColor name="BrandColor">
            <color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </namedColor>
    </resources>
</document>
"""#,
        "Info.plist": #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key>
	<string>Shop</string>
	<key>UIAppFonts</key>
	<array>
		<string>DejaVuSerif.ttf</string>
		<string>Fonts/Nunito-Black.ttf</string>
	</array>
</dict>
</plist>
"""#,
        "Data/levels.json": #"""
{"levels": [{"id": 1, "reward": "level_star", "title": "First steps"}]}
"""#,
    ]

    /// Writes the project into `folder` (its `Shop/` folder): the texts above, 2x2 PNGs, the
    /// DejaVu subset of the font fuzz corpus and a second of AAC from the audio fixtures.
    static func make(in folder: TemporaryFolder) throws {
        for (path, text) in texts { try folder.write("Shop/" + path, text: text + "\n") }
        let png = PNGFixture.sprite(2, 2)
        for name in ["coin", "gem", "old_banner"] {
            try folder.write("Shop/Assets.xcassets/\(name).imageset/\(name)@2x.png", png)
            try folder.write("Shop/Assets.xcassets/\(name).imageset/Contents.json", text: #"{"images": [{"filename": "\#(name)@2x.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}"#)
        }
        for name in ["BrandColor", "unusedTint", "AccentColor"] {
            try folder.write("Shop/Assets.xcassets/\(name).colorset/Contents.json", text: #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#)
        }
        try folder.write("Shop/Assets.xcassets/AppIcon.appiconset/icon.png", PNGFixture.opaque(1024, 1024))
        try folder.write("Shop/Assets.xcassets/AppIcon.appiconset/Contents.json", text: #"{"images": [{"filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}], "info": {"author": "xcode", "version": 1}}"#)
        try folder.write("Shop/Assets.xcassets/Contents.json", text: #"{"info": {"author": "xcode", "version": 1}}"#)
        for name in ["walk_1", "walk_2", "legacy_logo", "splash_bg", "level_star", "spin_1", "tutorial_arrow"] {
            try folder.write("Shop/Art/\(name)@2x.png", png)
        }
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Fuzz/Corpus/font/dejavu-serif-abc.ttf"))
        try folder.write("Shop/Fonts/DejaVuSerif.ttf", [UInt8](font))
        let aac = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/AssetInspectionTests/Fixtures/audio/noise-1s-44100-mono-128k.aac"))
        try folder.write("Shop/Sounds/pop.aac", [UInt8](aac))
        try folder.write("Shop/Sounds/unused_jingle.aac", [UInt8](aac))
    }
}
