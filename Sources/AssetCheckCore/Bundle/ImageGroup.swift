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

extension ImageGroup {
    /// The groups of `records`' images: loose files by folder, base name and device modifier, and
    /// image-set members by their set, with the scale `Contents.json` gives them.
    static func groups(of records: [AssetRecord], imageSets: [ImageSetListing]) -> [ImageGroup] {
        let listedScale: [String: Int] = Dictionary(
            imageSets.flatMap { set in
                set.listed.compactMap { entry in entry.scale.map { (set.path + "/" + entry.filename, $0) } }
            },
            uniquingKeysWith: { first, _ in first })
        var groups: [String: ImageGroup] = [:]
        for record in records
        where record.kind == .image && ["png", "jpg", "jpeg"].contains(FileFormat.extensionOf(record.path)) {
            let parsed = ScaleSuffix(fileName: String(record.path.split(separator: "/").last ?? ""))
            let key = name(forImageAt: record.path)
            // In an image set the scale is what Contents.json says; a loose file's is in its name.
            let scale = listedScale[record.path] ?? parsed.scale
            var group = groups[key] ?? ImageGroup(name: key, assetClass: record.assetClass, variants: [:])
            // Two files claiming one scale: keep the first by path; the second is still checked alone.
            if group.variants[scale] == nil { group.variants[scale] = record.path }
            groups[key] = group
        }
        return groups.values.sorted { $0.name < $1.name }
    }
}
