internal import CAVFormat
internal import CFFmpegLoader

/// Owns an opened libavcodec decoder (`AVCodecContext`) and the frame it decodes into, and
/// frees both: the one owner of these resources for the audio probe and the JPEG previews.
final class CodecContext {
    let context: UnsafeMutablePointer<AVCodecContext>
    let frame: UnsafeMutablePointer<AVFrame>

    /// Opens a single-threaded decoder for `codecID`. `configure` sets the context up before it
    /// is opened (stream parameters, `lowres`) and returns an FFmpeg status, negative on failure.
    init(codecID: AVCodecID,
         configure: (UnsafeMutablePointer<AVCodecContext>, UnsafePointer<AVCodec>) -> Int32 = { _, _ in 0 })
        throws(FFmpegError)
    {
        guard let codec = cff_avcodec_find_decoder(codecID) else {
            throw FFmpegError(code: cavformat_averror_decoder_not_found())
        }
        guard let frame = cff_av_frame_alloc() else { throw FFmpegError(code: cavformat_averror(ENOMEM)) }
        guard let context = cff_avcodec_alloc_context3(codec) else {
            var unused: UnsafeMutablePointer<AVFrame>? = frame
            cff_av_frame_free(&unused)
            throw FFmpegError(code: cavformat_averror(ENOMEM))
        }
        self.context = context
        self.frame = frame
        context.pointee.thread_count = 1
        var status = configure(context, codec)
        if status >= 0 { status = cff_avcodec_open2(context, codec, nil) }
        // Thrown after every property is set, so deinit still frees the context and frame.
        guard status >= 0 else { throw FFmpegError(code: status) }
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        cff_av_frame_free(&frame)
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        cff_avcodec_free_context(&context)
    }
}
