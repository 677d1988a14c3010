/// Examples of the checks that read the app's sources, run as tests (see ``CheckExample``).
enum ReferenceCheckExamples {
    static let rules = CheckExample.rules("""
          art:
            kind: image
            paths: ["**/*.png"]
          sounds:
            kind: audio
            paths: ["**/*.caf"]
          fonts:
            kind: font
            paths: ["**/*.ttf"]
        """)

    /// An example bundle with `sources`.
    static func example(_ title: String, triggers: Bool, _ records: [AssetRecord], imageSets: [ImageSetListing] = [],
                        sources: [SourceFileReferences], keep: [String] = []) -> CheckExample {
        var example = CheckExample(title, triggers: triggers, rules: rules, records: records, imageSets: imageSets)
        example.sources = SourceIndex(files: sources, keep: keep)
        return example
    }

    static let coinSet = ImageSetListing(path: "Assets.xcassets/coin.imageset",
                                         listed: [.init(filename: "coin@2x.png", scale: 2)], present: ["coin@2x.png"])
    static let coin = AssetRecord.examplePNG("Assets.xcassets/coin.imageset/coin@2x.png", 64, 64)
    static let shop = SourceFileReferences(path: "App/Shop.swift", references: [SourceReference(.image, "coin", line: 12)])

    static let unused: [CheckExample] = [
        example("an image set the shop loads by name", triggers: false, [coin], imageSets: [coinSet], sources: [shop]),
        example("an image set no source names", triggers: true, [coin, .examplePNG("Art/gem@2x.png", 64, 64)],
                imageSets: [coinSet], sources: [shop]),
        example("frames the code loads as \"walk_\\(i)\"", triggers: false,
                [coin, .examplePNG("Art/walk_1@2x.png", 64, 64), .examplePNG("Art/walk_2@2x.png", 64, 64)], imageSets: [coinSet],
                sources: [shop, SourceFileReferences(path: "App/Hero.swift", references: [SourceReference(.image, "walk_*", isPattern: true, line: 3)])]),
        example("an image named only in a level's JSON", triggers: false, [coin, .examplePNG("Art/gem@2x.png", 64, 64)],
                imageSets: [coinSet], sources: [shop, SourceFileReferences(path: "Data/level1.json", mentions: ["gem"])]),
        example("an image set loaded through Xcode's generated symbol `.coinGold`", triggers: false,
                [.examplePNG("Assets.xcassets/coin-gold.imageset/coin@2x.png", 64, 64)],
                imageSets: [ImageSetListing(path: "Assets.xcassets/coin-gold.imageset", listed: [.init(filename: "coin@2x.png", scale: 2)],
                                            present: ["coin@2x.png"])],
                sources: [SourceFileReferences(path: "App/Shop.swift", references: [SourceReference(.symbol, "coinGold", line: 4)])]),
        example("a sound kept by `keep: [\"jingles/*\"]`", triggers: false, [coin, .exampleFile("jingles/win.caf", kind: .audio)],
                imageSets: [coinSet], sources: [shop], keep: ["jingles/*"]),
    ]

    static let missing: [CheckExample] = [
        example("the shop loads the image set it has", triggers: false, [coin], imageSets: [coinSet], sources: [shop]),
        example("the shop loads \"coin_gold\", which no catalog holds", triggers: true, [coin], imageSets: [coinSet],
                sources: [SourceFileReferences(path: "App/Shop.swift", references: [SourceReference(.image, "coin_gold", line: 12)])]),
        example("a load of \"Menlo-Bold\", one of iOS's own fonts", triggers: false, [coin], imageSets: [coinSet],
                sources: [shop, SourceFileReferences(path: "App/Text.swift", references: [SourceReference(.font, "Menlo-Bold", line: 2)])]),
    ]

    static let dynamic: [CheckExample] = [
        example("\"coin_\\(n)\" and a coin_1 image", triggers: false, [.examplePNG("Art/coin_1@2x.png", 64, 64)],
                sources: [SourceFileReferences(path: "App/Shop.swift", references: [SourceReference(.image, "coin_*", isPattern: true, line: 7)])]),
        example("\"gem_\\(n)\" and no gem image", triggers: true, [.examplePNG("Art/coin_1@2x.png", 64, 64)],
                sources: [SourceFileReferences(path: "App/Shop.swift", references: [
                    SourceReference(.image, "coin_1", line: 6), SourceReference(.image, "gem_*", isPattern: true, line: 7),
                ])]),
    ]

    static func font(_ path: String) -> AssetRecord {
        .exampleFile(path, kind: .font, facts: .font(FontFacts(faces: [
            FontFace(family: "Nunito", style: "Bold", postScriptName: "Nunito-Bold", glyphs: 100, characters: 95),
        ])))
    }

    static let fontRegistration: [CheckExample] = [
        example("Nunito-Bold.ttf listed in UIAppFonts", triggers: false, [font("Fonts/Nunito-Bold.ttf")],
                sources: [SourceFileReferences(path: "App/Info.plist", registeredFonts: [RegisteredFont(file: "Nunito-Bold.ttf", line: 30)])]),
        example("Nunito-Bold.ttf in the bundle, UIAppFonts listing another font", triggers: true, [font("Fonts/Nunito-Bold.ttf")],
                sources: [SourceFileReferences(path: "App/Info.plist", registeredFonts: [RegisteredFont(file: "Other.ttf", line: 30)])]),
        example("fonts registered from code", triggers: false, [font("Fonts/Nunito-Bold.ttf")],
                sources: [SourceFileReferences(path: "App/Fonts.swift", registersFontsInCode: true)]),
    ]
}
