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
    /// The contents of the catalogs' `Contents.json` among ``unwritten``, read from git, by
    /// bundle-relative path: the listings read them.
    public var contents: [String: [UInt8]] = [:]

    public init(folder: String, blobs: [String: String], cached: [String: InspectionCache.Entry]? = nil, unwritten: [String: Int] = [:]) {
        self.folder = folder
        self.blobs = blobs
        self.cached = cached
        self.unwritten = unwritten
    }
}
