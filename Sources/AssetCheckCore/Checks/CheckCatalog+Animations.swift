extension CheckID {
    public static let animationInvalidJSON: CheckID = "animation.invalid-json"
    public static let animationTooLarge: CheckID = "animation.too-large"
    public static let animationTooDeep: CheckID = "animation.too-deep"
    public static let animationStructure: CheckID = "animation.structure"
    public static let animationFrameRate: CheckID = "animation.frame-rate"
    public static let animationDuration: CheckID = "animation.duration"
    public static let animationMissingImage: CheckID = "animation.missing-image"
    public static let animationRemoteImage: CheckID = "animation.remote-image"
    public static let animationFileSize: CheckID = "animation.file-size"
    public static let animationLayerCount: CheckID = "animation.layer-count"
    public static let animationExpression: CheckID = "animation.expression"
    public static let animationMergePaths: CheckID = "animation.merge-paths"
    public static let animationLumaMatte: CheckID = "animation.luma-matte"
    public static let animationMaskMode: CheckID = "animation.mask-mode"
    public static let animationEffect: CheckID = "animation.effect"
    public static let animationTextLayer: CheckID = "animation.text-layer"
    public static let animationAutoOrient: CheckID = "animation.auto-orient"
}

extension CheckCatalog {
    // The unsupported-feature checks follow lottie-ios 4.x with its default rendering engine
    // option, `.automatic`: the Core Animation engine, falling back to the Main Thread engine when
    // the Core Animation engine can't play a file. Only what neither engine renders is reported;
    // a fallback alone is not a finding. Sources: airbnb/lottie docs/supported-features.md, and
    // lottie-ios Sources/Private/Model (KeyframeGroup, LayerModel, Mask, LayerEffect, LayerStyle,
    // Animation), CoreAnimation/Layers (ShapeLayer, TextLayer, MaskCompositionLayer) and
    // MainThread/NodeRenderSystem (ShapeItem node tree, MaskContainerLayer).
    static let animations: [CheckDescriptor] = [
        .init(.animationInvalidJSON, .error, "A Lottie file is valid JSON (RFC 8259); the finding gives the line "
              + "and column of the first error."),
        .init(.animationTooLarge, .error, "A Lottie file is at most `limits.max-json-size` bytes; a larger one is "
              + "not parsed."),
        .init(.animationTooDeep, .error, "A Lottie file nests arrays and objects at most `limits.max-json-depth` "
              + "levels deep; a deeper one is not parsed."),
        .init(.animationStructure, .error, "The fields lottie-ios needs to load a file are there and sane: `v` a "
              + "string, `fr` > 0, `op` > `ip`, `w` and `h` > 0, `layers` a list whose layers have numeric `ty`, "
              + "`ip`, `op` and `st`."),
        .init(.animationFrameRate, .error, "The frame rate `fr` is exactly the class's `frame-rate`."),
        .init(.animationDuration, .error, "The duration `(op - ip) / fr` is within the class's `duration` range, or "
              + "its nominal value give or take `duration-tolerance`."),
        .init(.animationMissingImage, .error, "Every external image asset (`u` + `p`, relative to the animation's "
              + "folder) is a file of the bundle."),
        .init(.animationRemoteImage, .error, "No image asset is an http(s) URL: the app must work offline (playbook "
              + "5.5), and lottie-ios does not download images."),
        .init(.animationFileSize, .error, "The file is at most the class's `max-file-size`."),
        .init(.animationLayerCount, .error, "The layers, top level plus those inside precompositions, number at "
              + "most the class's `max-layers`."),
        .init(.animationExpression, .warning, "No property has an After Effects expression: lottie-ios 4.x "
              + "evaluates none (both engines; `KeyframeGroup.unsupportedAfterEffectsExpression` is parsed only to "
              + "be logged) and plays the exported keyframes instead."),
        .init(.animationMergePaths, .warning, "No Merge Paths shape item (`ty: \"mm\"`): lottie-ios 4.x draws "
              + "nothing for them in either engine (supported-features: Merge Paths, iOS ⛔)."),
        .init(.animationLumaMatte, .warning, "No luma or inverted luma track matte (`tt` 3 or 4): lottie-ios 4.x's "
              + "`MatteType` knows only alpha and inverted alpha mattes (supported-features: Luma Matte, iOS ⛔)."),
        .init(.animationMaskMode, .warning, "Masks use Add, Subtract, Intersect or None, without expansion: "
              + "lottie-ios 4.x draws Lighten as Add and Difference as Intersect (`MaskMode.usableMode`), not Darken "
              + "as authored, and never applies mask expansion."),
        .init(.animationEffect, .warning, "No layer effect or layer style other than a drop shadow: lottie-ios "
              + "4.x's `LayerEffectType` and `LayerStyleType` know only drop shadows and ignore the rest "
              + "(supported-features: Layer Effects, iOS ⛔)."),
        .init(.animationTextLayer, .warning, "No text layers: lottie-ios 4.x draws text with Core Text in the font "
              + "named by `fonts`, never from the glyph outlines in `chars`, so a font the app doesn't bundle is "
              + "replaced (supported-features: Text Glyphs, iOS ⛔)."),
        .init(.animationAutoOrient, .warning, "No layer is auto-oriented along its path (`ao: 1`): lottie-ios 4.x "
              + "never reads `ao` (supported-features: Auto Orient, iOS ⛔)."),
    ]
}
