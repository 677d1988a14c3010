/// A file the scan found and that may be read: a regular file, or a link to one inside the bundle.
public struct ScannedFile: Sendable, Hashable {
    /// Path relative to the bundle root, `/`-separated.
    public var relativePath: String
    /// Where to read it: the path itself, or a link's resolved target inside the bundle.
    public var absolutePath: String
    /// Size from `lstat`/`stat`, before reading.
    public var size: Int
    /// The real folder `absolutePath` is opened from, one folder at a time without following
    /// links (the bundle's real root); `nil` opens the path as it is.
    public var root: String? = nil
    /// What the walk's own `stat` of it said (size, times, inode), for the cache to compare with
    /// its entry without a second `stat`; `nil` where the walk did not stat the file itself (a
    /// link's target, a file named on the command line).
    public var stamp: FileStamp? = nil
}
