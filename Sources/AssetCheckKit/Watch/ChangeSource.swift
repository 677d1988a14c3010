import Foundation

/// Tells which files of a folder changed: the operating system's file events, or polling.
///
/// ``nextChanges()`` blocks the calling thread; ``next()`` runs it on a thread of its own so
/// async code can wait for it. ``stop()`` may be called from any thread (a signal handler's
/// queue): a waiting ``nextChanges()`` then returns `nil` within a fraction of a second.
public protocol ChangeSource: AnyObject, Sendable {
    /// Bundle-relative paths of files or folders that changed since the last call, after a
    /// burst of events has settled; an empty set means "something changed, look at everything"
    /// (the event queue overflowed). `nil` once stopped.
    func nextChanges() -> Set<String>?

    /// Ends the watch; a waiting ``nextChanges()`` returns `nil`.
    func stop()

    /// How the changes are found, for the user: `inotify`, `polling every 0.5 s`.
    var method: String { get }
}

extension ChangeSource {
    /// ``nextChanges()`` on a thread of its own, so no task of the cooperative pool is blocked.
    public func next() async -> Set<String>? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.nextChanges()) }
        }
    }
}

/// Which paths a watch reports: not hidden ones (`.git`, `.assetcheck-cache`, an editor's
/// `.wave.png.swp`), as the bundle scanner skips them, nor the ones the caller names.
public struct WatchFilter: Sendable {
    /// Bundle-relative paths never reported, e.g. a report written inside the bundle.
    public var ignored: Set<String>
    /// Further paths to skip, e.g. the rule set's `excluded` patterns.
    public var excluded: @Sendable (String) -> Bool

    public init(ignored: Set<String> = [], excluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.ignored = ignored
        self.excluded = excluded
    }

    /// True when changes to the bundle-relative `path` matter.
    public func includes(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        let skipped = parts.indices.contains { BundleScanner.skips(String(parts[$0]), isFolder: $0 < parts.count - 1) }
        return !skipped && !ignored.contains(path) && !excluded(path)
    }
}

/// The watch could not be set up.
public enum WatchError: Error, CustomStringConvertible, Sendable {
    /// inotify is not available or the per-user limit of watches or instances is reached.
    case eventsUnavailable(String)

    public var description: String {
        switch self {
        case let .eventsUnavailable(reason): "file events are not available: \(reason)"
        }
    }
}
