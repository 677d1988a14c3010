import ArgumentParser
import AssetCheckKit

/// The `assetcheck` command: checks by default, with subcommands for the rest.
struct AssetCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetcheck",
        abstract: "Check an iPad/iPhone app's images, animations, audio, fonts, strings and data against its asset rules.",
        discussion: """
            assetcheck scans a bundle folder (loose files and Xcode .xcassets), checks every asset \
            against a rule set from Rules/, prints what is wrong and how to fix it, and can write a \
            deterministic AssetManifest.json.

            Exit codes: 0 no errors (warnings allowed), 1 errors found (or warnings with --strict), 2 bad \
            usage or a bad rules or configuration file, 3 a manifest, report or baseline not written.

            Examples:
              assetcheck Examples                   check a folder (the default rules)
              assetcheck Games --rules my-app.yml   check with your own rules
              assetcheck Examples --manifest AssetManifest.json
              assetcheck rules                      list every check identifier
              assetcheck Examples --baseline b.json fail only on findings not in b.json
              assetcheck diff base.json Examples    what changed since a committed manifest
              assetcheck init MyApp --from bennie   rules for a project laid out its own way
            """,
        version: AssetCheckVersion.current,
        subcommands: [CheckCommand.self, RulesCommand.self, DiffCommand.self, HookCommand.self, WatchCommand.self,
                      InitCommand.self],
        defaultSubcommand: CheckCommand.self
    )
}
