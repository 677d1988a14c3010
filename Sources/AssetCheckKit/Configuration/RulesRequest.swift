/// Which rules and configuration a run asks for: the `--rules`, `--config` and `--no-config`
/// options shared by `check`, `watch` and `diff`.
public struct RulesRequest: Sendable, Hashable {
    /// A rules file or the name of a built-in rule set; `nil` defers to the configuration.
    public var rules: String?
    /// A configuration file to use instead of searching for `.assetcheck.yml`.
    public var configurationFile: String?
    /// True to ignore `.assetcheck.yml` altogether.
    public var ignoresConfiguration: Bool

    public init(rules: String? = nil, configurationFile: String? = nil, ignoresConfiguration: Bool = false) {
        self.rules = rules
        self.configurationFile = configurationFile
        self.ignoresConfiguration = ignoresConfiguration
    }
}
