import ArgumentParser
import AssetCheckKit

/// `assetcheck watch`: checks the bundle once, then each file again as it is saved.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check a bundle, then re-check each file as it is saved, until Ctrl-C.",
        discussion: """
            Prints the findings of the whole bundle once, then one line per saved file, e.g.

              Examples/Characters/Bennie/wave@2x.png: error: [image.size] 598x900 px, ...; export at 600x900
              Examples/Characters/Bennie/wave@2x.png: fixed

            Report files (--report html:report.html) are rewritten after each change, so the page \
            can stay open in a browser: reload it. Linux uses inotify; macOS, or --poll, looks at \
            every file twice a second. Ctrl-C stops it (exit code 0).

            Examples:
              assetcheck watch Examples --report html:build/assets.html
              assetcheck watch --rules my-app.yml Assets
            """)

    @Argument(help: "Bundle folder to watch. Default: 'paths' from .assetcheck.yml, else the current folder.")
    var path: String?

    @OptionGroup var rules: RulesOptions

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Write a report to a file after every change (TYPE:FILE, e.g. html:report.html). Repeatable.",
        valueName: "type:file"))
    var reports: [ReportRequest] = []

    @Flag(name: .long, help: "Look at every file twice a second instead of using file events (network folders).")
    var poll = false

    @Flag(name: .long, help: "Errors only: no warnings, no summary lines.")
    var quiet = false

    func validate() throws {
        if reports.contains(where: { $0.file == nil }) {
            throw ValidationError("watch writes reports to files only: give --report TYPE:FILE, e.g. --report html:report.html")
        }
    }

    func run() async throws {
        let session: WatchSession
        do {
            // Watch mode never writes the manifest: it is a tracked file, rewritten by `check`.
            let setup = try CheckSetup(rules: rules.request, path: path, writesManifest: false)
            session = try WatchSession(setup: setup, reports: reports, poll: poll, tool: AssetCheckVersion.identity,
                                       toolVersion: InspectionCache.buildKey(version: AssetCheckVersion.current))
        } catch {
            throw CommandFailure.exit(error, status: ExitStatus.usage)
        }
        let signals = StopSignals { [source = session.source] in source.stop() }
        defer { withExtendedLifetime(signals) {} }
        try await WatchOutput(root: session.root, quiet: quiet).run(session)
    }
}
