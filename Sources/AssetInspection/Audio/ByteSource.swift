/// Where libavformat reads an audio file's bytes from, through ``IOContext``'s callbacks.
///
/// A small sound is read whole first (``LoadedFile``), so its source is memory; a large one is
/// read from the opened file as libavformat asks (``FileByteSource``). Tests also feed endless
/// streams to show the probe's time budget holds.
protocol ByteSource: AnyObject {
    /// Total length in bytes, or `nil` for a stream whose end is not known.
    var size: Int? { get }
    /// Current read offset in bytes.
    var position: Int { get }
    /// Copies up to `count` bytes into `buffer` and returns how many; 0 means the end.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int
    /// Moves to `offset` bytes from the start; `false` when that is impossible.
    func seek(to offset: Int) -> Bool
}

import AssetCheckCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte array read from start to end, seekable anywhere within it.
final class MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var size: Int? { bytes.count }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let n = min(count, bytes.count - position)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + position, count: n)
        }
        position += n
        return n
    }

    func seek(to offset: Int) -> Bool {
        guard offset >= 0, offset <= bytes.count else { return false }
        position = offset
        return true
    }
}

/// An opened file read where libavformat asks, a buffer at a time: a sound of any length costs
/// libavformat's buffer, never the whole file. A read that fails, or finds the file shorter than
/// when it was opened, ends the stream there and is kept in ``failure``.
final class FileByteSource: ByteSource {
    private let file: OpenedFile
    private(set) var position = 0
    /// Why reading stopped before the end, when it did.
    private(set) var failure: FileFailure?

    init(_ file: OpenedFile) { self.file = file }

    var size: Int? { file.size }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let wanted = min(count, file.size - position)
        guard wanted > 0, failure == nil else { return 0 }
        while true {
            let n = pread(file.descriptor, buffer, wanted, off_t(position))
            if n < 0, errno == EINTR { continue }
            if n < 0 {
                failure = .unreadable(reason: FileReader.describe(errno))
                return 0
            }
            if n == 0 {
                failure = .unreadable(reason: "it became shorter while it was read (was it being written?)")
                return 0
            }
            position += n
            return n
        }
    }

    func seek(to offset: Int) -> Bool {
        guard offset >= 0, offset <= file.size else { return false }
        position = offset
        return true
    }
}
