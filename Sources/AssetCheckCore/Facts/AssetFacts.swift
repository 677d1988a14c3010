/// What was measured of one file, by kind: one case per kind that has facts of its own.
public indirect enum AssetFacts: Sendable, Hashable, Codable {
    case image(ImageFacts)
    case animation(AnimationFacts)
    case audio(AudioFacts)
    case json(JSONDocumentFacts)
    case entity(EntityFacts)
    case addon(AddonFacts)
    case font(FontFacts)
    case strings(StringsFacts)
    /// Nothing measured: a file of kind `other`, or one that could not be read.
    case none
}

/// What was read from a JSON document that is not an animation.
public struct JSONDocumentFacts: Sendable, Hashable, Codable {
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
}

extension AssetFacts {
    /// The facts as the manifest records them: names, counts and shapes, without the bulk that
    /// checks need but reviewers don't (a font's character coverage, every string, every character
    /// a document uses). The cache keeps the whole facts.
    public var summarized: AssetFacts {
        switch self {
        case var .font(font):
            for index in font.faces.indices { font.faces[index].coverage = nil }
            return .font(font)
        case var .strings(strings):
            strings.tables = nil
            return .strings(strings)
        case var .json(json):
            json.characters = nil
            json.violations = nil
            return .json(json)
        case .image, .animation, .audio, .entity, .addon, .none:
            return self
        }
    }
}
