/// Examples of the checks the `ios` set adds for images: one raster scale, heavy images.
extension ImageCheckExamples {
    /// Images in classes that require no scale, as the `ios` set's are.
    static let anyScaleRules = CheckExample.rules("""
          app-icon:
            kind: image
            paths: ["**/*.appiconset/*.png"]
            scales: any
          image:
            kind: image
            paths: ["**/*.png"]
            scales: any
        """)

    static let singleScale: [CheckExample] = {
        let set = "Media.xcassets/logo.imageset"
        return [
            .passing("a loose image at @2x and @3x", rules: anyScaleRules,
                     [.examplePNG("UI/star@2x.png", 40, 40), .examplePNG("UI/star@3x.png", 60, 60)]),
            .triggering("a loose image at @2x only", rules: anyScaleRules, [.examplePNG("UI/star@2x.png", 40, 40)]),
            .triggering("an image set with one 1x image", rules: anyScaleRules, [.examplePNG(set + "/logo.png", 40, 40)],
                        imageSets: [ImageSetListing(path: set, listed: [.init(filename: "logo.png", scale: 1)],
                                                    present: ["logo.png"])]),
            .passing("an image set with a PDF beside its PNG (a vector set)", rules: anyScaleRules,
                     [.examplePNG(set + "/logo.png", 40, 40)],
                     imageSets: [ImageSetListing(path: set, listed: [.init(filename: "logo.pdf", scale: nil),
                                                                     .init(filename: "logo.png", scale: 1)],
                                                 present: ["logo.pdf", "logo.png"])]),
            .passing("an app icon at one size", rules: anyScaleRules, [.examplePNG("A.xcassets/AppIcon.appiconset/icon.png", 1024, 1024)]),
            .passing("an iPad-only image at @2x, the only scale iPads have", rules: anyScaleRules,
                     [.examplePNG("UI/panel@2x~ipad.png", 200, 100)]),
            .passing("a loose image without a scale in its name (a screenshot, a page's picture)", rules: anyScaleRules,
                     [.examplePNG("Docs/screenshot.png", 1170, 2532)]),
            .passing("a launch image for the 4-inch iPhone, which is @2x only", rules: anyScaleRules,
                     [.examplePNG("Launch/Default-568h@2x.png", 640, 1136)]),
            .passing("a class that names its scales gets image.scale-pair instead", rules: rules,
                     [.examplePNG("UI/button@2x.png", 242, 96)]),
        ]
    }()
}

extension ImageCheckExamples {
    /// A PNG of `bitDepth` bits per channel.
    static func deepPNG(_ path: String, bitDepth: Int, bytes: Int = 1000) -> AssetRecord {
        .exampleFile(path, kind: .image, format: .png, bytes: bytes,
                     facts: .image(ImageFacts(width: 1024, height: 1024, hasAlphaChannel: true, bitDepth: bitDepth, interlaced: false)))
    }

    static let wideRules = CheckExample.rules("""
          wide-art:
            kind: image
            paths: ["Wide/**"]
            scales: any
            wide-gamut: true
          image:
            kind: image
            paths: ["**/*.png"]
            scales: any
        """)

    static let sixteenBit: [CheckExample] = [
        .passing("an 8-bit PNG", rules: wideRules, [deepPNG("Art/icon.png", bitDepth: 8)]),
        .triggering("a 16-bit PNG", rules: wideRules, [deepPNG("Art/icon.png", bitDepth: 16, bytes: 3_300_000)]),
        .passing("a 16-bit PNG in a wide-gamut class", rules: wideRules, [deepPNG("Wide/sunset.png", bitDepth: 16)]),
    ]

    /// A 1024 px PNG tagged with the colour profile `name`.
    static func taggedPNG(_ path: String, _ name: String, wide: Bool) -> AssetRecord {
        var facts = ImageFacts(width: 1024, height: 1024, hasAlphaChannel: true, bitDepth: 8, interlaced: false)
        facts.colorProfile = ColorProfile(name: name, isWideGamut: wide)
        return .exampleFile(path, kind: .image, format: .png, facts: .image(facts))
    }

    static let wideGamut: [CheckExample] = [
        .passing("an sRGB PNG", rules: wideRules, [taggedPNG("Art/icon.png", "sRGB IEC61966-2.1", wide: false)]),
        .triggering("a Display P3 PNG", rules: wideRules, [taggedPNG("Art/icon.png", "Display P3", wide: true)]),
        .passing("a Display P3 PNG in a wide-gamut class", rules: wideRules, [taggedPNG("Wide/icon.png", "Display P3", wide: true)]),
    ]

    static let oversized: [CheckExample] = [
        .passing("a full-screen iPad Pro 13-inch background at @2x, 2752x2064 px", rules: wideRules,
                 [.examplePNG("Art/bg@2x.png", 2752, 2064), .examplePNG("Art/bg@3x.png", 4128, 3096)]),
        .triggering("a 6000x4000 px photo", rules: wideRules, [.examplePNG("Art/photo.png", 6000, 4000)]),
        .triggering("an 8000x1000 px panorama", rules: wideRules, [.examplePNG("Art/pano.png", 8000, 1000)]),
    ]
}
