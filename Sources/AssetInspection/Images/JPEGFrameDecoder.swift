internal import CAVFormat
internal import CFFmpegLoader

/// Decodes one JPEG image with libavcodec's MJPEG decoder, for previews: no JPEG library is
/// linked, and FFmpeg is already here for audio.
///
/// The decoder's `lowres` option decodes at 1/2, 1/4 or 1/8 of the size straight from the DCT
/// coefficients, so a 3582 x 2502 px background costs a 448 x 313 px frame, not 13 MB.
final class JPEGFrameDecoder {
    private let codec: CodecContext
    private let packet: Packet
    private var context: UnsafeMutablePointer<AVCodecContext> { codec.context }
    private var frame: UnsafeMutablePointer<AVFrame> { codec.frame }

    /// Opens an MJPEG decoder that divides each side by `2^lowres` (0 to 3). A `strict` decoder
    /// fails on any damage it detects (`AV_EF_EXPLODE`) instead of concealing it, as previews do.
    /// Throws `ENOSYS` when FFmpeg cannot be loaded: the JPEG is then unverified, not damaged.
    /// Made and used inside ``FFmpegLibrary/using(_:)``.
    init(lowres: Int, strict: Bool = false) throws(FFmpegError) {
        guard FFmpegLibrary.unavailable == nil else { throw FFmpegError(code: cavformat_averror(ENOSYS)) }
        guard let packet = Packet() else { throw FFmpegError(code: cavformat_averror(ENOMEM)) }
        self.packet = packet
        codec = try CodecContext(codecID: AV_CODEC_ID_MJPEG) { context, codec in
            context.pointee.lowres = Int32(min(max(lowres, 0), Int(codec.pointee.max_lowres)))
            if strict { context.pointee.err_recognition |= AV_EF_EXPLODE }
            return 0
        }
    }

    /// Decodes `bytes` (a whole JPEG file) and hands the planes to `body` while they are valid.
    func decode<T>(_ bytes: [UInt8], _ body: (YCbCrPlanes) -> T?) throws(FFmpegError) -> T? {
        guard bytes.count < Int(Int32.max) else { throw FFmpegError(code: cavformat_averror_invaliddata()) }
        // A copy with the zeroed padding the decoder may read past the end, outside FFmpeg's cap.
        let copied = bytes.withUnsafeBufferPointer { source in
            cff_packet_copy(packet.pointer, source.baseAddress, Int32(source.count))
        }
        guard copied >= 0 else { throw FFmpegError(code: copied) }
        defer { packet.unref() }
        var status = cff_avcodec_send_packet(context, packet.pointer)
        guard status >= 0 else { throw FFmpegError(code: status) }
        status = cff_avcodec_receive_frame(context, frame)
        if status == cavformat_averror_eagain() {
            _ = cff_avcodec_send_packet(context, nil)
            status = cff_avcodec_receive_frame(context, frame)
        }
        guard status >= 0 else { throw FFmpegError(code: status) }
        defer { cff_av_frame_unref(frame) }
        guard let planes = YCbCrPlanes(frame: frame.pointee) else { return nil }
        return body(planes)
    }
}

/// The planes of a decoded 8-bit YCbCr (or grey) frame, borrowed from libavcodec.
struct YCbCrPlanes {
    var width: Int
    var height: Int
    /// Luma, then Cb and Cr (`nil` for grey): base address and bytes per row.
    var planes: [(base: UnsafePointer<UInt8>, stride: Int)]
    /// log2 of the chroma subsampling: 4:2:0 is (1, 1), 4:2:2 is (1, 0).
    var chromaShift: (x: Int, y: Int)
    /// True for full-range samples (0 to 255), as JPEG stores them.
    var fullRange: Bool

    /// `nil` for pixel formats a preview does not handle (CMYK, 12-bit, RGB JPEGs).
    init?(frame: AVFrame) {
        width = Int(frame.width)
        height = Int(frame.height)
        guard width > 0, height > 0 else { return nil }
        let count: Int
        switch AVPixelFormat(rawValue: frame.format) {
        case AV_PIX_FMT_GRAY8: (count, chromaShift, fullRange) = (1, (0, 0), true)
        case AV_PIX_FMT_YUVJ420P: (count, chromaShift, fullRange) = (3, (1, 1), true)
        case AV_PIX_FMT_YUVJ422P: (count, chromaShift, fullRange) = (3, (1, 0), true)
        case AV_PIX_FMT_YUVJ444P: (count, chromaShift, fullRange) = (3, (0, 0), true)
        case AV_PIX_FMT_YUVJ440P: (count, chromaShift, fullRange) = (3, (0, 1), true)
        case AV_PIX_FMT_YUVJ411P: (count, chromaShift, fullRange) = (3, (2, 0), true)
        case AV_PIX_FMT_YUV420P: (count, chromaShift, fullRange) = (3, (1, 1), frame.color_range != AVCOL_RANGE_MPEG)
        case AV_PIX_FMT_YUV422P: (count, chromaShift, fullRange) = (3, (1, 0), frame.color_range != AVCOL_RANGE_MPEG)
        case AV_PIX_FMT_YUV444P: (count, chromaShift, fullRange) = (3, (0, 0), frame.color_range != AVCOL_RANGE_MPEG)
        default: return nil
        }
        var planes: [(UnsafePointer<UInt8>, Int)] = []
        let pointers = [frame.data.0, frame.data.1, frame.data.2]
        let strides = [frame.linesize.0, frame.linesize.1, frame.linesize.2]
        for index in 0..<count {
            guard let base = pointers[index], strides[index] > 0 else { return nil }
            planes.append((UnsafePointer(base), Int(strides[index])))
        }
        self.planes = planes
    }
}
