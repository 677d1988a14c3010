internal import CAVFormat
internal import CFFmpegLoader
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns an `AVIOContext` that reads from a ``ByteSource`` instead of a file, and frees it.
///
/// libavformat calls back into ``ByteSource`` through C function pointers; the source is reached
/// through `opaque`, which stays valid because this object keeps the source alive.
final class IOContext {
    let pointer: UnsafeMutablePointer<AVIOContext>
    private let box: SourceBox

    /// `nil` when FFmpeg cannot allocate the context or its `bufferSize`-byte buffer.
    init?(source: any ByteSource, bufferSize: Int = 32 << 10) {
        guard let buffer = cff_av_malloc(bufferSize)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let box = SourceBox(source)
        let opaque = Unmanaged.passUnretained(box).toOpaque()
        guard let context = cff_avio_alloc_read_context(
            buffer, Int32(bufferSize), opaque,
            { opaque, buffer, count in IOContext.read(opaque, buffer, count) },
            { opaque, offset, whence in IOContext.seek(opaque, offset, whence) })
        else {
            cff_av_free(buffer)
            return nil
        }
        self.pointer = context
        self.box = box
    }

    deinit {
        // FFmpeg may have replaced the buffer we gave it, so free the one it holds now.
        cff_av_freep(&pointer.pointee.buffer)
        var context: UnsafeMutablePointer<AVIOContext>? = pointer
        cff_avio_context_free(&context)
    }

    private static func read(_ opaque: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?,
                             _ count: Int32) -> Int32 {
        guard let opaque, let buffer, count > 0 else { return cavformat_averror(EINVAL) }
        let source = Unmanaged<SourceBox>.fromOpaque(opaque).takeUnretainedValue().source
        let n = source.read(into: buffer, count: Int(count))
        return n > 0 ? Int32(n) : cavformat_averror_eof()
    }

    private static func seek(_ opaque: UnsafeMutableRawPointer?, _ offset: Int64, _ whence: Int32) -> Int64 {
        guard let opaque else { return Int64(cavformat_averror(EINVAL)) }
        let source = Unmanaged<SourceBox>.fromOpaque(opaque).takeUnretainedValue().source
        if whence & AVSEEK_SIZE != 0 {
            return source.size.map(Int64.init) ?? Int64(cavformat_averror(ENOSYS))
        }
        let target: Int64
        switch whence & ~AVSEEK_FORCE {
        case SEEK_SET: target = offset
        case SEEK_CUR: target = Int64(source.position) + offset
        case SEEK_END:
            guard let size = source.size else { return Int64(cavformat_averror(ENOSYS)) }
            target = Int64(size) + offset
        default: return Int64(cavformat_averror(EINVAL))
        }
        guard target >= 0, target <= Int64(Int.max), source.seek(to: Int(target)) else {
            return Int64(cavformat_averror(EINVAL))
        }
        return target
    }

    /// A class wrapper, so an existential source can travel through C's `void *opaque`.
    private final class SourceBox {
        let source: any ByteSource
        init(_ source: any ByteSource) { self.source = source }
    }
}
