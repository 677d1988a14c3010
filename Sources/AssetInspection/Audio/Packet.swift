internal import CAVFormat
internal import CFFmpegLoader

/// Owns one `AVPacket` (a compressed frame as the demuxer returns it), reused for every read.
final class Packet {
    let pointer: UnsafeMutablePointer<AVPacket>

    /// `nil` when FFmpeg cannot allocate the packet.
    init?() {
        guard let packet = cff_av_packet_alloc() else { return nil }
        pointer = packet
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        cff_av_packet_free(&packet)
    }

    /// The packet's bytes, valid until ``unref()``.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: pointer.pointee.data, count: Int(max(0, pointer.pointee.size)))
    }

    /// Drops the packet's data so the next read can fill it.
    func unref() { cff_av_packet_unref(pointer) }
}
