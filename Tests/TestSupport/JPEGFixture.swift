/// Builds JPEG bytes for tests from real JPEGs: Exif segments added, markers rewritten.
public enum JPEGFixture {
    /// An Exif APP1 segment (marker, length and payload) whose only IFD0 entry is the orientation
    /// tag, in big-endian ("MM") or little-endian ("II") TIFF order.
    public static func exifOrientation(_ orientation: UInt16, littleEndian: Bool = false) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] { littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) }
        let tiff = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// `jpeg` with bytes of its entropy-coded data (after the first start-of-scan segment)
    /// overwritten, avoiding 0xFF so no marker appears or disappears: the markers still walk to
    /// EOI, and only decoding finds the damage.
    public static func garblingScan(_ jpeg: [UInt8]) -> [UInt8] {
        guard let sos = (2..<(jpeg.count - 4)).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }) else { return jpeg }
        let start = sos + 2 + (Int(jpeg[sos + 2]) << 8 | Int(jpeg[sos + 3]))
        var copy = jpeg
        let from = start + (jpeg.count - start) / 3
        for index in stride(from: from, to: min(from + 400, jpeg.count - 2), by: 7)
        where copy[index] != 0xFF && copy[index - 1] != 0xFF && copy[index] ^ 0x5A != 0xFF {
            copy[index] ^= 0x5A
        }
        return copy
    }

    /// `jpeg` with `segment` inserted right after its start-of-image marker.
    public static func inserting(_ segment: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2))
    }
}
