/// The scale variants of one image: `wave@2x.png` and `wave@3x.png`, or one `.imageset`.
public struct ImageGroup: Sendable, Hashable {
    /// The image's name without scale or extension, e.g. `Characters/Bennie/wave`.
    public var name: String
    public var assetClass: String?
    /// Paths of the variants' records, keyed by scale.
    public var variants: [Int: String]

    /// The group an image file belongs to: its `.imageset` folder, or its folder and name without
    /// scale and extension (`Characters/Bennie/wave@2x~ipad.png` is `Characters/Bennie/wave~ipad`).
    public static func name(forImageAt path: String) -> String {
        if let set = CatalogPath.imageSet(containing: path) { return set }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let parsed = ScaleSuffix(fileName: String(parts.last ?? ""))
        let folder = parts.dropLast().joined(separator: "/")
        return (folder.isEmpty ? "" : folder + "/") + parsed.base + parsed.device
    }

    public init(name: String, assetClass: String?, variants: [Int: String]) {
        self.name = name
        self.assetClass = assetClass
        self.variants = variants
    }
}
