/// PNGs whose image data inflates to far more than their header's rows: what a decoder must stop
/// reading at the last row.
extension PNGFixture {
    /// A `width` x `height` 8-bit RGBA PNG (every pixel transparent) whose zlib stream inflates to
    /// `inflatedBytes` zeros, of which the rows need `(1 + width * 4) * height`. Deflated by
    /// hand with fixed Huffman codes (a zero, then copies of 258 bytes at distance 1: 13 bits each,
    /// about 160:1), in IDAT chunks of 1 MiB, CRCs and Adler-32 correct.
    public static func inflatingTo(_ inflatedBytes: Int, width: Int, height: Int) -> [UInt8] {
        let copies = (inflatedBytes - 1) / 258, literals = 1 + (inflatedBytes - 1) % 258
        var bits = BitWriter()
        bits.write(0b011, count: 3) // BFINAL = 1, BTYPE = 01 (fixed Huffman), least significant bit first
        for _ in 0..<literals { bits.writeCode(0b0011_0000, count: 8) } // literal 0
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, count: 8) // length code 285: 258 bytes
            bits.writeCode(0, count: 5) // distance code 0: 1 byte back
        }
        bits.writeCode(0, count: 7) // end of block
        let total = literals + copies * 258
        // Adler-32 of `total` zeros: a stays 1, b grows by 1 a byte.
        let adler = UInt32(total % 65521) << 16 | 1
        let stream: [UInt8] = [0x78, 0x01] + bits.finish() + bigEndian(adler)
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        let pieces = stride(from: 0, to: stream.count, by: 1 << 20).map { Array(stream[$0..<min($0 + (1 << 20), stream.count)]) }
        return signature + chunk("IHDR", ihdr) + pieces.flatMap { chunk("IDAT", $0) } + chunk("IEND", [])
    }

    /// Bits packed least significant first, as deflate stores them.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        /// `count` bits of `value`, lowest first (block headers, extra bits).
        mutating func write(_ value: UInt64, count: Int) {
            buffer |= value << UInt64(filled)
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// A Huffman code of `count` bits, written highest bit first as deflate wants.
        mutating func writeCode(_ code: UInt64, count: Int) {
            var reversed: UInt64 = 0
            for bit in 0..<count { reversed |= ((code >> UInt64(bit)) & 1) << UInt64(count - 1 - bit) }
            write(reversed, count: count)
        }

        mutating func finish() -> [UInt8] {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }
}
