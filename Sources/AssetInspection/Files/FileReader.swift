import AssetCheckCore
internal import Crypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one bundle file safely: regular files only, never blocking on a FIFO, bounded in size.
public enum FileReader {
    /// Opens `absolutePath` without following a final symlink and without blocking, checks it is a
    /// regular file of at most `limit` bytes, and reads and hashes it.
    ///
    /// With `root` (a real folder path that `absolutePath` lies in), the file is opened from a
    /// descriptor of `root`, one folder at a time, none of them followed if it is a link: a folder
    /// swapped for a link during the run can't lead the read out of the bundle.
    public static func load(absolutePath: String, relativePath: String, limit: Int,
                            beneath root: String? = nil) -> Result<LoadedFile, FileFailure> {
        let fd = openFile(absolutePath, beneath: root)
        guard fd >= 0 else {
            let code = errno
            // A folder on the way became a link (to anywhere) since the scan: it is not followed.
            if code == ELOOP || code == ENOTDIR, root != nil { return .failure(.symlinkOutside) }
            return .failure(.unreadable(reason: describe(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(reason: describe(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegular(what: kindName(info.st_mode))) }
        let size = Int(info.st_size)
        guard size > 0 else { return .failure(.empty) }
        guard size <= limit else { return .failure(.tooLarge(bytes: size, limit: limit)) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = errno; break }
                if n == 0 { break }
                count += n
            }
        }
        if failure != 0 { return .failure(.unreadable(reason: describe(failure))) }
        if bytes.isEmpty { return .failure(.empty) }
        let hex = SHA256.hash(data: bytes).map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }.joined()
        return .success(LoadedFile(relativePath: relativePath, bytes: bytes, sha256: hex))
    }

    /// A descriptor of the file, or -1 with `errno` set. O_NONBLOCK: opening a FIFO must not wait
    /// for a writer; fstat then rejects it.
    private static func openFile(_ path: String, beneath root: String?) -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC
        guard let root, path.hasPrefix(root + "/") else { return open(path, flags) }
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return -1 }
        let parts = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
        for part in parts.dropLast() {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(folder)
            guard next >= 0 else { errno = code; return -1 }
            folder = next
        }
        let fd = openat(folder, parts.last ?? "", flags)
        let code = errno
        close(folder)
        errno = code
        return fd
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        case ENOENT: "no such file"
        case EISDIR: "is a directory"
        default: String(cString: strerror(code))
        }
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a directory"
        default: "not a regular file"
        }
    }
}
