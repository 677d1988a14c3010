import AssetCheckCore
import Foundation

/// Finds `.assetcheck.yml` the way SwiftLint finds `.swiftlint.yml`: in the current folder or the
/// nearest parent that has one.
public enum ConfigurationFinder {
    /// A configuration file and the folder its relative paths start from.
    public struct Found: Sendable {
        public var configuration: ProjectConfiguration
        /// Path of the file, as found.
        public var file: String
        /// The folder holding the file.
        public var folder: String
    }

    /// The nearest configuration at or above `start`, or `nil`.
    public static func find(from start: String = FileManager.default.currentDirectoryPath) throws(RulesError) -> Found? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(ProjectConfiguration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return try load(candidate) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Loads the configuration file at `path`, relative to `base` (default the current folder);
    /// errors name `path` as given.
    public static func load(_ path: String, relativeTo base: String = FileManager.default.currentDirectoryPath)
        throws(RulesError) -> Found {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RulesError(file: path, message: "no such configuration file")
        }
        let data: Data
        switch CappedInput.read(url.path, as: .configuration) {
        case let .success(read): data = read
        case let .failure(.unreadable(reason)):
            throw RulesError(file: path, message: "cannot read the configuration file (\(reason))")
        case let .failure(failure): throw RulesError(file: path, message: "the configuration file \(failure)")
        }
        let text = try YAMLText.decode(Array(data), file: path)
        let configuration = try ProjectConfiguration.load(yaml: text, source: path)
        let folder = url.deletingLastPathComponent().path
        return Found(configuration: configuration, file: path, folder: folder)
    }
}
