/// A path the scan found but could not read as a file: a link out of the bundle or in a loop, a
/// FIFO, a folder that can't be listed. ``FileCheckPass`` words it.
public struct ScanProblem: Sendable, Hashable {
    /// Bundle-relative path.
    public var path: String
    public var failure: FileFailure

    public init(path: String, failure: FileFailure) {
        self.path = path
        self.failure = failure
    }
}

/// An asset catalog set whose `Contents.json` is missing or unreadable. ``ImageSetPass`` words it.
public struct CatalogProblem: Sendable, Hashable {
    /// Bundle-relative path of the set folder (when `Contents.json` is missing) or of its `Contents.json`.
    public var path: String
    public var failure: Failure

    public init(path: String, failure: Failure) {
        self.path = path
        self.failure = failure
    }

    /// What is wrong with the set's `Contents.json`.
    public enum Failure: Sendable, Hashable {
        /// The set folder has no `Contents.json`.
        case missing
        /// It is not JSON of the expected shape: the reader's reason, with its place.
        case unreadable(reason: String)
    }
}
