/// Decoded image memory: each image costs width x height x 4 bytes (RGBA8, as iOS keeps it).
///
/// A device loads one scale variant of an image, never both, so each image counts once, at its
/// largest scale present (@3x when there is one): an upper bound for any device. Images that
/// belong to no scale group (a second file claiming one scale) count on their own. An image
/// whose header was refused (too large, damaged) is not counted: its size is only a claim.
public struct MemoryEstimate: Sendable {
    /// One counted image.
    public struct Image: Sendable, Hashable {
        public var path: String
        public var assetClass: String?
        public var width: Int
        public var height: Int
        /// Width x height x 4 bytes, held at `Int.max` for sizes a header merely claims.
        public var decodedBytes: Int { width.multipliedClamped(by: height).multipliedClamped(by: 4) }
    }

    /// The images of one memory group and their total.
    public struct Group: Sendable, Hashable {
        public var name: String
        /// Sorted by decoded bytes, largest first, then by path.
        public var images: [Image]
        public var decodedBytes: Int { images.clampedSum(\.decodedBytes) }
    }

    /// Name of the one group used when the rules name none.
    public static let defaultGroupName = "all-images"

    /// Every counted image, sorted by path.
    public let images: [Image]

    public init(snapshot: BundleSnapshot) {
        var counted: [String: Image] = [:]
        var grouped: Set<String> = []
        for group in snapshot.imageGroups {
            grouped.formUnion(group.variants.values)
            let largest = group.variants.sorted { $0.key > $1.key }.lazy
                .compactMap { snapshot.record(at: $0.value) }.first { $0.image != nil && $0.isReadable }
            if let record = largest { counted[record.path] = Self.image(record) }
        }
        for record in snapshot.records where record.image != nil && record.isReadable && !grouped.contains(record.path) {
            counted[record.path] = Self.image(record)
        }
        images = counted.values.sorted { $0.path < $1.path }
    }

    /// The groups of `budget`: one per named group (images whose path any of its patterns
    /// matches), or one group of every image when it names none.
    public func groups(of budget: MemoryBudget) -> [Group] {
        let byCost: ([Image]) -> [Image] = { images in
            images.sorted { ($0.decodedBytes, $1.path) > ($1.decodedBytes, $0.path) }
        }
        if budget.groups.isEmpty { return [Group(name: Self.defaultGroupName, images: byCost(images))] }
        return budget.groups.map { group in
            Group(name: group.name, images: byCost(images.filter { image in group.patterns.contains { $0.matches(image.path) } }))
        }
    }

    private static func image(_ record: AssetRecord) -> Image {
        Image(path: record.path, assetClass: record.assetClass, width: record.image!.width, height: record.image!.height)
    }
}
