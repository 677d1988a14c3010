import AssetCheckCore

/// Recognises a file's format from its first bytes (magic numbers), whatever its extension says.
public enum FormatSniffer {
    /// The format of `bytes`; `.unknown` when nothing matches.
    public static func format(of bytes: [UInt8]) -> FileFormat {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return ascii("CgBI", at: 12) ? .cgbiPNG : .png
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if ascii("GIF87a") || ascii("GIF89a") { return .gif }
        if ascii("RIFF"), ascii("WEBP", at: 8) { return .webp }
        if ascii("RIFF"), ascii("WAVE", at: 8) { return .wav }
        if ascii("ftyp", at: 4) {
            let brand = bytes.count >= 12 ? String(decoding: bytes[8..<12], as: UTF8.self) : ""
            return ["heic", "heix", "mif1", "heim", "heis", "avif"].contains(brand) ? .heic : .mp4
        }
        if ascii("BM") && bytes.count > 26 { return .bmp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if ascii("%PDF") { return .pdf }
        if ascii("OggS") { return .ogg }
        if ascii("fLaC") { return .flac }
        if ascii("caff") { return .caf }
        if ascii("FORM"), ascii("AIFF", at: 8) || ascii("AIFC", at: 8) { return .aiff }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return .zip }
        if starts([0x00, 0x01, 0x00, 0x00]) || ascii("true") { return .trueType }
        if ascii("OTTO") { return .openType }
        if ascii("ttcf") { return .fontCollection }
        if ascii("wOFF") || ascii("wOF2") { return .webFont }
        if GitLFSPointer.isPointer(bytes) { return .gitLFSPointer }
        // An ID3 tag says nothing of the audio after it: recognise what follows the tag.
        if var end = ID3Tag.end(of: bytes) {
            // Taggers may pad after the tag with zeros, which libavformat skips too (up to 64 KiB here).
            let padding = min(bytes.count, end + 65536)
            while end < padding, bytes[end] == 0 { end += 1 }
            let rest = end < bytes.count ? Array(bytes[end..<min(bytes.count, end + 4096)]) : []
            return !rest.isEmpty && !rest.starts(with: Array("ID3".utf8)) ? format(of: rest) : .unknown
        }
        // ADTS: 12-bit sync 0xFFF, layer bits 00. MPEG audio (MP3): sync 0xFFE with a non-zero layer.
        if bytes.count >= 2, bytes[0] == 0xFF {
            if bytes[1] & 0xF6 == 0xF0 { return .adts }
            if isMPEGFrameHeader(bytes) { return .mp3 }
        }
        if let first = bytes.lazy.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }).first,
           first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            return .json
        }
        return .unknown
    }

    /// Whether `bytes` start with an MPEG audio frame header: sync 0xFFE, a version other than the
    /// reserved one, a non-zero layer, a bit-rate index other than 15 (invalid) and a sample-rate
    /// index other than 3 (reserved). FF FE never is one here: it is UTF-16LE's byte-order mark,
    /// which starts every UTF-16 `.strings` file (and would read as MPEG-1 Layer I with a CRC, a
    /// layer no iOS app ships); a truncated table must not be recorded as MP3.
    static func isMPEGFrameHeader(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] != 0xFE, bytes[1] & 0xE0 == 0xE0 else { return false }
        let version = (bytes[1] >> 3) & 3, layer = (bytes[1] >> 1) & 3
        let bitRate = bytes[2] >> 4, sampleRate = (bytes[2] >> 2) & 3
        return version != 1 && layer != 0 && bitRate != 15 && sampleRate != 3
    }
}
