/// What the app's sources say about its assets: each source file's loads and mentions, the
/// names found in the rest of the repository, and the `keep:` patterns of the configuration.
///
/// A snapshot without one (no sources were read, or none were found) runs no reference check.
public struct SourceIndex: Sendable, Hashable {
    /// Each source file read, sorted by path; paths are relative to the bundle folder, as findings name files.
    public var files: [SourceFileReferences]
    /// `keep:` patterns: assets loaded by means the code doesn't show (a server-driven name),
    /// matched against an asset's name or its bundle-relative path (`*` for any text).
    public var keep: [String]
    /// The lower-case names of the repository's files and folders other than code, with and
    /// without extension (`coin.imageset` gives `coin`): a load of one of them is not missing, only
    /// kept where the check doesn't look (another target's catalog, a file the rules leave out).
    public var elsewhere: Set<String>

    public init(files: [SourceFileReferences], keep: [String] = [], elsewhere: Set<String> = []) {
        self.files = files.sorted { $0.path < $1.path }
        self.keep = keep
        self.elsewhere = elsewhere
    }

    /// True when the sources load at least one asset by a call the readers know: without one,
    /// the code is not an app's that loads assets by name (a tool's, a library's), and calling
    /// every asset unused would be wrong.
    public var loadsAssets: Bool {
        files.contains { !$0.references.isEmpty }
    }
}
