import ArgumentParser
import AssetCheckKit

/// `--rules`, `--config` and `--no-config`, shared by `check`, `watch` and `diff`.
struct RulesOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Rules file, or the name of a built-in rule set.",
        discussion: "Default: 'rules' from .assetcheck.yml, else the built-in default rule set "
            + "(see `assetcheck rules --rule-sets`).",
        valueName: "file-or-name"))
    var rules: String?

    // An array, so a second --config is an error rather than silently replacing the first.
    @Option(name: .long, help: ArgumentHelp("Use this configuration file instead of searching for .assetcheck.yml.", valueName: "file"))
    var config: [String] = []

    @Flag(name: .long, help: "Ignore .assetcheck.yml.")
    var noConfig = false

    var request: RulesRequest {
        RulesRequest(rules: rules, configurationFile: config.first, ignoresConfiguration: noConfig)
    }

    func validate() throws {
        if config.count > 1 {
            throw ValidationError("--config was given \(config.count) times; give one configuration file (they are not merged)")
        }
    }
}
