/// Where libavformat reads an audio file's bytes from, through ``IOContext``'s callbacks.
///
/// Bundle files are read whole first (``LoadedFile``), so the real source is memory; tests also
/// feed endless streams to show the probe's time budget holds.
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
