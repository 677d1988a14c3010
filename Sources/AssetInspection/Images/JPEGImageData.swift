internal import CAVFormat

/// Verifies a JPEG's entropy-coded data by decoding it at 1/8 of its size with libavcodec's MJPEG
/// decoder, which fails on damage it would otherwise conceal (see ``JPEGFrameDecoder``).
///
/// At 1/8 size every coefficient is still Huffman-decoded, so broken data is found, but only one
/// sample per 8 x 8 block is made: a 3582 x 2502 px photo costs a 448 x 313 px frame.
enum JPEGImageData {
    /// What the decode found.
    enum Outcome: Equatable {
        case whole
        /// The decoder rejected the data: its words.
        case damaged(String)
        /// Nothing can be said: a feature libavcodec lacks (arithmetic coding), or no memory.
        case unverified
    }

    /// Decodes `bytes`, whose markers `header` walked. Only Huffman-coded frames (baseline,
    /// extended, progressive: what encoders write) are decoded; libavcodec refuses arithmetic
    /// coding with a generic error, which must not read as damage.
    static func verify(_ bytes: [UInt8], header: JPEGHeader) -> Outcome {
        guard [0xC0, 0xC1, 0xC2].contains(header.frameMarker) else { return .unverified }
        return FFmpegLibrary.using { _ in
            do throws(FFmpegError) {
                let decoder = try JPEGFrameDecoder(lowres: 3, strict: true)
                _ = try decoder.decode(bytes) { _ in true }
                return .whole
            } catch {
                let unsupported = [cavformat_averror_patchwelcome(), cavformat_averror(ENOSYS), cavformat_averror(ENOMEM),
                                   cavformat_averror_decoder_not_found()]
                return unsupported.contains(error.code) ? .unverified : .damaged(error.text)
            }
        }
    }
}
