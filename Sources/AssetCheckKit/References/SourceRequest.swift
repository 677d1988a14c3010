import Foundation

/// Which of the app's sources a run reads for asset loads, and what it keeps regardless.
public struct SourceRequest: Sendable, Hashable {
    /// Folders or files to read, absolute.
    public var paths: [String]
    /// `keep:` patterns (see ``AssetCheckCore/SourceIndex/keep``).
    public var keep: [String]
    /// Files never read as sources, absolute: the manifest and reports, which name every asset.
    public var ignored: Set<String>

    public init(paths: [String], keep: [String] = [], ignored: Set<String> = []) {
        self.paths = paths
        self.keep = keep
        self.ignored = ignored
    }

    /// The folder a run reads by default for a bundle at `bundle`: the configuration's folder
    /// when there is a configuration, else the git repository holding the bundle, else the bundle.
    static func defaultFolder(bundle: String, configurationFolder: String?) -> String {
        if let configurationFolder { return configurationFolder }
        var folder = URL(fileURLWithPath: bundle).standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return URL(fileURLWithPath: bundle).standardizedFileURL.path
    }
}
