internal import Yams

/// A project's `.assetcheck.yml`: which rules, which bundle folders, what to skip, where the manifest goes.
///
/// Paths in it are relative to the folder that holds the file.
public struct ProjectConfiguration: Sendable, Hashable {
    /// A rules file path, or the name of a built-in rule set (`bennie`).
    public var rules: String?
    /// Bundle folders to check; default the configuration file's folder.
    public var paths: [String] = []
    /// Patterns of bundle-relative paths never scanned.
    public var excluded: [String] = []
    /// Where to write `AssetManifest.json`; nothing is written when absent.
    public var manifest: String?
    /// Folders (or files) of the app's code and data read for asset loads: `nil` reads the
    /// repository's, an empty list reads none (and no reference check runs).
    public var sources: [String]?
    /// Patterns of asset names or paths that are used though no source names them (`keep:`).
    public var keep: [String] = []

    public init() {}

    /// The file name searched for in the current folder and its parents.
    public static let fileName = ".assetcheck.yml"

    /// Parses the configuration strictly; `source` names the file in errors.
    public static func load(yaml text: String, source: String) throws(RulesError) -> ProjectConfiguration {
        do {
            guard let node = try YAMLValue.compose(text) else { return ProjectConfiguration() }
            var config = ProjectConfiguration()
            let root = YAMLValue(node: node, file: source, keyPath: "")
            for (key, value) in try root.entries(allowed: ["rules", "paths", "excluded", "manifest", "sources", "keep"]) {
                switch key {
                case "rules": config.rules = try Self.inside(value.string(), value)
                case "paths": config.paths = try value.strings().map { path throws in try Self.inside(path, value) }
                case "excluded": config.excluded = try value.strings()
                case "sources": config.sources = try value.strings().map { path throws in try Self.inside(path, value) }
                case "keep": config.keep = try value.strings()
                default: config.manifest = try Self.inside(value.string(), value)
                }
            }
            return config
        } catch let error as RulesError {
            throw error
        } catch {
            throw RulesError(file: source, message: "not valid YAML: \(error)")
        }
    }

    /// A repository's configuration runs in every clone's hook and in CI: it names only paths
    /// inside the repository (its own folder); anything else goes on the command line.
    private static func inside(_ path: String, _ value: YAMLValue) throws -> String {
        var depth = 0
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            depth += part == ".." ? -1 : (part == "." ? 0 : 1)
            if depth < 0 { break }
        }
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), depth >= 0 else {
            throw value.error("'\(path)' leads outside the folder of \(fileName); a configuration names "
                + "paths inside its repository (give others on the command line)")
        }
        return path
    }
}
