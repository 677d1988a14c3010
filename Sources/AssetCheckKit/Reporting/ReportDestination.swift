import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report file goes, and how it is written so the path stays what it was.
///
/// Only a regular file (or a new one) is written atomically, through a temporary file and a
/// rename; a path that is a link is followed, so the link stays and its target is written. A
/// character device, a pipe or a socket (`/dev/null`, a FIFO, `/dev/tty`) is opened and written in
/// place, and `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are the process's own descriptors,
/// written directly: a rename over them would put a regular file in `/dev` for every later
/// step of a root CI container.
public enum ReportDestination: Sendable, Hashable {
    /// An open descriptor of this process (`-` and `/dev/stdout` are 1).
    case descriptor(Int32)
    /// A device, pipe or socket, opened for writing.
    case stream(String)
    /// A regular file, existing or not, at its real path; written atomically.
    case file(String)

    /// The destination for `path` as given on the command line (relative to the current folder).
    public init(path: String) {
        switch path {
        case "-", "/dev/stdout", "/proc/self/fd/1": self = .descriptor(1)
        case "/dev/stderr", "/proc/self/fd/2": self = .descriptor(2)
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)) { self = .descriptor(number); return }
            }
            let target = Self.followingLinks(path)
            var info = stat()
            if stat(target, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
                self = .stream(target)
            } else {
                self = .file(target)
            }
        }
    }

    /// Writes `data`; the error says why it could not be written, as the system says it.
    public func write(_ data: Data) throws {
        switch self {
        case .descriptor(let number):
            try Self.writeAll(data, to: number)
        case .stream(let path):
            let number = open(path, O_WRONLY | O_CLOEXEC)
            guard number >= 0 else { throw Self.systemError() }
            defer { close(number) }
            try Self.writeAll(data, to: number)
        case .file(let path):
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
    }

    /// `path` with links followed to the end, also a dangling one (its target is then created);
    /// at most 40 links, as the kernel allows.
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return current
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw systemError()
                }
                offset += written
            }
        }
    }

    private static func systemError() -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno),
                userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
}

/// `write(2)`, named apart from ``ReportDestination/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
