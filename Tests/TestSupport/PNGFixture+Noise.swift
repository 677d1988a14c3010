import CPNGScan

extension PNGFixture {
    /// A PNG of random RGB pixels, written without compression (zlib stored blocks), so a
    /// test can make a bundle of 150 MB in a second or two: the bytes are the pixels, and noise
    /// is the worst case for every compressor downstream (thumbnails included). With
    /// `ellipse`, pixels outside the centred ellipse are fully transparent, like a character pose.
    public static func storedNoise(_ width: Int, _ height: Int, seed: UInt64, ellipse: Bool = false) -> [UInt8] {
        let rowBytes = 1 + width * 4
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        var state = seed | 1
        raw.withUnsafeMutableBytes { buffer in
            for y in 0..<height {
                let row = y * rowBytes
                for x in 0..<width {
                    // xorshift64: fast, and the same bytes for the same seed.
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    let dx = (Double(x) + 0.5) / Double(width) - 0.5, dy = (Double(y) + 0.5) / Double(height) - 0.5
                    let visible = !ellipse || dx * dx + dy * dy < 0.2
                    let at = row + 1 + x * 4
                    buffer[at] = UInt8(truncatingIfNeeded: state)
                    buffer[at + 1] = UInt8(truncatingIfNeeded: state >> 8)
                    buffer[at + 2] = UInt8(truncatingIfNeeded: state >> 16)
                    buffer[at + 3] = visible ? 255 : 0
                }
            }
        }
        let zlib = zlibStored(raw)
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        var png = signature + chunk("IHDR", ihdr)
        var start = 0
        while start < zlib.count {
            let end = min(zlib.count, start + (1 << 20))
            png += chunk("IDAT", Array(zlib[start..<end]))
            start = end
        }
        return png + chunk("IEND", [])
    }

    /// zlib's Adler-32 of `bytes`, reducing modulo 65521 only every 5552 bytes as zlib does.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let end = min(buffer.count, index + 5552)
                while index < end {
                    a &+= UInt32(buffer[index])
                    b &+= a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }
}
