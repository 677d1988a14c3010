/// The scale variants of one image: `wave@2x.png` and `wave@3x.png`, or one `.imageset`.
public struct ImageGroup: Sendable, Hashable {
    /// The image's name without scale or extension, e.g. `Characters/Bennie/wave`.
    public var name: String
    public var assetClass: String?
    /// Paths of the variants' records, keyed by scale.
    public var variants: [Int: String]

    public init(name: String, assetClass: String?, variants: [Int: String]) {
        self.name = name
        self.assetClass = assetClass
        self.variants = variants
    }
}
