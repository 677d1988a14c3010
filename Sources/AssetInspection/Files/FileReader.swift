import AssetCheckCore
internal import CSafeOpen
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
    /// descriptor of `root` following no link (with Linux's openat2 in one call, else one folder
    /// at a time): a folder swapped for a link during the run can't lead the read out of the bundle.
    public static func load(absolutePath: String, relativePath: String, limit: Int,
                            beneath root: String? = nil) -> Result<LoadedFile, FileFailure> {
        openForReading(absolutePath: absolutePath, limit: limit, beneath: root).flatMap { $0.readWhole(relativePath: relativePath) }
    }

    /// Opens `absolutePath` as ``load`` does and checks it, without reading it: the caller reads
    /// it whole or in pieces.
    public static func openForReading(absolutePath: String, limit: Int, beneath root: String? = nil) -> Result<OpenedFile, FileFailure> {
        let fd = openFile(absolutePath, beneath: root)
        guard fd >= 0 else {
            let code = errno
            // A folder on the way became a link (to anywhere) since the scan: it is not followed.
            if code == ELOOP || code == ENOTDIR, root != nil { return .failure(.symlinkOutside) }
            return .failure(.unreadable(reason: describe(code)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(.unreadable(reason: describe(code)))
        }
        let size = Int(info.st_size)
        let failure: FileFailure? = if (info.st_mode & S_IFMT) != S_IFREG {
            .notRegular(what: kindName(info.st_mode))
        } else if size <= 0 {
            .empty
        } else if size > limit {
            .tooLarge(bytes: size, limit: limit)
        } else {
            nil
        }
        if let failure {
            close(fd)
            return .failure(failure)
        }
        return .success(OpenedFile(descriptor: fd, size: size))
    }

    /// Lower-case hex of a digest's bytes.
    static func hex(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A descriptor of the file, or -1 with `errno` set. O_NONBLOCK: opening a FIFO must not wait
    /// for a writer; fstat then rejects it. Names not in UTF-8 come as ``FileNameBytes`` carries them.
    private static func openFile(_ path: String, beneath root: String?) -> Int32 {
        let flags = O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC
        guard let root, path.hasPrefix(root + "/") else { return FileNameBytes.withSystemPath(path) { open($0, flags) } }
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return -1 }
        // One call where the kernel has openat2: no link on the way, nothing outside the root.
        let relative = String(path.dropFirst(root.count + 1))
        let (beneath, failure) = FileNameBytes.withSystemPath(relative) { (cso_open_beneath(folder, $0, flags), errno) }
        if beneath >= 0 || failure != ENOSYS {
            close(folder)
            // EXDEV: the path would leave the root, which only a link or `..` can make it do.
            errno = failure == EXDEV ? ELOOP : failure
            return beneath
        }
        let parts = relative.split(separator: "/").map(String.init)
        for part in parts.dropLast() {
            let next = FileNameBytes.withSystemPath(part) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            let code = errno
            close(folder)
            guard next >= 0 else { errno = code; return -1 }
            folder = next
        }
        let fd = FileNameBytes.withSystemPath(parts.last ?? "") { openat(folder, $0, flags) }
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
