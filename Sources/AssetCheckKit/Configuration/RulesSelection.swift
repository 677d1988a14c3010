import AssetCheckCore
import Foundation

/// The configuration and rule set a run uses: ``RulesRequest/rules`` first, then `.assetcheck.yml`
/// (found upward from the bundle folder, else from the working folder, or named, or ignored), then
/// the built-in rule set marked `default: true`.
public struct RulesSelection: Sendable {
    /// The rule set, with the configuration's `excluded` patterns added.
    public var rules: RuleSet
    /// The rules file used (located from a path or a built-in name), or the label of a
    /// compiled-in set (`built-in rule set 'bennie'`).
    public var rulesFile: String
    /// The configuration; empty when there is none.
    public var configuration: ProjectConfiguration
    /// Path of the configuration file, when one was used.
    public var configurationFile: String?
    /// The folder of `.assetcheck.yml`, or the working folder without one.
    public var configFolder: String

    /// Resolves `request` from `workingDirectory` (default the current folder) for a run that
    /// checks `bundle` (a path from `workingDirectory`), when there is one: the configuration
    /// nearest the bundle applies, as `assetcheck init MyApp/Assets` writes it into the bundle
    /// folder and `assetcheck MyApp/Assets` then reads it. Throws ``RulesError`` for a bad file
    /// and ``DefaultRulesError`` when no default can be chosen.
    /// `configured` is called with the configuration and its folder once they are known, before
    /// the rule set is read (a caller starts what needs only them meanwhile).
    public init(_ request: RulesRequest, bundle: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath,
                locator: RulesLocator = RulesLocator(), configured: ((ProjectConfiguration, String) -> Void)? = nil) throws {
        let found: ConfigurationFinder.Found?
        if request.ignoresConfiguration {
            found = nil
        } else if let file = request.configurationFile {
            found = try ConfigurationFinder.load(file, relativeTo: workingDirectory)
        } else {
            let bundleFolder = bundle.map { $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0 }
            found = try bundleFolder.flatMap { try ConfigurationFinder.find(from: $0) } ?? ConfigurationFinder.find(from: workingDirectory)
        }
        configuration = found?.configuration ?? ProjectConfiguration()
        configurationFile = found?.file
        configFolder = found?.folder ?? workingDirectory
        configured?(configuration, configFolder)
        let choice: String, base: String
        if let name = request.rules {
            (choice, base) = (name, workingDirectory)
        } else if let name = configuration.rules {
            (choice, base) = (name, configFolder)
        } else {
            (choice, base) = (try locator.defaultName(), configFolder)
        }
        let located = try locator.read(choice, relativeTo: base)
        rules = try locator.load(located, named: choice, relativeTo: base)
        rulesFile = located.path ?? located.source
        rules.excluded += configuration.excluded.map(PathPattern.init)
    }
}
