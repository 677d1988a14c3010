/// Everything inspected in one bundle, ready for the checks: plain values, no file access.
public struct BundleSnapshot: Sendable {
    /// One record per file, sorted by path.
    public var records: [AssetRecord]
    public var imageGroups: [ImageGroup]
    public var imageSets: [ImageSetListing]
    /// Problems found while scanning that belong to no readable file (e.g. a bad `Contents.json`).
    public var scanProblems: [FindingDraft]

    public init(records: [AssetRecord], imageGroups: [ImageGroup] = [], imageSets: [ImageSetListing] = [],
                scanProblems: [FindingDraft] = []) {
        self.records = records.sorted { $0.path < $1.path }
        self.imageGroups = imageGroups
        self.imageSets = imageSets
        self.scanProblems = scanProblems
        recordsByPath = Dictionary(self.records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private let recordsByPath: [String: AssetRecord]

    /// The record at a bundle-relative path.
    public func record(at path: String) -> AssetRecord? { recordsByPath[path] }
}
