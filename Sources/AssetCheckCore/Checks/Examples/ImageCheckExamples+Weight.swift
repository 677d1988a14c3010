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
            .passing("a class that names its scales gets image.scale-pair instead", rules: rules,
                     [.examplePNG("UI/button@2x.png", 242, 96)]),
        ]
    }()
}
