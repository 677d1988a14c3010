/// Examples of the checks, run as tests (see `CheckExample`).
enum CatalogCheckExamples {
    /// UI images and effect animations in an asset catalog.
    static let rules = CheckExample.rules("""
          ui-element:
            kind: image
            paths: ["Assets.xcassets/UI/**"]
          confetti-animation:
            kind: animation
            paths: ["Assets.xcassets/Animations/**/*.json"]
        """)

    private static let play = "Assets.xcassets/UI/play.imageset"
    private static let confetti = "Assets.xcassets/Animations/confetti.dataset"

    /// The play button's image set: `Contents.json` lists `listed` (file name and scale), the folder holds `present`.
    private static func playSet(listed: [(String, Int?)] = [("play@2x.png", 2), ("play@3x.png", 3)],
                                present: [String] = ["play@2x.png", "play@3x.png"]) -> ImageSetListing {
        ImageSetListing(path: play, listed: listed.map { .init(filename: $0.0, scale: $0.1, idiom: "universal") },
                        present: present)
    }

    static let contents: [CheckExample] = [
        .passing("an image set whose Contents.json lists both scales", rules: rules, imageSets: [playSet()]),
        .triggering("an image set without Contents.json", rules: rules,
                    catalogProblems: [CatalogProblem(path: play, failure: .missing)]),
        .triggering("a data set without Contents.json", rules: rules,
                    catalogProblems: [CatalogProblem(path: confetti, failure: .missing)]),
        .triggering("a Contents.json that is not a JSON object (a merge conflict left in it)", rules: rules,
                    catalogProblems: [CatalogProblem(path: play + "/Contents.json",
                                                     failure: .unreadable(reason: "is not a valid JSON object"))]),
        .triggering("a Contents.json without an images list", rules: rules,
                    catalogProblems: [CatalogProblem(path: play + "/Contents.json",
                                                     failure: .unreadable(reason: "has no \"images\" list"))]),
    ]

    static let missingFile: [CheckExample] = [
        .passing("both listed scales are in the set", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png listed but not in the set", rules: rules,
                    imageSets: [playSet(present: ["play@2x.png"])]),
        .triggering("a data set listing confetti.json, which is not in it", rules: rules, imageSets: [
            ImageSetListing(path: confetti, listed: [.init(filename: "confetti.json", scale: nil, idiom: "universal")],
                            present: []),
        ]),
        .passing("a set listing only @2x and holding only @2x", rules: rules,
                 imageSets: [playSet(listed: [("play@2x.png", 2)], present: ["play@2x.png"])]),
        .triggering("a set listing an absolute path from the designer's computer", rules: rules,
                    imageSets: [playSet(listed: [("/Users/anna/Export/play@2x.png", 2)], present: [])]),
    ]

    static let unlistedFile: [CheckExample] = [
        .passing("every file in the set is listed", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png copied into the set but not listed", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 2)])]),
        .triggering("an old play_old@2x.png left beside the listed files", rules: rules,
                    imageSets: [playSet(present: ["play@2x.png", "play@3x.png", "play_old@2x.png"])]),
    ]

    static let scaleMismatch: [CheckExample] = [
        .passing("play@2x.png listed as 2x, play@3x.png as 3x", rules: rules, imageSets: [playSet()]),
        .triggering("play@3x.png listed as 2x beside play@2x.png: two files in one slot", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 2), ("play@3x.png", 2)])]),
        .triggering("the two scales swapped in Contents.json: the 3x slot holds the smaller image", rules: rules,
                    [.examplePNG(play + "/play@2x.png", 88, 88), .examplePNG(play + "/play@3x.png", 132, 132)],
                    imageSets: [playSet(listed: [("play@2x.png", 3), ("play@3x.png", 2)])]),
        .triggering("one file in the universal 1x and 2x slots: two point sizes on one kind of device", rules: rules,
                    imageSets: [playSet(listed: [("play@2x.png", 1), ("play@2x.png", 2), ("play@3x.png", 3)])]),
        .passing("one file in two families' slots, universal 2x and mac 1x, as Apple's DemoBots does", rules: rules,
                 [.examplePNG(play + "/play@2x.png", 88, 88), .examplePNG(play + "/play@3x.png", 132, 132)],
                 imageSets: [ImageSetListing(path: play, listed: [
                     .init(filename: "play@2x.png", scale: 2, idiom: "universal"),
                     .init(filename: "play@3x.png", scale: 3, idiom: "universal"),
                     .init(filename: "play@2x.png", scale: 1, idiom: "mac"),
                     .init(filename: "play@3x.png", scale: 2, idiom: "mac"),
                 ], present: ["play@2x.png", "play@3x.png"])]),
        .passing("a file named @2x in the only, 1x slot: the slot decides, the name does not matter", rules: rules,
                 imageSets: [playSet(listed: [("play@2x.png", 1)], present: ["play@2x.png"])]),
        .passing("files named without @Nx: the scale in Contents.json is all there is", rules: rules, imageSets: [
            playSet(listed: [("play-medium.png", 2), ("play-large.png", 3)], present: ["play-medium.png", "play-large.png"]),
        ]),
        .passing("an entry without a scale key: nothing to compare @2x with", rules: rules,
                 imageSets: [playSet(listed: [("play@2x.png", nil)], present: ["play@2x.png"])]),
    ]

    private static let appIcon = "Assets.xcassets/AppIcon.appiconset"

    /// An app icon set listing `file` in one slot: `idiom`, `size` in points, `scale`, other traits.
    private static func iconSet(_ file: String, idiom: String, size: String, scale: Int?,
                                traits: [String: String] = [:]) -> ImageSetListing {
        ImageSetListing(path: appIcon, listed: [.init(filename: file, scale: scale, idiom: idiom,
                                                      traits: traits.merging(["size": size]) { first, _ in first })],
                        present: [file])
    }

    static let appIconSize: [CheckExample] = [
        .passing("a single-size 1024x1024 px icon (Xcode 14 and later): no @2x or @3x asked for", rules: rules,
                 [.examplePNG(appIcon + "/icon.png", 1024, 1024, alpha: false)],
                 imageSets: [iconSet("icon.png", idiom: "universal", size: "1024x1024", scale: nil, traits: ["platform": "ios"])]),
        .passing("the 83.5 pt @2x iPad Pro icon at 167x167 px", rules: rules,
                 [.examplePNG(appIcon + "/icon-167.png", 167, 167, alpha: false)],
                 imageSets: [iconSet("icon-167.png", idiom: "ipad", size: "83.5x83.5", scale: 2)]),
        .triggering("a 120x120 px icon in the iphone 60 pt @3x slot (180x180 px)", rules: rules,
                    [.examplePNG(appIcon + "/icon-120.png", 120, 120, alpha: false)],
                    imageSets: [iconSet("icon-120.png", idiom: "iphone", size: "60x60", scale: 3)]),
        .triggering("a 512x512 px single-size icon", rules: rules,
                    [.examplePNG(appIcon + "/icon.png", 512, 512, alpha: false)],
                    imageSets: [iconSet("icon.png", idiom: "universal", size: "1024x1024", scale: nil, traits: ["platform": "ios"])]),
    ]

    static let appIconAlpha: [CheckExample] = [
        .passing("an opaque marketing icon", rules: rules,
                 [.examplePNG(appIcon + "/icon.png", 1024, 1024, alpha: false)],
                 imageSets: [iconSet("icon.png", idiom: "ios-marketing", size: "1024x1024", scale: 1)]),
        .passing("an alpha channel whose every pixel is opaque", rules: rules,
                 [.examplePNG(appIcon + "/icon.png", 1024, 1024, minAlpha: 255)],
                 imageSets: [iconSet("icon.png", idiom: "universal", size: "1024x1024", scale: nil, traits: ["platform": "ios"])]),
        .triggering("a single-size icon with transparent corners", rules: rules,
                    [.examplePNG(appIcon + "/icon.png", 1024, 1024, cornerAlpha: [0, 0, 0, 0])],
                    imageSets: [iconSet("icon.png", idiom: "universal", size: "1024x1024", scale: nil, traits: ["platform": "ios"])]),
        .triggering("an iphone 60 pt @3x icon with translucent pixels (a warning)", rules: rules,
                    [.examplePNG(appIcon + "/icon-180.png", 180, 180, cornerAlpha: [0, 0, 0, 0])],
                    imageSets: [iconSet("icon-180.png", idiom: "iphone", size: "60x60", scale: 3)]),
        .passing("a dark single-size variant with a transparent background, as iOS 18 allows", rules: rules,
                 [.examplePNG(appIcon + "/icon-dark.png", 1024, 1024, cornerAlpha: [0, 0, 0, 0])],
                 imageSets: [iconSet("icon-dark.png", idiom: "universal", size: "1024x1024", scale: nil,
                                     traits: ["platform": "ios", "appearance.luminosity": "dark"])]),
        .passing("an alternate icon set with transparent corners: not the App Store icon", rules: rules,
                 [.examplePNG("Assets.xcassets/AppIcon-Dark.appiconset/icon.png", 1024, 1024, cornerAlpha: [0, 0, 0, 0])],
                 imageSets: [ImageSetListing(path: "Assets.xcassets/AppIcon-Dark.appiconset", listed: [
                     .init(filename: "icon.png", scale: nil, idiom: "universal", traits: ["size": "1024x1024", "platform": "ios"]),
                 ], present: ["icon.png"])]),
        .passing("a Mac icon, shaped with transparent corners", rules: rules,
                 [.examplePNG(appIcon + "/mac-512.png", 512, 512, cornerAlpha: [0, 0, 0, 0])],
                 imageSets: [iconSet("mac-512.png", idiom: "mac", size: "256x256", scale: 2)]),
    ]

    private static let brand = "Assets.xcassets/Brand.colorset"

    static let color: [CheckExample] = [
        .passing("a colour with decimal, hex and 0-255 components, and a dark one naming a system colour", rules: rules,
                 imageSets: [ImageSetListing(path: brand, listed: [], present: [], colors: [
                     CatalogColor(idiom: "universal", colorSpace: "srgb",
                                  components: ["red": "0.502", "green": "0xFF", "blue": "56", "alpha": "1.000"]),
                     CatalogColor(idiom: "universal", traits: ["appearance.luminosity": "dark"], colorSpace: nil,
                                  components: [:], isReference: true),
                 ])]),
        .passing("an extended-srgb colour brighter than 1", rules: rules,
                 imageSets: [ImageSetListing(path: brand, listed: [], present: [], colors: [
                     CatalogColor(idiom: "universal", colorSpace: "extended-srgb",
                                  components: ["red": "1.200", "green": "0.000", "blue": "0.000", "alpha": "1.000"]),
                 ])]),
        .triggering("an sRGB component above 1", rules: rules,
                    imageSets: [ImageSetListing(path: brand, listed: [], present: [], colors: [
                        CatalogColor(idiom: "universal", colorSpace: "srgb",
                                     components: ["red": "1.200", "green": "0.000", "blue": "0.000", "alpha": "1.000"]),
                    ])]),
        .triggering("a component that is not a number (a merge left a placeholder)", rules: rules,
                    imageSets: [ImageSetListing(path: brand, listed: [], present: [], colors: [
                        CatalogColor(idiom: "universal", colorSpace: "srgb",
                                     components: ["red": "TODO", "green": "0.000", "blue": "0.000", "alpha": "1.000"]),
                    ])]),
        .triggering("a grey colour without its white component", rules: rules,
                    imageSets: [ImageSetListing(path: brand, listed: [], present: [], colors: [
                        CatalogColor(idiom: "universal", colorSpace: "gray-gamma-22", components: ["alpha": "1.000"]),
                    ])]),
    ]
}
