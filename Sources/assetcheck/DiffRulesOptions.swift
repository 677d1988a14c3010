import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation

/// The rules a bundle folder given to `assetcheck diff` is checked with: `--rules`, else
/// `.assetcheck.yml` (its `rules` and `excluded`), else `bennie`, as `assetcheck check` does.
struct DiffRulesOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Rules file, or the name of a built-in rule set, for a bundle folder.",
                                            discussion: "Default: 'rules' from .assetcheck.yml, else bennie.", valueName: "file-or-name"))
    var rules: String?

    @Option(name: .long, help: ArgumentHelp("Use this configuration file instead of searching for .assetcheck.yml.", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore .assetcheck.yml.")
    var noConfig = false

    /// The rule set, with the configuration's exclusions (so a README is not an "added" asset).
    func load() throws -> RuleSet {
        try RulesSelection(rules: rules, config: config, noConfig: noConfig).rules
    }
}
