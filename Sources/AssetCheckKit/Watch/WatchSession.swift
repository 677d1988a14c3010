import AssetCheckCore
import Foundation

/// One `assetcheck watch` run: the change source, the checks, and the report files rewritten
/// after each change. It never prints: the caller shows each ``WatchEvent``.
public struct WatchSession: Sendable {
    /// Where saved files are heard of; `stop()` ends ``run(_:)`` between two checks.
    public let source: any ChangeSource
    /// Set when file events were refused and the session looks at the files instead: say why.
    public let note: String?
    let watcher: BundleWatcher
    /// The bundle folder, as the user gave it.
    public var root: String { watcher.root }
    let reports: [ReportRequest]
    let tool: ToolIdentity
    /// Previews survive between checks, so only changed images are decoded again for the report.
    let thumbnails = ThumbnailCache()

    /// A session for `setup`'s bundle that rewrites each of `reports` (files only) after each
    /// change; `poll` looks at every file twice a second instead of using file events. The cache
    /// (keyed on `toolVersion`) keeps re-checks cheap.
    public init(setup: CheckSetup, reports: [ReportRequest], poll: Bool, tool: ToolIdentity, toolVersion: String,
                workingDirectory: String = FileManager.default.currentDirectoryPath) throws(WatchSessionError) {
        let bundle = URL(fileURLWithPath: setup.root, relativeTo: URL(fileURLWithPath: workingDirectory + "/"))
            .resolvingSymlinksInPath().standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder), isFolder.boolValue else {
            throw WatchSessionError(message: "\(setup.root) is not a folder")
        }
        // Reports written inside the bundle change with every check: never a change to report.
        let ignored = Set(reports.compactMap(\.file).map { ChangeRequest.realPath(of: $0, relativeTo: workingDirectory) }
            .compactMap { path in path.hasPrefix(bundle + "/") ? String(path.dropFirst(bundle.count + 1)) : nil })
        let rules = setup.rules
        let filter = WatchFilter(ignored: ignored, excluded: { rules.isExcluded($0) })
        (source, note) = Self.source(bundle: bundle, filter: filter, poll: poll)
        let cache = InspectionCache.forRun(in: setup.configFolder, rules: setup.rules, toolVersion: toolVersion)
        var checker = BundleChecker(rules: setup.rules, cache: cache)
        if reports.contains(where: { $0.kind == .html && $0.file != nil }) { checker.previewing = .init(memory: thumbnails) }
        checker.evaluating = reports.contains { $0.kind == .junit && $0.file != nil }
        watcher = BundleWatcher(checker: checker, root: setup.root, ignored: ignored)
        self.reports = reports.filter { $0.file != nil }
        self.tool = tool
    }

    /// inotify on Linux, polling elsewhere, with `poll`, or when inotify is refused (with a note).
    private static func source(bundle: String, filter: WatchFilter, poll: Bool) -> (any ChangeSource, String?) {
        var note: String?
        #if os(Linux)
        if !poll {
            do {
                return (try InotifyChangeSource(root: bundle, filter: filter), nil)
            } catch {
                note = "note: \(error); looking at the files twice a second instead"
            }
        }
        #endif
        return (PollingChangeSource(root: bundle, filter: filter), note)
    }

    /// Checks the whole bundle, then again after each change until ``source`` stops, handing each
    /// outcome to `handle` and rewriting the report files; throws only when the first check fails.
    public func run(_ handle: (WatchEvent) -> Void) async throws {
        var previous = try await watcher.check()
        handle(.checked(previous))
        writeReports(previous, handle)
        handle(.watching)
        while let changed = await source.next() {
            let update: WatchUpdate
            do {
                update = try await watcher.recheck(after: previous, changed: changed)
            } catch {
                handle(.failed(String(describing: error)))
                continue
            }
            previous = update.outcome
            guard !update.isEmpty else { continue }
            handle(.changed(update))
            writeReports(update.outcome, handle)
        }
    }

    /// Rewrites each report file; a file that cannot be written is an event, and the watch goes on.
    private func writeReports(_ outcome: CheckOutcome, _ handle: (WatchEvent) -> Void) {
        for request in reports {
            let reporter = request.kind.reporter(.forRun(of: outcome, tool: tool, colored: false))
            do {
                try request.write(outcome, with: reporter)
            } catch {
                handle(.reportFailed(error))
            }
        }
    }
}

/// What a ``WatchSession`` has to show.
public enum WatchEvent: Sendable {
    /// The first check of the whole bundle.
    case checked(CheckOutcome)
    /// The first check is shown and the reports written: watching starts.
    case watching
    /// What a re-check after saved files changed.
    case changed(WatchUpdate)
    /// A re-check failed (the bundle folder went away); the watch goes on.
    case failed(String)
    /// A report file could not be written; the watch goes on.
    case reportFailed(ReportFileError)
}

/// A watch that cannot start.
public struct WatchSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. `Assets is not a folder`.
    public var message: String

    /// `error: message`.
    public var description: String { "error: \(message)" }
}
