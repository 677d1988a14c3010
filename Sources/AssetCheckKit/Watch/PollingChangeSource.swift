import Foundation
// Declare `stat`'s fields as Swift 6.3 sees them on Linux (MemberImportVisibility): whichever of
// the two C modules the compiler loads first owns the glibc struct, and that differs by build.
import CoreFoundation
#if canImport(CDispatch)
import CDispatch
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds changed files by comparing every file's `stat` (size, times, inode) at a fixed
/// interval: the watcher on macOS, and the fallback where inotify is not available.
public final class PollingChangeSource: ChangeSource, @unchecked Sendable {
    private let root: String
    private let filter: WatchFilter
    private let interval: Duration
    // `stamps` is touched only by the one thread in nextChanges(); `stopped` by any, under `lock`.
    private var stamps: [String: FileStamp]
    private let lock = NSLock()
    private var stopped = false

    /// Records the current state of `root`; changes after this call are reported.
    public init(root: String, filter: WatchFilter, interval: Duration = .milliseconds(500)) {
        self.root = root
        self.filter = filter
        self.interval = interval
        stamps = [:]
        stamps = snapshot()
    }

    public var method: String { "polling every \(Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18) s" }

    public func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    public func nextChanges() -> Set<String>? {
        var waited = Duration.zero
        while !isStopped {
            let step = min(.milliseconds(100), interval - waited)
            Thread.sleep(forTimeInterval: Double(step.components.attoseconds) / 1e18 + Double(step.components.seconds))
            waited += step
            guard waited >= interval else { continue }
            waited = .zero
            let now = snapshot()
            var changed = Set<String>()
            for (path, stamp) in now where stamps[path] != stamp { changed.insert(path) }
            for path in stamps.keys where now[path] == nil { changed.insert(path) }
            stamps = now
            if !changed.isEmpty { return changed }
        }
        return nil
    }

    /// Every file under the root with its stamp; links are stamped, never followed into folders.
    private func snapshot() -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        func walk(_ relative: String, depth: Int) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard depth < 64, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                guard filter.includes(path) else { continue }
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    walk(path, depth: depth + 1)
                } else {
                    result[path] = FileStamp.of(root + "/" + path)
                        ?? FileStamp(size: Int64(info.st_size), modified: 0, changed: 0, inode: UInt64(info.st_ino), device: 0)
                }
            }
        }
        walk("", depth: 0)
        return result
    }
}
