/// Everything inspected in one bundle, ready for the checks: plain values, no file access.
public struct BundleSnapshot: Sendable {
    /// One record per file, sorted by path, each image variant with its scale.
    public private(set) var records: [AssetRecord]
    /// The scale variants of each image, sorted by name.
    public let imageGroups: [ImageGroup]
    public let imageSets: [ImageSetListing]
    /// Paths the scan could not read as files (links out of the bundle, loops, FIFOs).
    public let scanProblems: [ScanProblem]
    /// Image and data sets whose `Contents.json` is missing or unreadable.
    public let catalogProblems: [CatalogProblem]
    /// What the app's sources load and name; `nil` when none were read (no reference check runs).
    public let sources: SourceIndex?
    /// Which assets the sources use and where they load them, worked out once for the checks and
    /// the manifest; `nil` without sources, or when they load no asset by name (``SourceIndex/loadsAssets``).
    public let assetUse: AssetUse?

    /// Assembles a snapshot: groups the images into scale variants (scale from `Contents.json`
    /// in an image set, else from the `@2x` suffix) and sets each variant's scale.
    public init(records: [AssetRecord], imageSets: [ImageSetListing] = [], scanProblems: [ScanProblem] = [],
                catalogProblems: [CatalogProblem] = [], sources: SourceIndex? = nil) {
        self.sources = sources
        let sorted = records.sorted { $0.path < $1.path }
        imageGroups = ImageGroup.groups(of: sorted, imageSets: imageSets)
        let scales = Dictionary(imageGroups.flatMap { group in group.variants.map { ($0.value, $0.key) } },
                                uniquingKeysWith: { first, _ in first })
        self.records = sorted.map { record in
            var record = record
            record.scale = scales[record.path]
            return record
        }
        self.imageSets = imageSets
        self.scanProblems = scanProblems
        self.catalogProblems = catalogProblems
        let recorded = self.records
        recordsByPath = Dictionary(recorded.indices.map { (recorded[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        checkedRecords = recorded
        if let sources, sources.loadsAssets {
            assetUse = AssetUse(records: self.records, imageSets: imageSets, sources: sources)
        } else {
            assetUse = nil
        }
    }

    /// Each path's index in ``records``: an index, not a copy, so a large bundle's records are held once.
    private let recordsByPath: [String: Int]

    /// The records whose own checks run (each file's format, size, sound, ...), sorted by path:
    /// every record, unless ``focus(on:)`` narrowed them. Checks across files (image groups,
    /// duplicates, budgets) read ``records``.
    public private(set) var checkedRecords: [AssetRecord] = []

    /// The paths ``focus(on:)`` narrowed the checks to; `nil` when every file is checked.
    public private(set) var focus: Set<String>?

    /// Narrows the checks to the findings on `paths` (and on the bundle as a whole): a run that
    /// reports only those (a pre-commit hook's) need not check every other file on its own, nor
    /// word findings that land elsewhere. Checks across files still read every record, and a
    /// per-file check's findings and evaluations are on its file alone, so those on `paths` and
    /// on the bundle are the same as without the focus.
    public mutating func focus(on paths: Set<String>) {
        focus = paths
        checkedRecords = records.filter { paths.contains($0.path) }
    }

    /// False when the snapshot is focused elsewhere (``focus(on:)``): no finding on `path` is wanted.
    public func wantsFindings(on path: String) -> Bool { focus?.contains(path) ?? true }

    /// The record at a bundle-relative path.
    public func record(at path: String) -> AssetRecord? { recordsByPath[path].map { records[$0] } }
}
