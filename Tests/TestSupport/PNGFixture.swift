import CPNGScan
import Foundation

/// Builds real PNG bytes for tests: libpng's encoder for pixels, hand-made chunks for damage.
public enum PNGFixture {
    /// An RGBA image of `width` x `height`; `pixel(x, y)` gives (r, g, b, a).
    public static func rgba(_ width: Int, _ height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let i = (y * width + x) * 4
                raw[i] = r
                raw[i + 1] = g
                raw[i + 2] = b
                raw[i + 3] = a
            }
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = ac_png_encode_rgba(raw, UInt32(width), UInt32(height), &out, &size, &message, message.count)
        precondition(status == 0, "libpng could not encode the fixture")
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// A character-like sprite: a filled ellipse on a fully transparent background.
    public static func sprite(_ width: Int, _ height: Int) -> [UInt8] {
        rgba(width, height) { x, y in
            let dx = (Double(x) + 0.5) / Double(width) - 0.5, dy = (Double(y) + 0.5) / Double(height) - 0.5
            return dx * dx + dy * dy < 0.16 ? (140, 90, 60, 255) : (0, 0, 0, 0)
        }
    }

    /// Fully opaque pixels everywhere (RGBA with alpha 255).
    public static func opaque(_ width: Int, _ height: Int) -> [UInt8] {
        rgba(width, height) { _, _ in (90, 160, 70, 255) }
    }

    /// A PNG chunk with its length and CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { ac_crc32(0, $0.baseAddress, $0.count) }
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc)
    }

    /// The 8-byte PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A valid-looking PNG whose IHDR claims `width` x `height` RGBA pixels, with a tiny IDAT:
    /// the decompression-bomb shape that must be refused before any pixel memory is allocated.
    public static func claimingSize(_ width: UInt32, _ height: UInt32, colorType: UInt8 = 6) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]
        return signature + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + chunk("IEND", [])
    }

    /// `bytes` with one byte flipped inside the first IDAT chunk's data, so its CRC no longer matches.
    public static func corruptingIDAT(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        let idat = Array("IDAT".utf8)
        guard let at = (0..<(copy.count - 4)).first(where: { Array(copy[$0..<$0 + 4]) == idat }) else { return copy }
        copy[at + 6] ^= 0xFF
        return copy
    }

    /// `value` as 4 big-endian bytes, as PNG lengths and sizes are written.
    public static func bigEndianBytes(_ value: UInt32) -> [UInt8] { bigEndian(value) }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
