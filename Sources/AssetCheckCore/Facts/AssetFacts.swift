/// What was measured of one file, by kind: one case per kind that has facts of its own.
public enum AssetFacts: Sendable, Hashable, Codable {
    case image(ImageFacts)
    case animation(AnimationFacts)
    case audio(AudioFacts)
    case json(JSONDocumentFacts)
    case entity(EntityFacts)
    case addon(AddonFacts)
    /// Nothing measured: a file of kind `other`, or one that could not be read.
    case none
}

/// What was read from a JSON document that is not an animation.
public struct JSONDocumentFacts: Sendable, Hashable, Codable {
    /// The type of the top-level value: `object`, `array`, `string`, `number`, `boolean` or `null`.
    public var root: String
    /// Members of the top-level object or elements of the top-level array; 0 otherwise.
    public var count: Int

    public init(root: String, count: Int) {
        self.root = root
        self.count = count
    }
}
