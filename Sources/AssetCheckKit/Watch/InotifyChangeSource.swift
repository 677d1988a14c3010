#if os(Linux)
import Foundation
// Declare `stat`'s fields as Swift 6.3 sees them on Linux (MemberImportVisibility): whichever of
// the two C modules the compiler loads first owns the glibc struct, and that differs by build.
import CoreFoundation
#if canImport(CDispatch)
import CDispatch
#endif
import Glibc

/// Linux file events: one inotify watch on every folder of the bundle, added for new folders
/// as they appear. A burst of events (an export writes, renames, sets times) is gathered until
/// it has been quiet for ``settle``, or for at most ``longestWait``, then reported as one batch.
public final class InotifyChangeSource: ChangeSource, @unchecked Sendable {
    private let descriptor: Int32
    private let root: String
    private let filter: WatchFilter
    /// Quiet time that ends a burst: 150 ms.
    public let settle: Duration = .milliseconds(150)
    /// Longest a burst is gathered before it is reported anyway: 600 ms.
    public let longestWait: Duration = .milliseconds(600)
    // `folders` is touched only by the one thread in nextChanges() (and init); `stopped` by any, under `lock`.
    private var folders: [Int32: String] = [:]
    private let lock = NSLock()
    private var stopped = false

    // Writes finished, renames in and out, deletions, permission or time changes, new folders.
    // Creating a regular file is not an event of its own: its IN_CLOSE_WRITE follows.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
        | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

    /// Watches every folder under `root` (a real path); throws when inotify is unavailable or the
    /// per-user watch limit (`fs.inotify.max_user_watches`) is reached.
    public init(root: String, filter: WatchFilter) throws(WatchError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .eventsUnavailable(String(cString: strerror(errno))) }
        self.root = root
        self.filter = filter
        var unused = Set<String>()
        if let failure = watch("", collecting: &unused) {
            close(descriptor)
            throw failure
        }
    }

    deinit { close(descriptor) }

    public var method: String { "inotify" }

    public func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    public func nextChanges() -> Set<String>? {
        var changes = Set<String>()
        var overflowed = false
        var first: ContinuousClock.Instant?
        var last = ContinuousClock.now
        while !isStopped {
            // Short polls, so stop() is noticed within 0.2 s and a burst's end within 30 ms.
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, first == nil ? 200 : 30)
            if ready < 0, errno != EINTR { return nil }
            if ready > 0, readEvents(into: &changes, overflowed: &overflowed) {
                last = .now
                if first == nil { first = last }
            }
            guard let first else { continue }
            let now = ContinuousClock.now
            if now - last >= settle || now - first >= longestWait { return overflowed ? [] : changes }
        }
        return nil
    }

    /// Reads every pending event; true when any of them matters.
    private func readEvents(into changes: inout Set<String>, overflowed: inout Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var relevant = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return relevant }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true; relevant = true; continue }
                if mask & UInt32(IN_IGNORED) != 0 { folders[wd] = nil; continue }
                guard let folder = folders[wd], !nameBytes.isEmpty else { continue }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let path = folder.isEmpty ? name : folder + "/" + name
                guard filter.includes(path) else { continue }
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { _ = watch(path, collecting: &changes) }
                } else if mask & UInt32(IN_CREATE) != 0, isRegularFile(path) {
                    continue
                }
                changes.insert(path)
                relevant = true
            }
        }
    }

    /// Adds a watch on the folder `relative` and every folder under it, and collects the files
    /// found there (they may have been written before the watch existed). Returns the error that
    /// makes events unusable (the watch limit), else `nil`; unreadable folders are skipped.
    private func watch(_ relative: String, collecting files: inout Set<String>) -> WatchError? {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let wd = inotify_add_watch(descriptor, folder, Self.mask)
        if wd < 0 {
            return errno == ENOSPC ? .eventsUnavailable("the limit of inotify watches is reached (fs.inotify.max_user_watches)")
                : (relative.isEmpty ? .eventsUnavailable(String(cString: strerror(errno))) : nil)
        }
        folders[wd] = relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            guard filter.includes(path) else { continue }
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if let failure = watch(path, collecting: &files) { return failure }
            } else {
                files.insert(path)
            }
        }
        return nil
    }

    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(root + "/" + path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
#endif
