extension AssetKind.Declaration {
    /// JSON documents the app reads (`Prompts.json`), which are not animations.
    static let json = AssetKind.Declaration(
        extensions: ["json"], noun: "JSON document", name: "JSON document", plural: "JSON documents",
        facts: JSONDocumentFacts.self, expectations: JSONExpectations.self,
        passes: [JSONDocumentPass(), JSONShapePass()], rulesSection: "json-shapes")
}

/// What was read from a JSON document that is not an animation.
public struct JSONDocumentFacts: KindFacts {
    public static var kind: AssetKind { .json }

    /// The type of the top-level value: `object`, `array`, `string`, `number`, `boolean` or `null`.
    public var root: String
    /// Members of the top-level object or elements of the top-level array; 0 otherwise.
    public var count: Int
    /// Each character the document's string values use, where it first occurs; recorded only for a
    /// class with `rendered-by`, and left out of the manifest.
    public var characters: [CharacterUse]?
    /// Where the document departs from its class's `shape` (at most ``JSONShapeViolation/limit``);
    /// recorded only for a class with a shape.
    public var violations: [JSONShapeViolation]?

    public init(root: String, count: Int, characters: [CharacterUse]? = nil, violations: [JSONShapeViolation]? = nil) {
        self.root = root
        self.count = count
        self.characters = characters
        self.violations = violations
    }

    /// Without the characters and violations, which the checks need and reviewers don't.
    public var summarized: JSONDocumentFacts {
        JSONDocumentFacts(root: root, count: count)
    }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        count >= 0 && (characters ?? []).allSatisfy { $0.line >= 1 } && (violations ?? []).allSatisfy { $0.line >= 1 }
    }

    public var reportLines: [FactLine] { [FactLine("Content", "\(root) of \(count)")] }
}

/// What a JSON document class expects: that it parses within the limits, has the `shape` the
/// rules give, and that the fonts it is `rendered-by` draw every character of its strings.
public struct JSONExpectations: KindExpectations {
    public static var kind: AssetKind { .json }

    /// The shape the document must have; `nil`: any.
    public var shape: JSONShape?
    /// Font classes whose fonts must have a glyph for every character of the document's strings.
    public var renderedBy: [String] = []
    /// True when a document that is a Lottie animation (an object with `layers`) is read and
    /// checked as an animation (`detect-lottie: true`); default false.
    public var detectsLottie = false

    public init() {}

    /// The reader collects the characters of the strings when fonts must draw them.
    public var collectsCharacters: Bool { !renderedBy.isEmpty }

    /// The shape (its violations are found as the document is parsed), whether characters are
    /// collected, and whether Lottie documents are read as animations.
    public var readingKey: [String] {
        var lines: [String] = []
        if let shape { lines.append("shape " + Self.key(shape)) }
        if collectsCharacters { lines.append("characters") }
        if detectsLottie { lines.append("detect-lottie") }
        return lines
    }

    /// The shape, every name quoted as Swift writes a string, so no name can pass for two.
    private static func key(_ shape: JSONShape) -> String {
        let types = shape.types.sorted { $0.key < $1.key }.map { [$0.key, $0.value.rawValue] }
        return String(reflecting: [[shape.root?.rawValue ?? "", shape.entries ?? ""], shape.required, types.flatMap { $0 },
                                   shape.unique, shape.nonEmpty])
    }
}

extension JSONExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = [
        RulesKey("shape", in: .assetClass(.json), .described("mapping (keys under `shape`)"), default: "none: any document",
                 "The shape every document must have.", example: "{root: array, required: [id]}"),
        RulesKeyCatalog.renderedBy(.json, "Font classes whose fonts must draw every character of the documents' strings (`font.glyph-coverage`).",
                                   example: "[serif-font]"),
        RulesKey("detect-lottie", in: .assetClass(.json), .flag, default: "\(JSONExpectations().detectsLottie)",
                 "Reads a document that is a Lottie animation (an object with `layers`) as one, with the animation checks.",
                 example: "true"),
    ]

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "shape": shape = try JSONShapeLoader.load(value)
        case "detect-lottie": detectsLottie = try value.bool()
        case "rendered-by": renderedBy = try AssetClassLoader.fontClasses(value)
        default: throw value.unhandledKey(key)
        }
    }
}

extension AssetFacts {
    /// A JSON document's facts.
    public static func json(_ facts: JSONDocumentFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// A JSON document class's expectations.
    public static func json(_ expectations: JSONExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The JSON document facts, when the file is a parsed JSON document.
    public var json: JSONDocumentFacts? { facts.as(JSONDocumentFacts.self) }
}

extension AssetClassRule {
    /// The JSON document expectations, for a JSON class.
    public var json: JSONExpectations? { expectations.as(JSONExpectations.self) }
}
