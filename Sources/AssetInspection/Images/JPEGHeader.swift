/// The size of a JPEG from its start-of-frame marker, and whether the file reaches its end marker.
struct JPEGHeader: Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var progressive: Bool
    /// The start-of-frame marker's code: 0xC0 baseline, 0xC1 extended and 0xC2 progressive
    /// Huffman coding; the others are lossless, hierarchical or arithmetic-coded.
    var frameMarker: UInt8 = 0xC0
    /// The Exif orientation (1 to 8) when the file has one before its frame header.
    var orientation: Int?

    struct Problem: Error, Equatable {
        var message: String
    }

    /// Walks the markers of `bytes` (a file that starts with FF D8) up to the first scan.
    init(parsing bytes: [UInt8]) throws(Problem) {
        var offset = 2
        var frame: (width: Int, height: Int, depth: Int, progressive: Bool)?
        var orientation: Int?
        var frameMarker: UInt8 = 0xC0
        while frame == nil {
            // Markers may be preceded by any number of 0xFF fill bytes.
            guard offset < bytes.count, bytes[offset] == 0xFF else {
                throw Problem(message: offset >= bytes.count ? "file ends before the frame header (truncated)"
                                                             : "expected a marker at byte \(offset)")
            }
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw Problem(message: "file ends inside a marker (truncated)") }
            let marker = bytes[offset]
            offset += 1
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            guard marker != 0xD9, marker != 0xDA else { throw Problem(message: "no frame header before the image data") }
            guard offset + 2 <= bytes.count else { throw Problem(message: "file ends inside a segment (truncated)") }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else {
                throw Problem(message: "a segment at byte \(offset) runs past the end of the file (truncated)")
            }
            if marker == 0xE1, orientation == nil {
                orientation = ExifOrientation.parse(bytes[(offset + 2)..<(offset + length)])
            }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                frameMarker = marker
                guard length >= 8 else { throw Problem(message: "the frame header is too short") }
                frame = (Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]),
                         Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4]),
                         Int(bytes[offset + 2]), [0xC2, 0xC6, 0xCA, 0xCE].contains(marker))
            }
            offset += length
        }
        guard let frame, frame.width > 0, frame.height > 0 else {
            throw Problem(message: "the frame header gives a zero width or height")
        }
        // A complete JPEG ends with FF D9; encoders may pad a few bytes after it.
        let tail = bytes.suffix(64)
        guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
            throw Problem(message: "no end-of-image marker: the file is truncated")
        }
        width = frame.width
        height = frame.height
        bitDepth = frame.depth
        progressive = frame.progressive
        self.orientation = orientation
        self.frameMarker = frameMarker
    }
}
