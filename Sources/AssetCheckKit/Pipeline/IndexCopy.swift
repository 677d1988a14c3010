/// The bundle as git's index holds it, copied to a temporary folder for a `--staged` run: the
/// tree the next commit records, with each file's blob id to key the cache.
public struct IndexCopy: Sendable, Hashable {
    /// The folder holding the copy of the bundle; scanned instead of the bundle folder.
    public var folder: String
    /// Git's blob id of each staged file, by bundle-relative path.
    public var blobs: [String: String]
    /// The cache of staged runs as read to make the copy, when it was; the check reuses these
    /// entries rather than reading the cache again.
    public var cached: [String: InspectionCache.Entry]?
    /// Plain files left out of the copy, by bundle-relative path, with their size: those whose
    /// facts ``cached`` holds by their blob id, which the check keeps without reading them. The
    /// scan lists them as a walk would have found them in the copy.
    public var unwritten: [String: Int]
    /// The contents of the catalogs' `Contents.json` among ``unwritten``, from the cache of staged
    /// runs or read from git, by bundle-relative path: the listings read them.
    public var contents: [String: [UInt8]] = [:]
    /// What the walk of the index that chose ``unwritten`` found of them, so the scan of the copy
    /// adds them without judging every path again; `nil` has the scan judge them.
    var walked: Walked?
    /// ``cached`` less the entries a run may not reuse (``CachedInspection/trusted(_:limits:)``),
    /// when they were sifted to choose ``unwritten``.
    var trusted: [String: InspectionCache.Entry]?

    /// What a walk of the index found of the ``unwritten`` files.
    struct Walked: Sendable, Hashable {
        /// The unwritten files a walk lists (the others it leaves out or skips), each with its
        /// size, in the index's order (by the bytes of their paths).
        var listed: [BundleScanner.Listed]
        /// What the walk lists as skipped among them (see ``BundleScanner/WalkFilter/skipped``).
        var skipped: Set<String>
        /// The catalog sets the walk entered (see ``BundleScanner/WalkFilter/catalogSets``).
        var catalogSets: Set<String>
    }

    public init(folder: String, blobs: [String: String], cached: [String: InspectionCache.Entry]? = nil, unwritten: [String: Int] = [:]) {
        self.folder = folder
        self.blobs = blobs
        self.cached = cached
        self.unwritten = unwritten
    }
}
