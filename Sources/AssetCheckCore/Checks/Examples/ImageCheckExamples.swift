/// Examples of the image checks, run as tests (see ``CheckExample``).
enum ImageCheckExamples {
    /// Characters at a fixed size with a transparent background, icons with a minimum square
    /// size, UI at any size, backgrounds opaque in PNG or JPEG.
    static let rules = CheckExample.rules("""
          character:
            kind: image
            paths: ["Characters/**"]
            size: 300x450 pt
            background: transparent
          icon:
            kind: image
            paths: ["Icons/**"]
            min-size: 96x96 pt
            square: true
          ui:
            kind: image
            paths: ["UI/**"]
          background:
            kind: image
            paths: ["Backgrounds/**"]
            formats: [png, jpeg]
            background: opaque
          photo:
            kind: image
            paths: ["Photos/**"]
            formats: [jpeg]
            scales: [2x]
            size: 1194x834 pt
        """)

    static let clear = [0, 0, 0, 0]

    /// A character pose at both scales, with clear corners.
    static func pose(_ name: String = "wave", twoX: (Int, Int) = (600, 900), threeX: (Int, Int) = (900, 1350)) -> [AssetRecord] {
        [.examplePNG("Characters/\(name)@2x.png", twoX.0, twoX.1, cornerAlpha: clear),
         .examplePNG("Characters/\(name)@3x.png", threeX.0, threeX.1, cornerAlpha: clear)]
    }

    static let format: [CheckExample] = [
        .passing("a PNG pose named .png", rules: rules, pose()),
        .triggering("a JPEG named .png", rules: rules, [
            .exampleFailure("Characters/wave@2x.png", kind: .image, format: .jpeg,
                            .image(.misnamed(content: .jpeg, fileExtension: "png"))),
            pose()[1],
        ]),
        .triggering("a GIF behind .png", rules: rules, [
            .exampleFailure("UI/button@2x.png", kind: .image, format: .gif, .image(.unsupported(content: .gif))),
        ]),
        .triggering("a JPEG character, where the class allows PNG only", rules: rules, [
            .exampleJPEG("Characters/wave@2x.jpg", 600, 900), pose()[1],
        ]),
        .passing("a JPEG background, which the class allows", rules: rules, [
            .exampleJPEG("Backgrounds/forest@2x.jpg", 2388, 1668), .exampleJPEG("Backgrounds/forest@3x.jpg", 3582, 2502),
        ]),
    ]

    static let corrupt: [CheckExample] = [
        .passing("a whole PNG", rules: rules, pose()),
        .triggering("a PNG whose IDAT CRC is wrong", rules: rules, [
            .exampleFailure("UI/button@2x.png", kind: .image, format: .png,
                            .image(.corrupt(content: .png, reason: "IDAT: CRC error"))),
        ]),
        .triggering("a PNG whose pixel data does not inflate", rules: rules, [
            .exampleFailure("Characters/wave@2x.png", kind: .image, format: .png,
                            .image(.undecodablePixels(reason: "invalid distance too far back"))),
        ]),
    ]

    static let tooLarge: [CheckExample] = [
        .passing("a 3582x2502 background, below 50 megapixels", rules: rules, [
            .examplePNG("Backgrounds/forest@3x.png", 3582, 2502, alpha: false),
        ]),
        .triggering("a header claiming 100000x100000 px", rules: rules, [
            .exampleFailure("UI/bomb@2x.png", kind: .image, format: .png,
                            .image(.tooManyPixels(width: 100_000, height: 100_000, limit: 50_000_000))),
        ]),
        .triggering("a header claiming a side longer than libpng's 1,000,000 px", rules: rules, [
            .exampleFailure("UI/strip@2x.png", kind: .image, format: .png,
                            .image(.sideTooLong(width: 1_000_001, height: 1, limit: 1_000_000, raisable: false))),
        ]),
    ]

    static let alphaChannel: [CheckExample] = [
        .passing("a pose with an alpha channel", rules: rules, pose()),
        .triggering("a pose exported as RGB, without alpha", rules: rules, [
            .examplePNG("Characters/wave@2x.png", 600, 900, alpha: false), pose()[1],
        ]),
        .passing("a background without alpha: the class wants no transparency", rules: rules, [
            .examplePNG("Backgrounds/sky@2x.png", 2388, 1668, alpha: false),
            .examplePNG("Backgrounds/sky@3x.png", 3582, 2502, alpha: false),
        ]),
    ]

    static let transparentBackground: [CheckExample] = [
        .passing("a pose whose four corners have alpha 0", rules: rules, pose()),
        .triggering("a pose whose top-right corner is opaque", rules: rules, [
            .examplePNG("Characters/wave@2x.png", 600, 900, cornerAlpha: [0, 255, 0, 0]), pose()[1],
        ]),
    ]

    static let opaque: [CheckExample] = [
        .passing("an opaque background", rules: rules, [
            .examplePNG("Backgrounds/sky@2x.png", 2388, 1668, minAlpha: 255),
            .examplePNG("Backgrounds/sky@3x.png", 3582, 2502, minAlpha: 255),
        ]),
        .triggering("a background with a see-through pixel (alpha 12)", rules: rules, [
            .examplePNG("Backgrounds/sky@2x.png", 2388, 1668, cornerAlpha: [255, 255, 255, 255], minAlpha: 12),
            .examplePNG("Backgrounds/sky@3x.png", 3582, 2502, minAlpha: 255),
        ]),
    ]

    static let scalePair: [CheckExample] = [
        .passing("a pose at @2x and @3x", rules: rules, pose()),
        .triggering("a pose at @2x only", rules: rules, [pose()[0]]),
        .passing("an iPad-only pose, wave@2x~ipad.png: no iPad is @3x", rules: rules, [
            .examplePNG("Characters/wave@2x~ipad.png", 600, 900, cornerAlpha: clear),
        ]),
        .triggering("an iPad-only pose at 1x, wave~ipad.png: its @2x is missing", rules: rules, [
            .examplePNG("Characters/wave~ipad.png", 300, 450, cornerAlpha: clear),
        ]),
        .passing("an image set with ipad 2x and mac 1x slots only: no @3x for either", rules: rules,
                 [.examplePNG("UI/play.imageset/play-ipad.png", 88, 88), .examplePNG("UI/play.imageset/play-mac.png", 44, 44)],
                 imageSets: [ImageSetListing(path: "UI/play.imageset", listed: [
                     .init(filename: "play-ipad.png", scale: 2, idiom: "ipad"),
                     .init(filename: "play-mac.png", scale: 1, idiom: "mac"),
                 ], present: ["play-ipad.png", "play-mac.png"])]),
        .triggering("an image set whose dark appearance has only 2x: its 3x is missing", rules: rules,
                    [.examplePNG("UI/play.imageset/play@2x.png", 88, 88), .examplePNG("UI/play.imageset/play@3x.png", 132, 132),
                     .examplePNG("UI/play.imageset/play-dark@2x.png", 88, 88)],
                    imageSets: [ImageSetListing(path: "UI/play.imageset", listed: [
                        .init(filename: "play@2x.png", scale: 2, idiom: "universal"),
                        .init(filename: "play@3x.png", scale: 3, idiom: "universal"),
                        .init(filename: "play-dark@2x.png", scale: 2, idiom: "universal", traits: ["appearance.luminosity": "dark"]),
                    ], present: ["play@2x.png", "play@3x.png", "play-dark@2x.png"])]),
    ]

    static let scaleSuffix: [CheckExample] = [
        .passing("a pose at @2x and @3x", rules: rules, pose()),
        .triggering("a pose at @2X and @3x: rename, and no missing @2x", rules: rules, [
            .examplePNG("Characters/wave@2X.png", 600, 900, cornerAlpha: clear), pose()[1],
        ]),
    ]

    static let scaleRatio: [CheckExample] = [
        .passing("a 242x96 px button at @2x beside 363x144 px at @3x", rules: rules, [
            .examplePNG("UI/button@2x.png", 242, 96), .examplePNG("UI/button@3x.png", 363, 144),
        ]),
        .triggering("a 242x96 px button at @2x beside 360x144 px at @3x", rules: rules, [
            .examplePNG("UI/button@2x.png", 242, 96), .examplePNG("UI/button@3x.png", 360, 144),
        ]),
        .passing("a wrong @3x character: image.size names it, not the ratio", rules: rules,
                 pose(threeX: (898, 1350))),
    ]

    static let scaleDivisible: [CheckExample] = [
        .passing("a 242x96 px @2x button: 121x48 pt", rules: rules, [
            .examplePNG("UI/button@2x.png", 242, 96), .examplePNG("UI/button@3x.png", 363, 144),
        ]),
        .triggering("a 241x96 px @2x button: half a point", rules: rules, [
            .examplePNG("UI/button@2x.png", 241, 96), .examplePNG("UI/button@3x.png", 363, 144),
        ]),
    ]

    static let size: [CheckExample] = [
        .passing("a 300x450 pt pose: 600x900 and 900x1350 px", rules: rules, pose()),
        .triggering("a 598x900 px pose at @2x", rules: rules, pose(twoX: (598, 900))),
        .passing("a 1668x2388 px JPEG photo stored with Exif orientation 6: shown 2388x1668 px", rules: rules, [
            .exampleJPEG("Photos/beach@2x.jpg", 1668, 2388, orientation: 6),
        ]),
        .triggering("a 2388x1668 px JPEG photo stored with Exif orientation 6: shown 1668x2388 px", rules: rules, [
            .exampleJPEG("Photos/beach@2x.jpg", 2388, 1668, orientation: 6),
        ]),
        .passing("UI elements have no fixed size", rules: rules, [
            .examplePNG("UI/button@2x.png", 242, 96), .examplePNG("UI/button@3x.png", 363, 144),
        ]),
    ]

    static let minSize: [CheckExample] = [
        .passing("a 96x96 pt icon: 192x192 and 288x288 px", rules: rules, [
            .examplePNG("Icons/home@2x.png", 192, 192), .examplePNG("Icons/home@3x.png", 288, 288),
        ]),
        .triggering("a 64x64 pt icon", rules: rules, [
            .examplePNG("Icons/home@2x.png", 128, 128), .examplePNG("Icons/home@3x.png", 192, 192),
        ]),
    ]

    static let square: [CheckExample] = [
        .passing("a square icon", rules: rules, [
            .examplePNG("Icons/home@2x.png", 192, 192), .examplePNG("Icons/home@3x.png", 288, 288),
        ]),
        .triggering("a 200x192 px icon", rules: rules, [
            .examplePNG("Icons/home@2x.png", 200, 192), .examplePNG("Icons/home@3x.png", 300, 288),
        ]),
    ]
}
