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
    /// The rules file used (located from a path or a built-in name), for the cache's key.
    public var rulesFile: String
    /// The folder of `.assetcheck.yml`, or the working folder without one; the cache lives here.
    public var configFolder: String

    /// Resolves a run: `path` is the bundle folder given on the command line, else the
    /// configuration's single `paths` entry, else the configuration's folder; `manifest` is the
    /// command line's, else the configuration's, unless `writesManifest` is false.
    public init(rules request: RulesRequest, path: String? = nil, manifest: String? = nil, writesManifest: Bool = true,
                workingDirectory: String = FileManager.default.currentDirectoryPath,
                locator: RulesLocator = RulesLocator()) throws {
        let selection = try RulesSelection(request, workingDirectory: workingDirectory, locator: locator)
        let configuration = selection.configuration
        let configFolder = selection.configFolder
        rules = selection.rules
        rulesFile = selection.rulesFile
        self.configFolder = configFolder

        if let path {
            root = path
        } else if configuration.paths.count > 1 {
            throw RulesError(file: selection.configurationFile ?? ProjectConfiguration.fileName,
                             message: "'paths' names \(configuration.paths.count) folders; a run checks one bundle, so give it on the command line")
        } else if let path = configuration.paths.first {
            root = Self.relative(configFolder + "/" + path, to: workingDirectory)
        } else {
            root = Self.relative(configFolder, to: workingDirectory)
        }

        if !writesManifest {
            self.manifest = nil
        } else if let manifest {
            self.manifest = manifest
        } else {
            self.manifest = configuration.manifest.map { Self.relative(configFolder + "/" + $0, to: workingDirectory) }
        }
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
