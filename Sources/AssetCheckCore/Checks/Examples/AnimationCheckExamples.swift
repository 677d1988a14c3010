/// Examples of the animation checks, run as tests (see ``CheckExample``).
enum AnimationCheckExamples {
    /// Bennie's animations at 30 fps lasting 0.5 to 2 s, with a size and layer limit; the confetti
    /// at 60 fps for exactly 3 s; a title card of 3 s give or take 5 ms at any frame rate; and the
    /// images animations load from their images/ folders.
    static let rules = CheckExample.rules("""
          bennie-animation:
            description: Bennie animations
            rationale: "5.5: all activities work offline"
            kind: animation
            paths: ["**/Animations/Bennie/**/*.json"]
            frame-rate: 30
            duration: {min: 0.5, max: 2}
            max-file-size: 500 KB
            max-layers: 60
            loop: true
          confetti-animation:
            description: the confetti animation
            rationale: "5.5: all activities work offline"
            kind: animation
            paths: ["**/Animations/Effects/confetti*.json"]
            frame-rate: 60
            duration: 3 s
            loop: false
          title-card-animation:
            description: the title card
            kind: animation
            paths: ["**/Animations/Intro/**/*.json"]
            duration: 3 s
            duration-tolerance: {absolute: 5 ms}
          animation-image:
            description: images of Lottie animations
            kind: other
            paths: ["**/Animations/**/images/**"]
        """)

    /// A Lottie file of `fr` fps from frame `ip` to `op`, 48 KB, one layer, changed by `change`.
    private static func lottie(_ path: String, fr: Double = 30, ip: Double = 0, op: Double = 30, bytes: Int = 48_000,
                               _ change: (inout AnimationFacts) -> Void = { _ in }) -> AssetRecord {
        var facts = AnimationFacts.example(fr: fr, ip: ip, op: op)
        change(&facts)
        return .exampleLottie(path, facts, bytes: bytes)
    }

    /// Bennie waving for 1 s at 30 fps: passes every check.
    private static let wave = lottie("Animations/Bennie/wave.json")

    private static func unparsed(_ path: String, _ failure: JSONFailure) -> AssetRecord {
        .exampleFailure(path, kind: .animation, format: .json, .json(failure))
    }

    static let invalidJSON: [CheckExample] = [
        .passing("a Bodymovin export that parses", rules: rules, [wave]),
        .triggering("an export cut off mid-file: unexpected end of input", rules: rules, [
            unparsed("Animations/Bennie/wave.json", .syntax(line: 1, column: 48_213, reason: "unexpected end of input")),
        ]),
        .triggering("a hand edit that left a trailing comma", rules: rules, [
            unparsed("Animations/Bennie/jump.json", .syntax(line: 12, column: 5, reason: "expected a value after ','")),
        ]),
        .triggering("a zipped .lottie file renamed .json", rules: rules, [
            .exampleFailure("Animations/Effects/confetti.json", kind: .animation, format: .zip,
                            .json(.notJSON(content: .zip))),
        ]),
        .passing("a file over the size limit is animation.too-large, not a syntax error", rules: rules, [
            unparsed("Animations/Effects/confetti.json", .tooLarge(bytes: 17_300_000, limit: 16_777_216)),
        ]),
    ]

    static let tooLarge: [CheckExample] = [
        .passing("a 15.9 MB animation, parsed: under the 16 MiB limit", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180, bytes: 15_900_000),
        ]),
        .triggering("a 17.3 MB animation with embedded images, over the 16 MiB limit", rules: rules, [
            unparsed("Animations/Effects/confetti.json", .tooLarge(bytes: 17_300_000, limit: 16_777_216)),
        ]),
        .triggering("one byte over the limit", rules: rules, [
            unparsed("Animations/Bennie/wave.json", .tooLarge(bytes: 16_777_217, limit: 16_777_216)),
        ]),
    ]

    static let tooDeep: [CheckExample] = [
        .passing("a Bodymovin export, nested a dozen levels deep", rules: rules, [wave]),
        .triggering("arrays nested past 256 levels", rules: rules, [
            unparsed("Animations/Bennie/wave.json", .tooDeep(line: 1, column: 257, limit: 256)),
        ]),
        .passing("a syntax error is animation.invalid-json, not too deep", rules: rules, [
            unparsed("Animations/Bennie/wave.json", .syntax(line: 1, column: 48_213, reason: "unexpected end of input")),
        ]),
    ]

    static let structure: [CheckExample] = [
        .passing("a Bodymovin export with every required field", rules: rules, [wave]),
        .passing("a single frame: op 1 after ip 0", rules: rules, [lottie("Animations/Bennie/blink.json", op: 1)]),
        .triggering("'fr' written as the string \"30\"", rules: rules, [
            lottie("Animations/Bennie/wave.json") {
                $0.frameRate = nil
                $0.defects = [LottieFieldDefect(field: "fr", expected: "a number", found: "a string")]
            },
        ]),
        .triggering("a layer without its start time 'st'", rules: rules, [
            lottie("Animations/Bennie/wave.json") {
                $0.defects = [LottieFieldDefect(field: "layers[2].st", expected: "a number")]
            },
        ]),
        .triggering("a frame rate of 0", rules: rules, [lottie("Animations/Bennie/wave.json", fr: 0)]),
        .triggering("op equal to ip: no frames to play", rules: rules, [
            lottie("Animations/Bennie/wave.json", ip: 30, op: 30),
        ]),
        .triggering("op before ip", rules: rules, [lottie("Animations/Bennie/wave.json", ip: 30, op: 0)]),
        .triggering("a composition 0 points wide", rules: rules, [
            lottie("Animations/Bennie/wave.json") { $0.width = 0 },
        ]),
    ]

    static let frameRate: [CheckExample] = [
        .passing("a Bennie animation at 30 fps", rules: rules, [wave]),
        .triggering("a Bennie animation at 29.97 fps (NTSC)", rules: rules, [
            lottie("Animations/Bennie/wave.json", fr: 29.97, op: 30),
        ]),
        .triggering("a Bennie animation at 60 fps, where the class wants 30", rules: rules, [
            lottie("Animations/Bennie/wave.json", fr: 60, op: 60),
        ]),
        .passing("the confetti at 60 fps, its class's rate", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180),
        ]),
        .passing("a title card at 24 fps: its class sets no frame rate", rules: rules, [
            lottie("Animations/Intro/title.json", fr: 24, op: 72),
        ]),
    ]

    static let duration: [CheckExample] = [
        .passing("60 frames at 30 fps: 2 s, the class's maximum", rules: rules, [
            lottie("Animations/Bennie/jump.json", op: 60),
        ]),
        .triggering("61 frames at 30 fps: 2.033 s, one frame too long", rules: rules, [
            lottie("Animations/Bennie/jump.json", op: 61),
        ]),
        .passing("15 frames at 30 fps: 0.5 s, the class's minimum", rules: rules, [
            lottie("Animations/Bennie/blink.json", op: 15),
        ]),
        .triggering("14 frames at 30 fps: 0.467 s, one frame too short", rules: rules, [
            lottie("Animations/Bennie/blink.json", op: 14),
        ]),
        .passing("frames 10 to 70 at 30 fps: (op - ip) / fr is 2 s", rules: rules, [
            lottie("Animations/Bennie/jump.json", ip: 10, op: 70),
        ]),
        .triggering("frames 50 to 60 at 30 fps: 0.333 s, though op alone would read 2 s", rules: rules, [
            lottie("Animations/Bennie/jump.json", ip: 50, op: 60),
        ]),
        .passing("confetti of 180 frames at 60 fps: exactly 3 s", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180),
        ]),
        .triggering("confetti of 181 frames at 60 fps: 3.017 s, outside 3 s ± 1 ms", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 181),
        ]),
        .triggering("confetti of 90 frames at 29.97 fps: 3.003 s, outside the default 1 ms", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 29.97, op: 90),
        ]),
        .passing("a title card of 90 frames at 29.97 fps: 3.003 s, within its 5 ms tolerance", rules: rules, [
            lottie("Animations/Intro/title.json", fr: 29.97, op: 90),
        ]),
        .triggering("a title card of 91 frames at 29.97 fps: 3.036 s, outside its 5 ms tolerance", rules: rules, [
            lottie("Animations/Intro/title.json", fr: 29.97, op: 91),
        ]),
    ]

    static let fileSize: [CheckExample] = [
        .passing("a 500000-byte Bennie animation: exactly the 500 KB limit", rules: rules, [
            lottie("Animations/Bennie/wave.json", bytes: 500_000),
        ]),
        .triggering("a 500001-byte Bennie animation: one byte over 500 KB", rules: rules, [
            lottie("Animations/Bennie/wave.json", bytes: 500_001),
        ]),
        .triggering("a 2.4 MB Bennie animation with an embedded PNG", rules: rules, [
            lottie("Animations/Bennie/wave.json", bytes: 2_400_000) { $0.assets = 1; $0.embeddedImages = 1 },
        ]),
        .passing("a 2.4 MB confetti: its class sets no size limit", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180, bytes: 2_400_000),
        ]),
    ]

    static let layerCount: [CheckExample] = [
        .passing("60 layers, 12 at the top level: exactly the limit", rules: rules, [
            lottie("Animations/Bennie/wave.json") { $0.topLevelLayers = 12; $0.totalLayers = 60; $0.assets = 3 },
        ]),
        .triggering("61 layers, 12 at the top level: one over the limit", rules: rules, [
            lottie("Animations/Bennie/wave.json") { $0.topLevelLayers = 12; $0.totalLayers = 61; $0.assets = 3 },
        ]),
        .triggering("8 top-level layers, but 75 counting those inside precompositions", rules: rules, [
            lottie("Animations/Bennie/dance.json") { $0.topLevelLayers = 8; $0.totalLayers = 75; $0.assets = 4 },
        ]),
        .passing("a 140-layer confetti: its class sets no layer limit", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180) { $0.topLevelLayers = 140; $0.totalLayers = 140 },
        ]),
    ]

    /// Bennie's wave loading `images/img_0.png` from Bodymovin's images/ folder.
    private static func waveWithImage(_ reference: String) -> AssetRecord {
        lottie("Animations/Bennie/wave.json") { $0.assets = 1; $0.externalImages = [reference] }
    }

    static let missingImage: [CheckExample] = [
        .passing("images/img_0.png next to the animation, in the bundle", rules: rules, [
            waveWithImage("images/img_0.png"), .examplePNG("Animations/Bennie/images/img_0.png", 400, 400),
        ]),
        .triggering("images/img_0.png not in the bundle", rules: rules, [waveWithImage("images/img_0.png")]),
        .triggering("images/img_0.png in another animation's folder", rules: rules, [
            waveWithImage("images/img_0.png"), .examplePNG("Animations/Lemminge/images/img_0.png", 400, 400),
        ]),
        .passing("img_0.png beside the animation: lottie-ios tries 'p' in its folder first", rules: rules, [
            waveWithImage("images/img_0.png"), .examplePNG("Animations/Bennie/img_0.png", 400, 400),
        ]),
        .triggering("an absolute path from the exporting Mac, though the image is in images/", rules: rules, [
            waveWithImage("/Users/anna/Projects/Bennie/AE/images/img_0.png"),
            .examplePNG("Animations/Bennie/images/img_0.png", 400, 400),
        ]),
        .triggering("'../../../img_0.png', which leaves the bundle", rules: rules, [
            waveWithImage("../../../img_0.png"),
        ]),
        .passing("an image embedded in the JSON", rules: rules, [
            lottie("Animations/Bennie/wave.json") { $0.assets = 1; $0.embeddedImages = 1 },
        ]),
    ]

    static let remoteImage: [CheckExample] = [
        .passing("images/img_0.png from the bundle", rules: rules, [
            waveWithImage("images/img_0.png"), .examplePNG("Animations/Bennie/images/img_0.png", 400, 400),
        ]),
        .passing("an image embedded in the JSON", rules: rules, [
            lottie("Animations/Bennie/wave.json") { $0.assets = 1; $0.embeddedImages = 1 },
        ]),
        .triggering("an image loaded from https://cdn.bennie-app.de", rules: rules, [
            lottie("Animations/Bennie/wave.json") {
                $0.assets = 1
                $0.remoteImages = ["https://cdn.bennie-app.de/animations/wave/img_0.png"]
            },
        ]),
        .triggering("an image loaded over plain http, in the confetti", rules: rules, [
            lottie("Animations/Effects/confetti.json", fr: 60, op: 180) {
                $0.assets = 1
                $0.remoteImages = ["http://192.168.1.20:8080/confetti/star.png"]
            },
        ]),
    ]

    /// Where a Bodymovin export typically uses `feature`, as the Lottie reader names the places.
    private static func use(_ feature: LottieFeature) -> (title: String, use: LottieFeatureUse) {
        switch feature {
        case .expression:
            ("a wiggle() expression on the arm's rotation", LottieFeatureUse(feature: .expression, count: 1, places: [
                "layer 'arm' (layers[2]) at layers[2].ks.r"]))
        case .mergePaths:
            ("Merge Paths joining the body shapes", LottieFeatureUse(feature: .mergePaths, count: 1, places: [
                "layer 'body' (layers[1]) at layers[1].shapes[0].it[2]"]))
        case .lumaMatte:
            ("a sparkle shown through a luma matte", LottieFeatureUse(feature: .lumaMatte, count: 1, places: [
                "layer 'sparkle' (layers[3]): luma matte"]))
        case .maskMode:
            ("a Lighten mask and an expanded mask", LottieFeatureUse(feature: .maskMode, count: 2, places: [
                "layer 'glow' (layers[0]), mask 'lighten': Lighten mode",
                "layer 'glow' (layers[0]), mask 'soft edge': mask expansion"]))
        case .effect:
            ("a Gaussian Blur effect on the star", LottieFeatureUse(feature: .effect, count: 1, places: [
                "layer 'star' (layers[4]): effect 'Gaussian Blur' (type 29)"]))
        case .textLayer:
            ("a text layer for Bennie's name", LottieFeatureUse(feature: .textLayer, count: 1, places: [
                "text layer 'name' (layers[0]) in font 'ChalkboardSE-Bold'"]))
        case .autoOrient:
            ("a paper plane auto-oriented along its path", LottieFeatureUse(feature: .autoOrient, count: 1, places: [
                "layer 'plane' (layers[5])"]))
        }
    }

    static func feature(_ feature: LottieFeature) -> [CheckExample] {
        let (title, use) = Self.use(feature)
        // Every other unsupported feature at once: only this one being absent is what makes it pass.
        let others = LottieFeature.allCases.filter { $0 != feature }.map { Self.use($0).use }
        var examples: [CheckExample] = [
            .passing("an animation without it", rules: rules, [wave]),
            .triggering(title, rules: rules, [lottie("Animations/Bennie/wave.json") { $0.unsupportedFeatures = [use] }]),
            .passing("an animation using each of the other six unsupported features, but not this one", rules: rules, [
                lottie("Animations/Bennie/wave.json") { $0.unsupportedFeatures = others },
            ]),
        ]
        if feature == .expression {
            examples.append(.triggering("expressions in 14 places, of which the first 3 are named", rules: rules, [
                lottie("Animations/Bennie/dance.json") {
                    $0.unsupportedFeatures = [LottieFeatureUse(feature: .expression, count: 14, places: [
                        "layer 'arm' (layers[2]) at layers[2].ks.r", "layer 'arm' (layers[2]) at layers[2].ks.p",
                        "layer 'tail' (layers[6]) at layers[6].ks.r"])]
                },
            ]))
        }
        return examples
    }
}
