import AssetCheckCore
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

/// What `stat` says about a file, compared between runs to tell an unchanged file without
/// reading it (as git's index does): size, modification and change times in nanoseconds,
/// inode and device.
public struct FileStamp: Sendable, Codable, Hashable {
    public var size: Int64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64
    public var device: UInt64

    /// The stamp of the file at `path` (links followed), or `nil` when it cannot be stat'ed. A
    /// name that is not UTF-8 comes as ``FileNameBytes`` carries it, and is stat'ed by its bytes.
    public static func of(_ path: String) -> FileStamp? {
        FileNameBytes.withSystemPath(path) { of(systemPath: $0) }
    }

    /// True when the file was modified so shortly before `now` (nanoseconds since 1970) that a
    /// later write could keep the same timestamps; such an entry is verified by hash next time.
    public func isRacy(now: Int64) -> Bool {
        max(modified, changed) > now - 2_000_000_000
    }
}

extension FileStamp {
    /// The stamp of the file at the C path `path` (links followed), or `nil` when it cannot be stat'ed.
    static func of(systemPath path: UnsafePointer<CChar>) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp `stat` gave as `info`.
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = Self.nanoseconds(info.st_mtimespec), changed = Self.nanoseconds(info.st_ctimespec)
        #else
        let modified = Self.nanoseconds(info.st_mtim), changed = Self.nanoseconds(info.st_ctim)
        #endif
        self.init(size: Int64(info.st_size), modified: modified, changed: changed,
                  inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }

    /// Nanoseconds since 1970 by the wall clock, comparable with the stamps' times.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    /// `time` in nanoseconds since 1970, held at the ends of `Int64`: a file's times are whatever
    /// `touch -d` set (the year 2300 is 1.04e19 ns, past `Int64.max`).
    static func nanoseconds(_ time: timespec) -> Int64 {
        let (scaled, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return time.tv_sec < 0 ? .min : .max }
        let (sum, carry) = scaled.addingReportingOverflow(Int64(time.tv_nsec))
        return carry ? .max : sum
    }
}
