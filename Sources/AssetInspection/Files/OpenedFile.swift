import AssetCheckCore
internal import Crypto
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bundle file ``FileReader`` opened and checked (regular, not empty, within the size limit),
/// not yet read: read it whole, or in pieces so that a large file is never held at once.
public final class OpenedFile {
    let descriptor: Int32
    /// The size `fstat` gave when the file was opened.
    public let size: Int
    /// What `fstat` said when the file was opened: size, modification and change times.
    private let opened: [Int]

    init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
        opened = Self.state(of: descriptor)
    }

    /// True when the file was written to since it was opened (its size or times moved), so what
    /// was read may mix two states of it. A file replaced by a rename is not: the descriptor
    /// still reads the file that was opened, whole.
    public var changedSinceOpened: Bool { Self.state(of: descriptor) != opened }

    private static func state(of descriptor: Int32) -> [Int] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return [] }
        #if canImport(Darwin)
        return [Int(info.st_size), Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec),
                Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #else
        return [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
                Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #endif
    }

    deinit { close(descriptor) }

    /// Reads the whole file and hashes it.
    public func readWhole(relativePath: String) -> Result<LoadedFile, FileFailure> {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = pread(descriptor, buffer.baseAddress! + count, size - count, off_t(count))
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = errno; break }
                if n == 0 { break }
                count += n
            }
        }
        if failure != 0 { return .failure(.unreadable(reason: FileReader.describe(failure))) }
        if bytes.isEmpty { return .failure(.empty) }
        return .success(LoadedFile(relativePath: relativePath, bytes: bytes, sha256: FileReader.hex(SHA256.hash(data: bytes))))
    }

    /// Up to `count` bytes from the start of the file (fewer when it is shorter, or unreadable).
    func prefix(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count {
                let n = pread(descriptor, buffer.baseAddress! + filled, count - filled, off_t(filled))
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                filled += n
            }
        }
    }

    /// The file from its start, read `pieceSize` bytes at a time and hashed as it goes.
    func pieces(of pieceSize: Int) -> FilePieces {
        FilePieces(file: self, pieceSize: pieceSize)
    }
}

/// Something read from start to end a piece at a time, never held whole.
protocol PieceStream {
    /// Every byte the stream gives, from its start.
    var size: Int { get }
    /// How many bytes were handed out so far.
    var offset: Int { get }
    /// Hands `body` the next bytes, at least one and at most `count` (which must be at most what
    /// is left), and moves past them. They are valid only during the call.
    mutating func next<R>(upTo count: Int, _ body: (UnsafeRawBufferPointer) -> R) throws(FileFailure) -> R
}

extension PieceStream {
    /// The next `count` bytes as an array, for small fixed fields that may span two pieces.
    mutating func take(_ count: Int) throws(FileFailure) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        while bytes.count < count {
            try next(upTo: count - bytes.count) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
}

/// A byte array already in memory, handed out in place.
struct MemoryPieces: PieceStream {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var size: Int { bytes.count }

    mutating func next<R>(upTo count: Int, _ body: (UnsafeRawBufferPointer) -> R) throws(FileFailure) -> R {
        guard offset < bytes.count else { throw .unreadable(reason: "read past the end") }
        let end = offset + Swift.max(1, Swift.min(count, bytes.count - offset))
        defer { offset = end }
        return body(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
    }
}

/// An opened file read in order into one buffer of `pieceSize` bytes, and hashed as it is read:
/// memory stays one piece whatever the file's size.
struct FilePieces: PieceStream {
    private let file: OpenedFile
    private var buffer: [UInt8]
    /// The unread bytes of `buffer`.
    private var start = 0, end = 0
    private var hasher = SHA256()
    private(set) var offset = 0

    init(file: OpenedFile, pieceSize: Int) {
        self.file = file
        buffer = [UInt8](repeating: 0, count: Swift.max(1, pieceSize))
    }

    var size: Int { file.size }

    mutating func next<R>(upTo count: Int, _ body: (UnsafeRawBufferPointer) -> R) throws(FileFailure) -> R {
        if start == end { try refill() }
        let n = Swift.min(Swift.max(1, count), end - start)
        defer {
            start += n
            offset += n
        }
        return buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<start + n])) }
    }

    /// Reads the rest of the file and returns its SHA-256 in hex.
    mutating func finish() throws(FileFailure) -> String {
        offset += end - start
        start = end
        while offset < size {
            try refill()
            offset += end - start
            start = end
        }
        return FileReader.hex(hasher.finalize())
    }

    /// Reads the next piece, at most what is left of `size`, and hashes it.
    private mutating func refill() throws(FileFailure) {
        let wanted = Swift.min(buffer.count, size - offset)
        let descriptor = file.descriptor, at = off_t(offset)
        var code: Int32 = 0
        let got = buffer.withUnsafeMutableBytes { raw -> Int in
            while true {
                let n = pread(descriptor, raw.baseAddress!, wanted, at)
                if n < 0, errno == EINTR { continue }
                if n < 0 { code = errno }
                return n
            }
        }
        if code != 0 { throw .unreadable(reason: FileReader.describe(code)) }
        // Fewer bytes than fstat promised: the file was cut short while it was being read.
        guard got > 0 else { throw .unreadable(reason: "it became shorter while it was read (was it being written?)") }
        buffer.withUnsafeBytes { hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
        start = 0
        end = got
    }
}
