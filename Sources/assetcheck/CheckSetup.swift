import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation

/// What one check run uses, from the command line first, then `.assetcheck.yml`, then defaults.
struct CheckSetup {
    var rules: RuleSet
    /// The bundle folder, as shown to the user (relative to the current folder when it can be).
    var root: String
    var manifest: String?
    /// The rules file used (located from a path or a built-in name), for the cache's key.
    var rulesFile: String
    /// The folder of `.assetcheck.yml`, or the current folder without one; the cache lives here.
    var configFolder: String

    init(command: some CheckSetupOptions) throws {
        let cwd = FileManager.default.currentDirectoryPath
        let selection = try RulesSelection(rules: command.rules, config: command.config, noConfig: command.noConfig)
        let configuration = selection.configuration
        let configFolder = selection.configFolder
        rules = selection.rules
        rulesFile = selection.rulesFile
        self.configFolder = configFolder

        if let path = command.path {
            root = path
        } else if configuration.paths.count > 1 {
            throw RulesError(file: selection.configurationFile ?? ProjectConfiguration.fileName,
                             message: "'paths' names \(configuration.paths.count) folders; a run checks one bundle, so give it on the command line")
        } else if let path = configuration.paths.first {
            root = Self.relative(configFolder + "/" + path, to: cwd)
        } else {
            root = Self.relative(configFolder, to: cwd)
        }

        if command.noManifest {
            manifest = nil
        } else if let path = command.manifest {
            manifest = path
        } else {
            manifest = configuration.manifest.map { Self.relative(configFolder + "/" + $0, to: cwd) }
        }
    }

    /// `path` relative to `base` when it lies inside it; otherwise unchanged.
    static func relative(_ path: String, to base: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let baseStandardized = URL(fileURLWithPath: base).standardizedFileURL.path
        if standardized == baseStandardized { return "." }
        if standardized.hasPrefix(baseStandardized + "/") { return String(standardized.dropFirst(baseStandardized.count + 1)) }
        return standardized
    }
}

extension CheckSetup {
    /// The setup for `command`, or exit code 2 with the rules or configuration error printed.
    static func orExit(command: some CheckSetupOptions) throws -> CheckSetup {
        do {
            return try CheckSetup(command: command)
        } catch {
            FileHandleOutput.standardError("\(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
