import AssetCheckCore
import AssetReferences
import Testing

/// Swift sources as an app writes them, read for their loads, symbols, mentions and patterns.
@Suite("Swift references")
struct SwiftReferenceReaderTests {
    private func read(_ source: String) -> SourceFileReferences {
        SourceReader.read(Array(source.utf8), path: "Sources/App/View.swift")
    }

    @Test("UIKit, SwiftUI, SpriteKit and AppKit loads give the kind and the line of each name")
    func loads() {
        let found = read("""
            let coin = UIImage(named: "coin")
            let star = UIImage.init(named: "star", in: nil, compatibleWith: nil)
            let main = UIImage(named: "hero", in: .main, with: nil)
            let explicit = UIImage(named: "villain", in: Bundle.main, compatibleWith: nil)
            var body: some View {
                VStack {
                    Image("logo")
                    Image("badge", bundle: nil)
                    Image(decorative: "divider")
                    SwiftUI.Image("qualified")
                    Color("Brand").frame(width: 2)
                }
            }
            let texture = SKTexture(imageNamed: "tile")
            let sprite = SKSpriteNode(imageNamed: "ship")
            let literal = #imageLiteral(resourceName: "old")
            let mac = NSImage(named: "toolbar")
            let tint = UIColor(named: "Accent")
            let paper = NSColor(named: "Paper")
            let level = NSDataAsset(name: "level1")
            let atlas = SKTextureAtlas(named: "Enemies")
            """)
        #expect(found.references == [
            SourceReference(.image, "coin", line: 1),
            SourceReference(.image, "star", line: 2),
            SourceReference(.image, "hero", line: 3),
            SourceReference(.image, "villain", line: 4),
            SourceReference(.image, "logo", line: 7),
            SourceReference(.image, "badge", line: 8),
            SourceReference(.image, "divider", line: 9),
            SourceReference(.image, "qualified", line: 10),
            SourceReference(.color, "Brand", line: 11),
            SourceReference(.image, "tile", line: 14),
            SourceReference(.image, "ship", line: 15),
            SourceReference(.image, "old", line: 16),
            SourceReference(.image, "toolbar", line: 17),
            SourceReference(.color, "Accent", line: 18),
            SourceReference(.color, "Paper", line: 19),
            SourceReference(.data, "level1", line: 20),
            SourceReference(.atlas, "Enemies", line: 21),
        ])
        #expect(found.mentions == [])
        #expect(found.note == nil)
    }

    @Test("Sounds, fonts, Lottie animations and main-bundle resources")
    func soundsFontsAnimationsResources() {
        let found = read("""
            run(SKAction.playSoundFileNamed("jump.caf", waitForCompletion: false))
            run(.playSoundFileNamed("land.wav", waitForCompletion: true))
            let title = UIFont(name: "Chalkboard-Bold", size: 18)
            Text("Hi").font(.custom("Baloo2-Regular", size: 14))
            Text("Ho").font(Font.custom("Baloo2-Bold", fixedSize: 20))
            let confetti = LottieAnimation.named("confetti")
            let legacy = Animation.named("stars")
            let view = LottieAnimationView(name: "loader")
            let old = AnimationView(name: "spinner")
            LottieView(animation: .named("wave"))
            let music = Bundle.main.url(forResource: "theme", withExtension: "mp3")
            let level = Bundle.main.path(forResource: "level", ofType: "json")
            let whole = Bundle.main.url(forResource: "intro.mp4", withExtension: nil)
            """)
        #expect(found.references == [
            SourceReference(.sound, "jump.caf", line: 1),
            SourceReference(.sound, "land.wav", line: 2),
            SourceReference(.font, "Chalkboard-Bold", line: 3),
            SourceReference(.font, "Baloo2-Regular", line: 4),
            SourceReference(.font, "Baloo2-Bold", line: 5),
            SourceReference(.animation, "confetti", line: 6),
            SourceReference(.animation, "stars", line: 7),
            SourceReference(.animation, "loader", line: 8),
            SourceReference(.animation, "spinner", line: 9),
            SourceReference(.animation, "wave", line: 10),
            SourceReference(.resource, "theme", fileExtension: "mp3", line: 11),
            SourceReference(.resource, "level", fileExtension: "json", line: 12),
            SourceReference(.resource, "intro.mp4", line: 13),
        ])
        // The extension is a literal of its own.
        #expect(found.mentions == ["Hi", "Ho", "json", "mp3"])
    }

    @Test("Loads from another bundle, SF Symbols and other look-alikes are mentions, never references")
    func notReferences() {
        let found = read("""
            let symbol = Image(systemName: "star.fill")
            let framework = UIImage(named: "shared", in: someBundle, compatibleWith: nil)
            let module = Image("packaged", bundle: .module)
            let tests = Bundle(for: Self.self).url(forResource: "fixture", withExtension: "png")
            let package = Bundle.module.url(forResource: "sound", withExtension: "caf")
            let variable = bundle.path(forResource: "data", ofType: "bin")
            let unknownExtension = Bundle.main.url(forResource: "clip", withExtension: fileType)
            let wrapped = Image(uiImage: picture)
            let named = UIImage(named: name)
            let other = Theme.named("dark")
            let padding = Text("x").padding(.custom("wide", size: 2))
            let format = String(format: "%@", value)
            """)
        #expect(found.references == [SourceReference(.font, "wide", line: 11)])
        #expect(found.mentions == [
            "%@", "bin", "caf", "clip", "dark", "data", "fixture", "packaged", "png", "shared", "sound", "star.fill", "x",
        ])
    }

    @Test("Interpolated names are patterns; a name from a variable gives no reference")
    func patterns() {
        let found = read(#"""
            let coin = UIImage(named: "coin_\(value)")
            let frame = SKTexture(imageNamed: "walk_\(direction)_\(step)")
            let loose = UIImage(named: "\(prefix)\(suffix)")
            let sound = Bundle.main.url(forResource: "level\(n)", withExtension: "m4a")
            """#)
        #expect(found.references == [
            SourceReference(.image, "coin_*", isPattern: true, line: 1),
            SourceReference(.image, "walk_*_*", isPattern: true, line: 2),
            SourceReference(.resource, "level*", isPattern: true, fileExtension: "m4a", line: 4),
        ])
        #expect(found.mentionPatterns == [])
        #expect(found.mentions == ["m4a"])
    }

    @Test("Generated symbols: Xcode's resources, SwiftGen's Asset enum and R.swift")
    func symbols() {
        let found = read("""
            Image(.heroPortrait)
            let tint = UIColor(resource: .accentBlue)
            Color(.pageBackground)
            let icon = UIImage(resource: .appLogo)
            let base: UIImage = .init(resource: .splash)
            let resource = ImageResource.bigCoin
            let color = ColorResource.warmGrey
            let gen = Asset.Images.goldStar.image
            let flat = Asset.silverStar.swiftUIImage
            let nested = Asset.Colors.Brand.primaryRed.color
            let rswift = R.image.bronzeStar()
            let rcolor = R.color.textMain
            let other = Theme.Images.notAnAsset
            let banner = UIImage.promoBanner
            Text("x").foregroundStyle(Color.brandRed).background(.cardFill)
            """)
        #expect(found.references == [
            SourceReference(.symbol, "heroPortrait", line: 1),
            SourceReference(.symbol, "accentBlue", line: 2),
            SourceReference(.symbol, "pageBackground", line: 3),
            SourceReference(.symbol, "appLogo", line: 4),
            SourceReference(.symbol, "splash", line: 5),
            SourceReference(.symbol, "bigCoin", line: 6),
            SourceReference(.symbol, "warmGrey", line: 7),
            SourceReference(.symbol, "goldStar", line: 8),
            SourceReference(.symbol, "silverStar", line: 9),
            SourceReference(.symbol, "primaryRed", line: 10),
            SourceReference(.symbol, "bronzeStar", line: 11),
            SourceReference(.symbol, "textMain", line: 12),
            SourceReference(.symbol, "promoBanner", line: 14),
            SourceReference(.symbol, "brandRed", line: 15),
        ])
        // Members with no type written may be Xcode's symbol extensions (`Color.cardFill`): uses only.
        #expect(found.symbolMentions == ["accentBlue", "appLogo", "cardFill", "heroPortrait", "pageBackground", "splash"])
    }

    @Test("Mentions: every other literal, escapes decoded, multi-line and raw literals too")
    func mentions() {
        let found = read(##"""
            let names = ["coin", "gem\u{2D}red", "tab\tstop"]
            let raw = #"back\slash"#
            let block = """
                two
                lines
                """
            let emptyOne = ""
            """##)
        #expect(found.mentions == ["", "back\\slash", "coin", "gem-red", "tab\tstop", "two\nlines"])
        #expect(found.references == [])
    }

    @Test("Mention patterns: interpolation, printf formats and a literal plus a value")
    func mentionPatterns() {
        let found = read(#"""
            let a = "frame_\(i)"
            let b = String(format: "walk_%02d_%@", i, side)
            let c = "run_" + String(i)
            let d = "jump_" + String(i) + ".png"
            let e = "%d%%"
            let f = "\(x)"
            let g = "x" + suffix
            let h = "100%"
            let i = "ab" + "cd"
            """#)
        #expect(found.mentionPatterns == ["frame_*", "jump_*.png", "run_*", "walk_*_*"])
        #expect(found.mentions.contains("abcd"))
        #expect(found.mentions.contains("walk_%02d_%@"))
    }

    @Test("Registering fonts from code is noticed")
    func fontRegistration() {
        #expect(read("CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)").registersFontsInCode)
        #expect(read("CTFontManagerRegisterGraphicsFont(font, &error)").registersFontsInCode)
        #expect(!read("let font = UIFont(name: \"A\", size: 1)").registersFontsInCode)
    }

    @Test("A file that does not parse is still read, with a note")
    func doesNotParse() {
        let found = read("""
            func broken( {
                let image = UIImage(named: "still")
                let name = "kept"
            """)
        #expect(found.note == "does not parse as Swift; its string literals were still read")
        #expect(found.references == [SourceReference(.image, "still", line: 2)])
        #expect(found.mentions == ["kept"])
    }
}
