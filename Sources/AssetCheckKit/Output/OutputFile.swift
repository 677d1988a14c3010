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

/// Writes an output file (the manifest, a report, a baseline, the cache) so that a reader only
/// ever sees the old file or the whole new one, and no failure or kill leaves a stray file.
///
/// A regular file (or a new one) is written to a temporary file beside it, named
/// `.NAME.assetcheck-PID.tmp`, flushed and renamed over it; on any error the temporary file is
/// removed and the old file stays as it was. A temporary file left by a process that was killed
/// is removed by the next write to the same name. A symbolic link is written through (its
/// target is replaced, the link kept); a character device, a FIFO or a socket (`/dev/stdout`, a
/// pipe) is written to directly, since renaming over it would replace it.
public enum OutputFile {
    /// Why an output could not be written, in words: "no such folder", "permission denied", "no
    /// space left on device".
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// Writes `data` to `path` as described above.
    public static func write(_ data: Data, to path: String) throws(Failure) {
        try data.withUnsafeBytes { bytes in Result { () throws(Failure) in try write(bytes, to: path) } }.get()
    }

    /// Writes the `parts` one after another to `path` as described above, without joining them
    /// first (the cache's header and its megabytes of entries). With `durable` false, the file is
    /// renamed without waiting for the disk (no `fsync`): for a file whose reader checks it whole
    /// and rebuilds it when a crash cut it short (the cache, whose header holds its checksum), so
    /// that a pre-commit hook does not wait on the disk for megabytes it may never read again.
    public static func write(parts: [[UInt8]], to path: String, durable: Bool = true) throws(Failure) {
        try write(to: path, durable: durable) { descriptor in
            for part in parts {
                let failure = part.withUnsafeBytes { writeAll($0, to: descriptor) }
                if failure != 0 { return failure }
            }
            return 0
        }
    }

    /// Writes `text` as UTF-8 to `path` as described above, from the string's own storage: a
    /// 20 MB HTML report is not copied into a `Data` first.
    public static func write(_ text: String, to path: String) throws(Failure) {
        var text = text
        try text.withUTF8 { utf8 in Result { () throws(Failure) in try write(UnsafeRawBufferPointer(utf8), to: path) } }.get()
    }

    /// Writes to `path` as described above what `produce` writes to the stream it is given, as
    /// it writes it, through a buffer of ``Stream/capacity`` bytes: a report is never held whole
    /// in memory. A write that fails stops the stream (what `produce` writes after it is dropped),
    /// and its reason is thrown once `produce` returns; the old file stays as it was.
    public static func stream(to path: String, _ produce: (inout Stream) -> Void) throws(Failure) {
        try write(to: path) { descriptor in
            var stream = Stream(descriptor: descriptor)
            produce(&stream)
            return stream.finish()
        }
    }

    /// A text stream into an open file, buffered: what ``OutputFile/stream(to:_:)`` gives.
    public struct Stream: TextOutputStream {
        /// Bytes gathered before they are written.
        static let capacity = 256 * 1024
        private let descriptor: Int32
        private var buffer: [UInt8] = []
        /// The `errno` of the first write that failed; 0 while none has.
        private(set) var failure: Int32 = 0

        init(descriptor: Int32) {
            self.descriptor = descriptor
            buffer.reserveCapacity(Self.capacity)
        }

        public mutating func write(_ string: String) {
            guard failure == 0 else { return }
            var string = string
            string.withUTF8 { utf8 in
                if buffer.count + utf8.count > Self.capacity { flush() }
                if utf8.count >= Self.capacity {
                    if failure == 0 { failure = OutputFile.writeAll(UnsafeRawBufferPointer(utf8), to: descriptor) }
                } else {
                    buffer.append(contentsOf: utf8)
                }
            }
        }

        /// Writes what the buffer holds; returns 0 or the `errno` of the first write that failed.
        mutating func finish() -> Int32 {
            flush()
            return failure
        }

        private mutating func flush() {
            if failure == 0, !buffer.isEmpty {
                failure = buffer.withUnsafeBytes { OutputFile.writeAll($0, to: descriptor) }
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    private static func write(_ data: UnsafeRawBufferPointer, to path: String) throws(Failure) {
        try write(to: path) { writeAll(data, to: $0) }
    }

    /// Opens where `path` is written (see the type's summary), has `body` write to the descriptor
    /// (it returns 0 or an `errno`), then makes the file the new one, or removes what was written;
    /// `durable` waits for the disk first (`fsync`).
    private static func write(to path: String, durable: Bool = true, _ body: (Int32) -> Int32) throws(Failure) {
        if let descriptor = ownDescriptor(path) {
            // The process's own stream, even when the shell sent it to a regular file: a rename
            // would leave the shell's file behind, unlinked. What print() holds goes out first,
            // so the report never lands in the middle of a line.
            fflush(nil)
            let failure = body(descriptor)
            if failure != 0 { throw Failure(reason: describe(failure)) }
            return
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            guard (info.st_mode & S_IFMT) != S_IFDIR else { throw Failure(reason: "it is a folder") }
            return try writeDirectly(to: path, body)
        }
        let target = resolvedTarget(path)
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var folderInfo = stat()
        guard stat(folder.isEmpty ? "." : folder, &folderInfo) == 0 else {
            throw Failure(reason: "no such folder \(folder.isEmpty ? "." : folder)")
        }
        removeLeftovers(of: name, in: folder.isEmpty ? "." : folder)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).assetcheck-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw Failure(reason: describe(errno)) }
        var failure = body(fd)
        if failure == 0, durable, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(reason: describe(failure))
        }
    }

    /// The descriptor of `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`, if `path` is one.
    static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
            }
            return nil
        }
    }

    /// The file a path names after following symbolic links, so the link itself is kept (a link
    /// whose target doesn't exist yet is written through too).
    private static func resolvedTarget(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    private static func writeDirectly(to path: String, _ body: (Int32) -> Int32) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: describe(errno)) }
        let failure = body(fd)
        close(fd)
        if failure != 0 { throw Failure(reason: describe(failure)) }
    }

    /// 0, or the `errno` of the write that failed.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return errno }
            offset += n
        }
        return 0
    }

    /// Removes `.NAME.assetcheck-PID.tmp` files whose process is gone (killed while writing).
    private static func removeLeftovers(of name: String, in folder: String) {
        let prefix = ".\(name).assetcheck-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let pid = Int32(entry.dropFirst(prefix.count).dropLast(4)) ?? 0
            if pid > 0, pid != getpid(), kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(folder + "/" + entry)
        }
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on device"
        case EROFS: "the file system is read-only"
        case EDQUOT: "disk quota exceeded"
        default: String(cString: strerror(code))
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
