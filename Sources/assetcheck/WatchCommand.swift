import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `assetcheck watch`: checks the bundle once, then each file again as it is saved.
struct WatchCommand: AsyncParsableCommand, CheckSetupOptions {
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

    @Option(name: .long, help: ArgumentHelp("Rules file, or the name of a built-in rule set.", valueName: "file-or-name"))
    var rules: String?

    @Option(name: .long, help: ArgumentHelp("Use this configuration file instead of searching for .assetcheck.yml.", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore .assetcheck.yml.")
    var noConfig = false

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Write a report to a file after every change (TYPE:FILE, e.g. html:report.html). Repeatable.",
        valueName: "type:file"))
    var reports: [ReportRequest] = []

    @Flag(name: .long, help: "Look at every file twice a second instead of using file events (network folders).")
    var poll = false

    @Flag(name: .long, help: "Errors only: no warnings, no summary lines.")
    var quiet = false

    /// Watch mode never writes the manifest: it is a tracked file, rewritten by `check`.
    var manifest: String? { nil }
    var noManifest: Bool { true }

    func validate() throws {
        if reports.contains(where: { $0.file == nil }) {
            throw ValidationError("watch writes reports to files only: give --report TYPE:FILE, e.g. --report html:report.html")
        }
    }

    func run() async throws {
        let setup = try CheckSetup.orExit(command: self)
        let session = try WatchSession(setup: setup, reports: reports, poll: poll, quiet: quiet)
        // Ctrl-C (and a plain kill) end the watch between checks; the default action would
        // end the process in the middle of writing a report.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let queue = DispatchQueue(label: "assetcheck.watch.signals")
        let handlers = [SIGINT, SIGTERM].map { number in
            let handler = DispatchSource.makeSignalSource(signal: number, queue: queue)
            handler.setEventHandler { [source = session.source] in source.stop() }
            handler.resume()
            return handler
        }
        defer {
            handlers.forEach { $0.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        try await session.run()
    }
}
