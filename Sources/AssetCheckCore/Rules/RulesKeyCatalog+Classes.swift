extension RulesKeyCatalog {
    static let everyClass: [RulesKey] = [
        RulesKey("description", in: .everyClass, .text, default: "the class's name",
                 "Human name used in messages.", example: "Bennie characters"),
        RulesKey("rationale", in: .everyClass, .text, default: RulesKey.none,
                 "Why the class's rules are what they are, in the app's words; findings that depend on them quote it.",
                 example: "\"5.5: all activities work offline\""),
        RulesKey("kind", in: .everyClass, .choice(AssetKind.allCases.map(\.rawValue)), default: RulesKey.required,
                 "What the class's files are; it decides which other keys the class takes.", example: "image"),
        RulesKey("paths", in: .everyClass, .described("list of path patterns"), default: RulesKey.required,
                 "Patterns of the files the class claims, relative to the bundle.", example: "[\"**/Characters/Bennie/**\"]"),
        RulesKey("severities", in: .everyClass, .described("mapping of check identifier to `error`, `warning` or `off`"),
                 default: "the rule set's", "Severity overrides for this class's files only.",
                 example: "{image.square: warning}"),
        RulesKey("max-total-size", in: .everyClass, .byteSize, default: RulesKey.none,
                 "Largest total bytes of all the class's files.", example: "20 MB"),
    ]

    static let imageClass: [RulesKey] = {
        let defaults = ImageExpectations()
        let pointSize = RulesKey.Value.described(
            "point size `WxH` or `WxH pt`, or `{width, height}`; sides 1...\(YAMLValue.maxPointSide)")
        return [
            RulesKey("formats", in: .assetClass(.image), .choices(["png", "jpeg"]),
                     default: defaults.formats.map(\.rawValue).joined(separator: ", "),
                     "The content formats allowed (`jpg` is `jpeg`).", example: "[png, jpeg]"),
            RulesKey("scales", in: .assetClass(.image), .described("list of `1x`, `2x`, `3x`, or `any`"),
                     default: defaults.scales.map { "\($0)x" }.joined(separator: ", "),
                     "The scales every image comes at; `any` requires none.", example: "[2x, 3x]"),
            RulesKey("size", in: .assetClass(.image), pointSize, default: RulesKey.none,
                     "Exact size in points; pixels = points x scale.", example: "300x450 pt"),
            RulesKey("min-size", in: .assetClass(.image), pointSize, default: RulesKey.none,
                     "Smallest size in points.", example: "96x96 pt"),
            RulesKey("square", in: .assetClass(.image), .flag, default: "\(defaults.square)",
                     "Width equals height.", example: "true"),
            RulesKey("background", in: .assetClass(.image),
                     .choice(ImageExpectations.Background.allCases.map(\.rawValue)), default: defaults.background.rawValue,
                     "`transparent`: an alpha channel and fully transparent corners; `opaque`: no pixel with alpha below 255.",
                     example: "transparent"),
            RulesKey("required-images", in: .assetClass(.image),
                     .described("list of image names, without folders, scale or extension"), default: RulesKey.none,
                     "Images the class must hold at each of its scales (`cow`: `cow@2x.png`, `cow@3x.png`); a missing one is `image.required-file`.",
                     example: "[cow, pig]"),
            RulesKey("wide-gamut", in: .assetClass(.image), .flag, default: "\(defaults.wideGamut)",
                     "Allows Display P3 and other profiles wider than sRGB at 16 bits per channel, as wide-colour art is exported.",
                     example: "true"),
        ]
    }()

    static let animationClass: [RulesKey] = [
        RulesKey("frame-rate", in: .assetClass(.animation), .number(1...240), default: RulesKey.none,
                 "Exact frame rate in frames per second.", example: "30"),
        duration(.animation, example: "2 s"),
        durationTolerance(.animation, example: "{absolute: 0.1 s}"),
        RulesKey("loop", in: .assetClass(.animation), .flag, default: RulesKey.none,
                 "Whether the animation is meant to loop (for people: a file does not say).", example: "true"),
        RulesKey("max-file-size", in: .assetClass(.animation), .byteSize, default: RulesKey.none,
                 "Largest size of each animation file.", example: "500 KB"),
        RulesKey("max-layers", in: .assetClass(.animation), .integer(1...100_000), default: RulesKey.none,
                 "Most layers an animation may have.", example: "40"),
    ]

    static let audioClass: [RulesKey] = {
        let defaults = AudioExpectations()
        let playable = FileFormat.playableAudio.map(\.rawValue).sorted().joined(separator: ", ")
        return [
            RulesKey("codec", in: .assetClass(.audio), .choice(["aac", "any"]), default: defaults.codec ?? "any",
                     "`aac`, or `any`: any sound iOS plays (AAC, MP3, or PCM and IMA4 in WAV, CAF or AIFF).", example: "any"),
            RulesKey("containers", in: .assetClass(.audio), .choices(["adts", "mp4", "mp3", "wav", "caf", "aiff"]),
                     default: defaults.containers.map(\.rawValue).joined(separator: ", ") + "; with `codec: any`, " + playable,
                     "The containers allowed (`aac` is `adts`, `m4a` is `mp4`, `aif` and `aifc` are `aiff`); with `codec: aac`, only AAC's.",
                     example: "[adts, mp4]"),
            RulesKey("sample-rate", in: .assetClass(.audio), .integer(8000...192_000), default: RulesKey.none,
                     "Exact sample rate in Hz.", example: "44100"),
            RulesKey("bit-rate", in: .assetClass(.audio),
                     .described("number of kbps, 8...1000, or a mapping (keys under `bit-rate`)"), default: RulesKey.none,
                     "Target bit rate.", example: "{kbps: 128, tolerance: 25%}"),
            RulesKey("channels", in: .assetClass(.audio), .integer(1...8), default: RulesKey.none,
                     "Exact number of channels.", example: "1"),
            duration(.audio, example: "{min: 0.5, max: 2}"),
            durationTolerance(.audio, example: "{relative: 10%, absolute: 50 ms}"),
            RulesKey("required", in: .assetClass(.audio),
                     .described("mapping of a file name, without folders, to a duration or `any`"), default: RulesKey.none,
                     "Files the class must contain, each with its duration.", example: "{tap_wood.aac: 0.1 s}"),
        ]
    }()

    static let jsonClass: [RulesKey] = [
        RulesKey("shape", in: .assetClass(.json), .described("mapping (keys under `shape`)"), default: "none: any document",
                 "The shape every document must have.", example: "{root: array, required: [id]}"),
        renderedBy(.json, "Font classes whose fonts must draw every character of the documents' strings (`font.glyph-coverage`).",
                   example: "[serif-font]"),
        RulesKey("detect-lottie", in: .assetClass(.json), .flag, default: "\(JSONExpectations().detectsLottie)",
                 "Reads a document that is a Lottie animation (an object with `layers`) as one, with the animation checks.",
                 example: "true"),
    ]

    static let entityClass: [RulesKey] = [minFormatVersion(.entity), reservedNamespaces(.entity)]

    static let addonClass: [RulesKey] = {
        let defaults = ArchiveLimits()
        return [
            RulesKey("required-packs", in: .assetClass(.addon), .described("list of module types"), default: RulesKey.none,
                     "Pack kinds the archive must hold: `data` for behaviour packs, `resources` for resource packs.",
                     example: "[data, resources]"),
            minFormatVersion(.addon),
            reservedNamespaces(.addon),
            RulesKey("max-entries", in: .assetClass(.addon), .integer(1...1_000_000), default: "\(defaults.maxEntries)",
                     "Most entries an archive's central directory may list; more are refused unread.", example: "1000"),
            RulesKey("max-uncompressed-size", in: .assetClass(.addon), .byteSize, default: bytes(defaults.maxTotalBytes),
                     "Most bytes all of an archive's entries may inflate to.", example: "64 MB"),
            RulesKey("max-entry-size", in: .assetClass(.addon), .byteSize, default: bytes(defaults.maxEntryBytes),
                     "Most bytes one entry may inflate to.", example: "16 MB"),
            RulesKey("max-compression-ratio", in: .assetClass(.addon), .integer(1...100_000), default: "\(defaults.maxRatio)",
                     "Most times an entry may inflate its compressed size, judged past 1 MiB: a guard against zip bombs.", example: "100"),
        ]
    }()

    static let stringsClass: [RulesKey] = [
        RulesKey("development-language", in: .assetClass(.strings), .described("language code, e.g. `en`, `de`, `pt-BR`"),
                 default: StringsExpectations().developmentLanguage,
                 "The language every other is compared with, and that of tables outside any `.lproj`; a catalog's own `sourceLanguage` wins.",
                 example: "de"),
        renderedBy(.strings, "Font classes whose fonts must draw every character of every value (`font.glyph-coverage`).",
                   example: "serif-font"),
    ]

    /// Keys of the mappings some class keys take.
    static let classValues: [RulesKey] = [
        RulesKey("relative", in: .durationTolerance, .fraction, default: "0",
                 "The fraction of the nominal duration allowed either way.", example: "10%"),
        RulesKey("absolute", in: .durationTolerance, .seconds, default: "0 s",
                 "Seconds allowed either way, on top of the relative part.", example: "50 ms"),
        RulesKey("min", in: .durationRange, .seconds, default: "0 s", "The shortest duration allowed.", example: "0.5"),
        RulesKey("max", in: .durationRange, .seconds, default: "no limit", "The longest duration allowed.", example: "2 s"),
        RulesKey("kbps", in: .bitRate, .number(8...1_000), default: RulesKey.required,
                 "Target bit rate in kilobits per second.", example: "128"),
        RulesKey("tolerance", in: .bitRate, .fraction, default: percent(AudioExpectations().bitRateTolerance),
                 "The deviation from the target allowed either way.", example: "25%"),
        RulesKey("min-duration", in: .bitRate, .seconds, default: seconds(AudioExpectations().bitRateMinDuration),
                 "Shorter sounds are not bit-rate checked.", example: "0.5 s"),
        RulesKey("width", in: .pointSize, .integer(1...YAMLValue.maxPointSide), default: RulesKey.required,
                 "Width in points.", example: "300"),
        RulesKey("height", in: .pointSize, .integer(1...YAMLValue.maxPointSide), default: RulesKey.required,
                 "Height in points.", example: "450"),
        RulesKey("root", in: .jsonShape, .choice(jsonTypes), default: "any",
                 "The root value's type.", example: "object"),
        RulesKey("entries", in: .jsonShape, .text, default: "the root itself",
                 "The root object's member that holds the entries (an array, or an object whose values are the entries).",
                 example: "prompts"),
        RulesKey("required", in: .jsonShape, .described("list of keys"), default: RulesKey.none,
                 "Keys every entry must have.", example: "[id, text]"),
        RulesKey("types", in: .jsonShape,
                 .described("mapping of a key to one of: " + jsonTypes.joined(separator: ", ")),
                 default: RulesKey.none, "The type each key's value must have, where an entry has the key.",
                 example: "{id: string, premium: boolean}"),
        RulesKey("unique", in: .jsonShape, .described("list of keys"), default: RulesKey.none,
                 "Keys whose values must differ between entries.", example: "[id]"),
        RulesKey("non-empty", in: .jsonShape, .described("list of keys"), default: RulesKey.none,
                 "Keys whose values must not be empty: `\"\"`, only white space, `[]`, `{}` or `null`.", example: "[text]"),
    ]

    /// The JSON types as a rules file writes them: YAML reads a bare `null` as no value, so it is quoted.
    private static let jsonTypes = JSONValueType.allCases.map { $0 == .null ? "\"null\"" : $0.rawValue }

    private static func duration(_ kind: AssetKind, example: String) -> RulesKey {
        RulesKey("duration", in: .assetClass(kind),
                 .described("seconds (`3`, `3 s`, `500 ms`), a mapping (keys under `duration`), or `any`"),
                 default: RulesKey.none, "The length of each file; a single value allows the class's `duration-tolerance`.",
                 example: example)
    }

    private static func durationTolerance(_ kind: AssetKind, example: String) -> RulesKey {
        let tolerance = AssetClassLoader.defaultTolerance(kind)
        let words = [tolerance.relative > 0 ? percent(tolerance.relative) : nil,
                     tolerance.absolute > 0 ? seconds(tolerance.absolute) : nil].compactMap { $0 }
        return RulesKey("duration-tolerance", in: .assetClass(kind), .described("mapping (keys under `duration-tolerance`)"),
                        default: words.isEmpty ? "0 s" : words.joined(separator: " + "),
                        "How far a duration given as a single value may stray, either way.", example: example)
    }

    private static func renderedBy(_ kind: AssetKind, _ summary: String, example: String) -> RulesKey {
        RulesKey("rendered-by", in: .assetClass(kind), .described("font class name, or a list of them"),
                 default: RulesKey.none, summary, example: example)
    }

    private static func minFormatVersion(_ kind: AssetKind) -> RulesKey {
        RulesKey("min-format-version", in: .assetClass(kind), .described("version of one to four dotted numbers"),
                 default: "none: any", "The lowest `format_version` an entity file may have.", example: "\"1.20\"")
    }

    private static func reservedNamespaces(_ kind: AssetKind) -> RulesKey {
        RulesKey("reserved-namespaces", in: .assetClass(kind), .described("list of strings"), default: RulesKey.none,
                 "Namespaces an entity's `identifier` must not use (`minecraft` is the game's own).", example: "[minecraft]")
    }
}
