import ArgumentParser
import Foundation
import AssetCheckCore
import AssetCheckKit

/// `assetcheck rules`: every check identifier with its default severity and description; or
/// the built-in rule sets, one set's file, or the keys a rules file may hold.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every check identifier, its default severity and what it checks.",
        discussion: """
            Use the identifiers under `severities:` in a rules file (error, warning or off), e.g.

              severities:
                image.square: warning
                asset.unclassified: off

            With --rule-sets, list the built-in rule sets instead; the one used when neither \
            --rules nor .assetcheck.yml names one is marked (default). With --print NAME, write \
            that set's rules file to standard output, to start your own from it:

              assetcheck rules --print bennie > my-rules.yml

            With --keys, list every key a rules file may hold instead, with what it takes and its \
            default; --keys --format markdown writes Docs/RulesReference.md.
            """)

    @Option(name: .customLong("print"), help: ArgumentHelp(
        "Write the built-in rule set NAME's rules file to standard output.", valueName: "name"))
    var printed: String?

    @Flag(help: "List the built-in rule sets (usable as --rules NAME), marking the default one, instead of the checks.")
    var ruleSets = false

    @Flag(help: "List the keys a rules file may hold, with what each takes and its default, instead of the checks.")
    var keys = false

    @Option(help: "text (a line per check or key) or markdown (Docs/Checks.md, with each check's explanation; with --keys, Docs/RulesReference.md).")
    var format: ListFormat = .text

    /// How `assetcheck rules` prints the checks.
    enum ListFormat: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    func validate() throws {
        if ruleSets, printed != nil { throw ValidationError("give --rule-sets or --print NAME, not both") }
        if keys, ruleSets || printed != nil { throw ValidationError("give --keys without --rule-sets and --print") }
    }

    func run() throws {
        if let printed {
            do {
                FileHandleOutput.standardOutput(try RulesLocator().builtInText(printed))
            } catch {
                throw CommandFailure.exit(error, status: ExitStatus.usage)
            }
            return
        }
        if ruleSets {
            do {
                FileHandleOutput.standardOutput(try RulesLocator().builtInSetsListing())
            } catch {
                throw CommandFailure.exit(error, status: ExitStatus.usage)
            }
            return
        }
        if keys {
            FileHandleOutput.standardOutput(format == .markdown ? RulesKeyCatalog.markdown() : RulesKeyCatalog.textListing())
            return
        }
        FileHandleOutput.standardOutput(format == .markdown ? CheckCatalog.markdown() : CheckCatalog.textListing())
    }
}
