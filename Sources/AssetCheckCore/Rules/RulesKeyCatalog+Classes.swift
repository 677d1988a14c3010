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

    /// The keys of each kind's classes, from the kinds' declarations, in the order of ``AssetKind/allCases``.
    static let kindClasses: [RulesKey] = AssetKind.allCases.flatMap { $0.declaration.loading.rulesKeys }

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

    static func duration(_ kind: AssetKind, example: String) -> RulesKey {
        RulesKey("duration", in: .assetClass(kind),
                 .described("seconds (`3`, `3 s`, `500 ms`), a mapping (keys under `duration`), or `any`"),
                 default: RulesKey.none, "The length of each file; a single value allows the class's `duration-tolerance`.",
                 example: example)
    }

    static func durationTolerance(_ kind: AssetKind, example: String) -> RulesKey {
        let tolerance = kind.declaration.loading.durationTolerance
        let words = [tolerance.relative > 0 ? percent(tolerance.relative) : nil,
                     tolerance.absolute > 0 ? seconds(tolerance.absolute) : nil].compactMap { $0 }
        return RulesKey("duration-tolerance", in: .assetClass(kind), .described("mapping (keys under `duration-tolerance`)"),
                        default: words.isEmpty ? "0 s" : words.joined(separator: " + "),
                        "How far a duration given as a single value may stray, either way.", example: example)
    }

    static func renderedBy(_ kind: AssetKind, _ summary: String, example: String) -> RulesKey {
        RulesKey("rendered-by", in: .assetClass(kind), .described("font class name, or a list of them"),
                 default: RulesKey.none, summary, example: example)
    }
}
