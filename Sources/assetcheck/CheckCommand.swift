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
            current folder with the built-in 'bennie' rules and writes no manifest.

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

    @Option(name: .long, help: ArgumentHelp("Rules file, or the name of a built-in rule set.",
                                            discussion: "Default: 'rules' from .assetcheck.yml, else bennie.", valueName: "file-or-name"))
    var rules: String?

    @Option(name: .long, help: ArgumentHelp("Write the manifest to this file (atomically).", valueName: "file"))
    var manifest: String?

    @Flag(name: .long, help: "Write no manifest, even if .assetcheck.yml names one.")
    var noManifest = false

    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Exit 1 on warnings as well as errors.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Use this configuration file instead of searching for .assetcheck.yml.", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore .assetcheck.yml.")
    var noConfig = false

    @OptionGroup var baseline: BaselineOptions

    @OptionGroup var reports: ReportOptions

    @OptionGroup var changes: ChangeOptions

    func run() async throws {
        let setup = try CheckSetup.orExit(command: self)
        let outcome: CheckOutcome
        let progress = ProgressLine.make(root: setup.root, quiet: reports.quiet)
        do {
            guard let checker = try changes.checker(setup: setup, quiet: reports.quiet, progress: progress) else { return }
            let checked = try await checker.check(root: setup.root)
            progress?.finish()
            outcome = try baseline.apply(to: checked)
        } catch {
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
        try reports.write(outcome, format: format)
        if let manifestPath = changes.isScoped && manifest == nil ? nil : setup.manifest {
            do {
                try outcome.manifest.encoded().write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
            } catch {
                FileHandleOutput.standardError("error: cannot write the manifest to \(manifestPath): \(error.localizedDescription)\n")
                throw ExitCode(ExitStatus.failed)
            }
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
