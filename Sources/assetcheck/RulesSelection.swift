import AssetCheckCore
import AssetCheckKit
import Foundation

/// The configuration and rule set a run uses: `--rules` first, then `.assetcheck.yml` (found
/// upward from the current folder, or named by `--config`, or ignored with `--no-config`), then
/// the built-in `bennie` set. Shared by `check`, `watch` and `diff`.
struct RulesSelection {
    /// The rule set, with the configuration's `excluded` patterns added.
    var rules: RuleSet
    /// The rules file used (located from a path or a built-in name), for the cache's key.
    var rulesFile: String
    var configuration: ProjectConfiguration
    /// Path of the configuration file, when one was used.
    var configurationFile: String?
    /// The folder of `.assetcheck.yml`, or the current folder without one.
    var configFolder: String

    /// The default rule set when neither the command line nor a configuration names one.
    static let defaultRules = "bennie"

    init(rules name: String?, config: String?, noConfig: Bool) throws {
        let cwd = FileManager.default.currentDirectoryPath
        let found: ConfigurationFinder.Found?
        if noConfig {
            found = nil
        } else if let config {
            found = try ConfigurationFinder.load(config)
        } else {
            found = try ConfigurationFinder.find(from: cwd)
        }
        configuration = found?.configuration ?? ProjectConfiguration()
        configurationFile = found?.file
        configFolder = found?.folder ?? cwd
        let (choice, base) = name.map { ($0, cwd) } ?? (configuration.rules ?? Self.defaultRules, configFolder)
        let locator = RulesLocator()
        rules = try locator.load(choice, relativeTo: base)
        rulesFile = try locator.locate(choice, relativeTo: base)
        rules.excluded += configuration.excluded.map(PathPattern.init)
    }
}
