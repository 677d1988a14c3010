import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation

/// `assetcheck check`: the default command.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a bundle folder's assets and report what is wrong (the default command).",
        discussion: """
            Without options, assetcheck reads .assetcheck.yml from the current folder or the nearest \
            parent that has one (keys: rules, paths, excluded, manifest); without one, it checks the \
            current folder with the built-in default rule set (see `assetcheck rules --rule-sets`) and \
            writes no manifest.

            Findings print one per line, sorted by path, as compilers print them \
            (path: severity: [check] what was measured; how to fix it), e.g.

              Examples/Characters/Bennie/wave@2x.png: error: [image.size] 598x900 px,
              but Bennie characters are 300x450 pt = 600x900 px at @2x; export at 600x900

            A one-line summary follows on standard error.

            Examples:
              assetcheck check Examples
              assetcheck Examples --rules bennie --manifest AssetManifest.json
              assetcheck Examples --format json > findings.json
              assetcheck --strict        fail on warnings too (CI)
            """)

    @Argument(help: "Bundle folder to check. Default: 'paths' from .assetcheck.yml, else the current folder.")
    var path: String?

    @OptionGroup var rules: RulesOptions

    @Option(name: .long, help: ArgumentHelp("Write the manifest to this file (atomically).", valueName: "file"))
    var manifest: String?

    @Flag(name: .long, help: "Write no manifest, even if .assetcheck.yml names one.")
    var noManifest = false

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Exit 1 on warnings as well as errors.")
    var strict = false

    @OptionGroup var baseline: BaselineOptions

    @OptionGroup var reports: ReportOptions

    @OptionGroup var changes: ChangeOptions

    func run() async throws {
        let setup: CheckSetup
        do {
            setup = try CheckSetup(rules: rules.request, path: path, manifest: manifest, writesManifest: !noManifest)
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        let outcome: CheckOutcome
        let progress = ProgressLine.make(root: setup.root, quiet: reports.quiet)
        do {
            let checker = BundleChecker(rules: setup.rules, cache: changes.cache(setup), progress: progress?.update)
            guard let check = try ScopedCheck(changes.request, root: setup.root, checker: checker) else {
                if !reports.quiet { FileHandleOutput.standardError("No changed files in \(setup.root) to check.\n") }
                return
            }
            let checked = try await check.check()
            progress?.finish()
            outcome = try baseline.request.apply(to: checked)
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        if let note = baseline.request.staleNote(outcome) { FileHandleOutput.standardError(note) }
        do {
            try reports.write(outcome, format: format)
            if let manifestPath = changes.request.isScoped && manifest == nil ? nil : setup.manifest {
                try outcome.manifest.write(to: manifestPath)
            }
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.failed)
        }
        if outcome.errorCount > 0 || (strict && outcome.warningCount > 0) {
            throw ExitCode(ExitStatus.failed)
        }
    }
}

/// How findings are printed on standard output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
