#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, compared between runs to tell an unchanged file without
/// reading it (as git's index does): size, modification and change times in nanoseconds,
/// inode and device.
public struct FileStamp: Sendable, Codable, Hashable {
    public var size: Int64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64
    public var device: UInt64

    /// The stamp of the file at `path` (links followed), or `nil` when it cannot be stat'ed.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        return FileStamp(size: Int64(info.st_size), modified: modified, changed: changed,
                         inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    /// True when the file was modified so shortly before `now` (nanoseconds since 1970) that a
    /// later write could keep the same timestamps; such an entry is verified by hash next time.
    public func isRacy(now: Int64) -> Bool {
        max(modified, changed) > now - 2_000_000_000
    }

    /// Nanoseconds since 1970 by the wall clock, comparable with the stamps' times.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
