import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation

/// One `assetcheck watch` run: the change source, the checks, and what is printed and written.
struct WatchSession {
    let setup: CheckSetup
    let reports: [ReportRequest]
    let quiet: Bool
    let source: any ChangeSource
    let watcher: BundleWatcher
    /// Thumbnails survive between report rewrites, so only changed images are decoded again.
    let thumbnails = ThumbnailCache()

    init(setup: CheckSetup, reports: [ReportRequest], poll: Bool, quiet: Bool) throws {
        self.setup = setup
        self.reports = reports
        self.quiet = quiet
        let bundle = URL(fileURLWithPath: setup.root).resolvingSymlinksInPath().standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder), isFolder.boolValue else {
            FileHandleOutput.standardError("error: \(setup.root) is not a folder\n")
            throw ExitCode(ExitStatus.usage)
        }
        // Reports written inside the bundle change with every check: never a change to report.
        let ignored = Set(reports.compactMap(\.file).map(ChangeOptions.absolute).compactMap { path in
            path.hasPrefix(bundle + "/") ? String(path.dropFirst(bundle.count + 1)) : nil
        })
        let rules = setup.rules
        let filter = WatchFilter(ignored: ignored, excluded: { rules.isExcluded($0) })
        source = Self.source(bundle: bundle, filter: filter, poll: poll)
        let cache = InspectionCache.forRun(in: setup.configFolder, rulesFile: setup.rulesFile)
        watcher = BundleWatcher(checker: BundleChecker(rules: setup.rules, cache: cache), root: setup.root, ignored: ignored)
    }

    /// inotify on Linux, polling elsewhere, with --poll, or when inotify is refused.
    private static func source(bundle: String, filter: WatchFilter, poll: Bool) -> any ChangeSource {
        #if os(Linux)
        if !poll {
            do {
                return try InotifyChangeSource(root: bundle, filter: filter)
            } catch {
                FileHandleOutput.standardError("note: \(error); looking at the files twice a second instead\n")
            }
        }
        #endif
        return PollingChangeSource(root: bundle, filter: filter)
    }

    func run() async throws {
        var previous: CheckOutcome
        do {
            previous = try await watcher.check()
        } catch {
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
        let colored = Terminal.isColorTerminal(fileDescriptor: 1)
        FileHandleOutput.standardOutput(TextReporter(colored: colored).report(quiet ? previous.keepingErrorsOnly() : previous))
        if !quiet { FileHandleOutput.standardError(TextReporter.summary(previous) + "\n") }
        writeReports(previous)
        FileHandleOutput.standardError("Watching \(setup.root) for changes (\(source.method)); press Ctrl-C to stop.\n")
        while let changed = await source.next() {
            let update: WatchUpdate
            do {
                update = try await watcher.recheck(after: previous, changed: changed)
            } catch {
                FileHandleOutput.standardError("error: \(error)\n")
                continue
            }
            previous = update.outcome
            guard !update.isEmpty else { continue }
            let shown = quiet ? update.keepingErrorsOnly() : update
            FileHandleOutput.standardOutput(shown.lines(colored: colored).map { $0 + "\n" }.joined())
            if !quiet { FileHandleOutput.standardError(TextReporter.summary(update.outcome) + "\n") }
            writeReports(update.outcome)
        }
        FileHandleOutput.standardError("Stopped watching \(setup.root).\n")
    }

    /// Rewrites each report file (atomically); a file that cannot be written is said, and the watch goes on.
    private func writeReports(_ outcome: CheckOutcome) {
        for request in reports {
            guard let file = request.file else { continue }
            let reporter: any Reporter = request.kind == .html
                ? HTMLReporter(tool: AssetCheckVersion.identity, cache: thumbnails)
                : request.kind.reporter(ReportOptions.context(for: outcome, colored: false))
            do {
                let url = URL(fileURLWithPath: file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(reporter.report(outcome).utf8).write(to: url, options: .atomic)
            } catch {
                FileHandleOutput.standardError("error: cannot write the \(request.kind.rawValue) report to \(file): "
                    + "\(error.localizedDescription)\n")
            }
        }
    }
}
