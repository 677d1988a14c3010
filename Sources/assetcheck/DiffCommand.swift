import AssetCheckCore
import ArgumentParser
import AssetCheckKit

/// `assetcheck diff OLD NEW`: what changed between two manifests, or a manifest and a bundle.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two manifests (or a manifest and a bundle folder).",
        discussion: """
            Each side is an AssetManifest.json or a bundle folder (checked with --rules or \
            .assetcheck.yml to get its manifest). Reports assets added, removed, changed and moved \
            with byte deltas, each budget's headroom before and after, and findings introduced and fixed.

            Exit codes: 0 when the diff is printed (also when it shows new errors: 'assetcheck check' \
            is the gate), 1 with --fail-on-new-errors when NEW introduces an error, 2 for a side that \
            cannot be read or bad rules.

            Examples:
              git show origin/main:AssetManifest.json > /tmp/base.json
              assetcheck diff /tmp/base.json Examples
              assetcheck diff /tmp/base.json Examples --format markdown > comment.md
              assetcheck diff old/AssetManifest.json new/AssetManifest.json
            """)

    @Argument(help: "The old side: a manifest file (e.g. the base branch's) or a bundle folder.")
    var old: String

    @Argument(help: "The new side: a manifest file or a bundle folder.")
    var new: String

    @Option(name: .long, help: "Output format: text, or markdown for a pull-request comment.")
    var format: DiffFormat = .text

    @Flag(name: .long, help: "Exit 1 when NEW has an error finding that OLD does not have.")
    var failOnNewErrors = false

    @OptionGroup var rules: RulesOptions

    func run() async throws {
        let request = DiffRequest(old: old, new: new, rules: rules.request, format: format)
        let diff: ManifestDiff
        do {
            diff = try await request.diff()
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        FileHandleOutput.standardOutput(request.report(diff))
        if failOnNewErrors, diff.introduced.contains(where: { $0.severity == .error }) {
            throw ExitCode(ExitStatus.failed)
        }
    }
}

extension DiffFormat: ExpressibleByArgument {}
