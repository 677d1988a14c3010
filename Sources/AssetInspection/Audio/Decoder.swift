internal import CAVFormat
internal import CFFmpegLoader

/// Decodes an audio stream with libavcodec, counting its samples.
///
/// Decoding every frame is how the probe proves a file plays, and counts its samples exactly:
/// frames of HE-AAC and multi-block ADTS frames are not 1024 samples each.
final class Decoder {
    private let codec: CodecContext
    private var context: UnsafeMutablePointer<AVCodecContext> { codec.context }
    private var frame: UnsafeMutablePointer<AVFrame> { codec.frame }
    /// Sample rate in Hz of the last decoded frame; 0 before the first.
    private(set) var sampleRate = 0
    /// Channels of the last decoded frame; 0 before the first.
    private(set) var channels = 0

    /// Opens the decoder for the stream described by `parameters`.
    init(parameters: UnsafePointer<AVCodecParameters>) throws(FFmpegError) {
        codec = try CodecContext(codecID: parameters.pointee.codec_id) { context, _ in
            cff_avcodec_parameters_to_context(context, parameters)
        }
    }

    /// The profile the decoder found (it learns HE-AAC only from the frames), as FFmpeg names it.
    var profileName: String? {
        guard context.pointee.profile != FF_PROFILE_UNKNOWN,
              let name = cff_avcodec_profile_name(context.pointee.codec_id, context.pointee.profile)
        else { return nil }
        return String(cString: name)
    }

    /// Decodes `packet` (`nil` drains the decoder at the end) and returns the samples per
    /// channel it produced; throws when the data cannot be decoded.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>?) throws(FFmpegError) -> Int {
        let sent = cff_avcodec_send_packet(context, packet)
        guard sent >= 0 || sent == cavformat_averror_eof() else { throw FFmpegError(code: sent) }
        var samples = 0
        while true {
            let received = cff_avcodec_receive_frame(context, frame)
            if received == cavformat_averror_eagain() || received == cavformat_averror_eof() { return samples }
            guard received >= 0 else { throw FFmpegError(code: received) }
            samples += Int(frame.pointee.nb_samples)
            sampleRate = Int(frame.pointee.sample_rate)
            channels = Int(frame.pointee.ch_layout.nb_channels)
            cff_av_frame_unref(frame)
        }
    }
}
