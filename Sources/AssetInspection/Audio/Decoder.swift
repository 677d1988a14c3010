import CAVFormat

/// Owns a libavcodec decoder (`AVCodecContext`) and the frame it decodes into.
///
/// Decoding every frame is how the probe proves a file plays, and counts its samples exactly:
/// frames of HE-AAC and multi-block ADTS frames are not 1024 samples each.
final class Decoder {
    private let context: UnsafeMutablePointer<AVCodecContext>
    private let frame: UnsafeMutablePointer<AVFrame>
    /// Sample rate in Hz of the last decoded frame; 0 before the first.
    private(set) var sampleRate = 0
    /// Channels of the last decoded frame; 0 before the first.
    private(set) var channels = 0

    /// Opens the decoder for the stream described by `parameters`.
    init(parameters: UnsafePointer<AVCodecParameters>) throws(FFmpegError) {
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw FFmpegError(code: cavformat_averror_decoder_not_found())
        }
        guard let frame = av_frame_alloc() else { throw FFmpegError(code: cavformat_averror(ENOMEM)) }
        guard let context = avcodec_alloc_context3(codec) else {
            var unused: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&unused)
            throw FFmpegError(code: cavformat_averror(ENOMEM))
        }
        self.context = context
        self.frame = frame
        context.pointee.thread_count = 1
        var status = avcodec_parameters_to_context(context, parameters)
        if status >= 0 { status = avcodec_open2(context, codec, nil) }
        // Thrown after every property is set, so deinit still frees the context and frame.
        guard status >= 0 else { throw FFmpegError(code: status) }
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&context)
    }

    /// The profile the decoder found (it learns HE-AAC only from the frames), as FFmpeg names it.
    var profileName: String? {
        guard context.pointee.profile != FF_PROFILE_UNKNOWN,
              let name = avcodec_profile_name(context.pointee.codec_id, context.pointee.profile)
        else { return nil }
        return String(cString: name)
    }

    /// Decodes `packet` (`nil` drains the decoder at the end) and returns the samples per
    /// channel it produced; throws when the data cannot be decoded.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>?) throws(FFmpegError) -> Int {
        let sent = avcodec_send_packet(context, packet)
        guard sent >= 0 || sent == cavformat_averror_eof() else { throw FFmpegError(code: sent) }
        var samples = 0
        while true {
            let received = avcodec_receive_frame(context, frame)
            if received == cavformat_averror_eagain() || received == cavformat_averror_eof() { return samples }
            guard received >= 0 else { throw FFmpegError(code: received) }
            samples += Int(frame.pointee.nb_samples)
            sampleRate = Int(frame.pointee.sample_rate)
            channels = Int(frame.pointee.ch_layout.nb_channels)
            av_frame_unref(frame)
        }
    }
}
