import AssetCheckCore
internal import CAVFormat
internal import CFFmpegLoader

/// Owns an opened `AVFormatContext` (a demuxer reading one file) and closes it.
///
/// It also keeps alive what the context points into: the ``IOContext`` it reads from and the
/// ``ProbeDeadline`` its interrupt callback consults. Both are freed after the context.
final class FormatContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    private let io: IOContext
    private let deadline: ProbeDeadline

    /// What libavformat's probe takes the bytes for: the demuxer and how sure it is (0 to 100).
    struct Detection {
        let format: UnsafePointer<AVInputFormat>
        /// The demuxer's name, e.g. `aac` (ADTS), `mov,mp4,m4a,3gp,3g2,mj2`, `mp3`, `wav`.
        let name: String
        let score: Int32
    }

    /// Recognises the format from at most `probeSize` bytes of content. No file name is given,
    /// so an `.aac` extension cannot make MP3 or random bytes look like AAC.
    static func detect(_ io: IOContext, probeSize: Int) throws(FFmpegError) -> Detection {
        var format: UnsafePointer<AVInputFormat>?
        let score = cff_av_probe_input_buffer2(io.pointer, &format, nil, nil, 0, UInt32(probeSize))
        guard score >= 0 else { throw FFmpegError(code: score) }
        guard let format else { throw FFmpegError(code: cavformat_averror_invaliddata()) }
        return Detection(format: format, name: String(cString: format.pointee.name), score: score)
    }

    /// Opens `io` with the detected demuxer and reads the stream headers, reading at most
    /// `probeSize` bytes and stopping when `deadline` passes.
    init(io: IOContext, detection: Detection, probeSize: Int, deadline: ProbeDeadline) throws(FFmpegError) {
        guard var context = cff_avformat_alloc_context() else { throw FFmpegError(code: cavformat_averror(ENOMEM)) }
        context.pointee.pb = io.pointer
        context.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        context.pointee.interrupt_callback = deadline.interruptCallback
        context.pointee.probesize = Int64(probeSize)
        context.pointee.max_analyze_duration = 5 * Int64(AV_TIME_BASE)
        var opened: UnsafeMutablePointer<AVFormatContext>? = context
        // On failure avformat_open_input frees the context (not our custom I/O) and nils the pointer.
        let status = cff_avformat_open_input(&opened, nil, detection.format, nil)
        guard status >= 0, let opened else { throw FFmpegError(code: status) }
        context = opened
        self.pointer = context
        self.io = io
        self.deadline = deadline
        let found = cff_avformat_find_stream_info(context, nil)
        guard found >= 0 else { throw FFmpegError(code: found) }
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = pointer
        cff_avformat_close_input(&context)
    }

    /// True when some stream has a codec libavcodec knows (audio or not).
    var hasKnownStream: Bool {
        guard let streams = pointer.pointee.streams else { return false }
        return (0..<Int(pointer.pointee.nb_streams)).contains { index in
            streams[index]?.pointee.codecpar?.pointee.codec_id ?? AV_CODEC_ID_NONE != AV_CODEC_ID_NONE
        }
    }

    /// Every audio stream but `chosen`, as ``AudioTrack``s numbered among the audio streams; at
    /// most `limit` of them. Read from the stream headers only.
    func otherAudioTracks(than chosen: UnsafeMutablePointer<AVStream>, limit: Int) -> [AudioTrack] {
        guard let streams = pointer.pointee.streams else { return [] }
        var tracks: [AudioTrack] = []
        var number = 0
        for index in 0..<Int(pointer.pointee.nb_streams) {
            guard let stream = streams[index], let parameters = stream.pointee.codecpar,
                  parameters.pointee.codec_type == AVMEDIA_TYPE_AUDIO else { continue }
            number += 1
            guard stream != chosen, tracks.count < limit else { continue }
            tracks.append(AudioTrack(number: number, codec: String(cString: cff_avcodec_get_name(parameters.pointee.codec_id)),
                                     sampleRate: Int(max(0, parameters.pointee.sample_rate)),
                                     channels: Int(max(0, parameters.pointee.ch_layout.nb_channels))))
        }
        return tracks
    }

    /// The best audio stream, or `nil` when the file has none.
    var audioStream: UnsafeMutablePointer<AVStream>? {
        let index = cff_av_find_best_stream(pointer, AVMEDIA_TYPE_AUDIO, -1, -1, nil, 0)
        guard index >= 0, let streams = pointer.pointee.streams else { return nil }
        return streams[Int(index)]
    }
}
