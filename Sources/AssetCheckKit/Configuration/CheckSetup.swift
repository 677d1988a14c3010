import AssetCheckCore
import Foundation

/// What one check run uses, from the command line first, then `.assetcheck.yml`, then defaults:
/// the rule set, the bundle folder and where the manifest goes.
public struct CheckSetup: Sendable {
    /// The rule set, with the configuration's `excluded` patterns added.
    public var rules: RuleSet
    /// The bundle folder, as shown to the user (relative to the working folder when it can be).
    public var root: String
    /// Where the manifest is written; `nil` writes none.
    public var manifest: String?
    /// The rules file used (located from a path or a built-in name), or the label of a
    /// compiled-in set.
    public var rulesFile: String
    /// The folder of `.assetcheck.yml`, or the working folder without one; the cache lives here.
    public var configFolder: String
    /// The app's sources read for asset loads (`sources:`, `--sources`, by default the repository);
    /// `nil` reads none.
    public var sources: SourceRequest?

    /// Resolves a run: `path` is the bundle folder given on the command line, else the
    /// configuration's single `paths` entry, else the configuration's folder; `manifest` is the
    /// command line's, else the configuration's, unless `writesManifest` is false. `rooted` is
    /// called with the bundle folder and the configuration's folder as soon as they are known,
    /// before the rule set is read (a run starts reading its cache meanwhile).
    public init(rules request: RulesRequest, path: String? = nil, manifest: String? = nil, writesManifest: Bool = true,
                sources sourcePaths: [String]? = nil, readsSources: Bool = true,
                workingDirectory: String = FileManager.default.currentDirectoryPath,
                locator: RulesLocator = RulesLocator(), rooted: ((_ root: String, _ configFolder: String) -> Void)? = nil) throws {
        let selection = try RulesSelection(request, bundle: path, workingDirectory: workingDirectory, locator: locator) { configuration, folder in
            // The bundle folder, when the configuration gives one without a fault (the fault is
            // thrown below, after the rules).
            if let root = try? Self.root(path: path, configuration: configuration, configFolder: folder,
                                         configurationFile: ProjectConfiguration.fileName, workingDirectory: workingDirectory) {
                rooted?(root, folder)
            }
        }
        let configuration = selection.configuration
        let configFolder = selection.configFolder
        rules = selection.rules
        rulesFile = selection.rulesFile
        self.configFolder = configFolder

        let configurationFile = selection.configurationFile ?? ProjectConfiguration.fileName
        // What the configuration names stays inside its folder, links followed: a repository
        // can't make a clone's hook read or write elsewhere (the command line can).
        func confined(_ key: String, _ path: String) throws -> String {
            try Self.confined(key, path, folder: configFolder, configurationFile: configurationFile)
        }
        if request.rules == nil, let rulesPath = configuration.rules, rulesPath.contains("/") || rulesPath.hasSuffix(".yml") {
            _ = try confined("rules", rulesPath)
        }

        root = try Self.root(path: path, configuration: configuration, configFolder: configFolder, configurationFile: configurationFile,
                             workingDirectory: workingDirectory)

        if !writesManifest {
            self.manifest = nil
        } else if let manifest {
            self.manifest = manifest
        } else {
            self.manifest = try configuration.manifest.map { path in
                Self.relative(configFolder + "/" + (try confined("manifest", path)), to: workingDirectory)
            }
        }

        func absolute(_ path: String, from base: String) -> String {
            URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path).standardizedFileURL.path
        }
        let folders: [String]
        if !readsSources {
            folders = []
        } else if let sourcePaths {
            folders = sourcePaths.map { absolute($0, from: workingDirectory) }
        } else if let configured = configuration.sources {
            folders = try configured.map { absolute(try confined("sources", $0), from: configFolder) }
        } else {
            folders = [SourceRequest.defaultFolder(bundle: absolute(root, from: workingDirectory),
                                                   configurationFolder: selection.configurationFile == nil ? nil : configFolder)]
        }
        sources = folders.isEmpty ? nil : SourceRequest(
            paths: folders, keep: configuration.keep,
            ignored: Set([self.manifest].compactMap { $0 }.map { absolute($0, from: workingDirectory) }))
    }

    /// The bundle folder of a run: `path` (the command line's) when given, else the configuration's
    /// single `paths` entry, else the configuration's folder; throws for more than one entry, or
    /// one that leads outside the configuration's folder.
    private static func root(path: String?, configuration: ProjectConfiguration, configFolder: String, configurationFile: String,
                             workingDirectory: String) throws -> String {
        if let path { return path }
        guard configuration.paths.count <= 1 else {
            throw RulesError(file: configurationFile,
                             message: "'paths' names \(configuration.paths.count) folders; a run checks one bundle, so give it on the command line")
        }
        guard let path = configuration.paths.first else { return relative(configFolder, to: workingDirectory) }
        return relative(configFolder + "/" + (try confined("paths", path, folder: configFolder, configurationFile: configurationFile)),
                        to: workingDirectory)
    }

    /// `path`, named by the configuration's `key`, when it stays inside the configuration's folder,
    /// links followed: a repository can't make a clone's hook read or write elsewhere.
    private static func confined(_ key: String, _ path: String, folder: String, configurationFile: String) throws -> String {
        guard staysInside(folder + "/" + path, folder: folder) else {
            throw RulesError(file: configurationFile, message: "'\(key): \(path)' leads outside the folder of "
                + "\(ProjectConfiguration.fileName) through a symbolic link; give it on the command line instead")
        }
        return path
    }

    /// True when `path`, with every symbolic link along it followed (as far as it exists), lies
    /// inside `folder`.
    static func staysInside(_ path: String, folder: String, links: Int = 0) -> Bool {
        guard links < 32, let base = realPath(folder) else { return false }
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while realPath(existing) == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let resolved = realPath(existing) else { return false }
        // A dangling link at the end would be written through: where does it point?
        if let first = rest.first, let target = try? FileManager.default.destinationOfSymbolicLink(
            atPath: resolved + "/" + first) {
            let next = target.hasPrefix("/") ? target : resolved + "/" + target
            return staysInside(([next] + rest.dropFirst()).joined(separator: "/"), folder: folder, links: links + 1)
        }
        return resolved == base || resolved.hasPrefix(base + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` relative to `base` when it lies inside it (`.` for `base` itself); otherwise unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let baseStandardized = URL(fileURLWithPath: base).standardizedFileURL.path
        if standardized == baseStandardized { return "." }
        if standardized.hasPrefix(baseStandardized + "/") { return String(standardized.dropFirst(baseStandardized.count + 1)) }
        return standardized
    }
}
