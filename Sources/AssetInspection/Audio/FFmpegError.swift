internal import CAVFormat
internal import CFFmpegLoader

/// A negative FFmpeg return code, turned into a Swift value at the C boundary.
struct FFmpegError: Error, Hashable {
    let code: Int32

    /// True when the code means the interrupt callback stopped libavformat.
    var isInterrupt: Bool { code == cavformat_averror_exit() }

    /// True for the end of the input.
    var isEndOfFile: Bool { code == cavformat_averror_eof() }

    /// FFmpeg's own words for the code, e.g. "Invalid data found when processing input".
    var text: String {
        // Without FFmpeg loaded there are no words of its own to ask for.
        guard FFmpegLibrary.unavailable == nil else { return "FFmpeg error \(code)" }
        var buffer = [CChar](repeating: 0, count: 128)
        guard cff_av_strerror(code, &buffer, buffer.count) == 0 else { return "FFmpeg error \(code)" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
