/// The bundle as git's index holds it, copied to a temporary folder for a `--staged` run: the
/// tree the next commit records, with each file's blob id to key the cache.
public struct IndexCopy: Sendable, Hashable {
    /// The folder holding the copy of the bundle; scanned instead of the bundle folder.
    public var folder: String
    /// Git's blob id of each staged file, by bundle-relative path.
    public var blobs: [String: String]

    public init(folder: String, blobs: [String: String]) {
        self.folder = folder
        self.blobs = blobs
    }
}
