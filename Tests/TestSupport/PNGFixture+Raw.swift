extension PNGFixture {
    /// A PNG written byte by byte, for what libpng's simplified writer cannot make: 16-bit samples
    /// stored exactly, sides above libpng's 1,000,000 px write limit, and hand-made chunks placed
    /// after IHDR. `samples` are the unfiltered rows, top to bottom, without filter bytes, already
    /// big-endian for 16-bit depths; the pixel data goes into zlib stored blocks, and every chunk
    /// gets zlib's CRC-32.
    public static func raw(
        _ width: Int, _ height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6, samples: [UInt8],
        chunksAfterIHDR: [[UInt8]] = []
    ) -> [UInt8] {
        let rowBytes = samples.count / height
        precondition(rowBytes * height == samples.count, "samples must hold whole rows")
        var filtered = [UInt8]()
        filtered.reserveCapacity(samples.count + height)
        for y in 0..<height {
            filtered.append(0)
            filtered += samples[y * rowBytes..<(y + 1) * rowBytes]
        }
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
        return signature + chunk("IHDR", ihdr) + chunksAfterIHDR.flatMap { $0 } + chunk("IDAT", zlibStored(filtered))
            + chunk("IEND", [])
    }

    /// 16-bit RGBA: `alpha(x, y)` gives each pixel's alpha (0 to 65535); colour is a mid grey.
    public static func rgba16(_ width: Int, _ height: Int, alpha: (Int, Int) -> UInt16) -> [UInt8] {
        var samples = [UInt8]()
        samples.reserveCapacity(width * height * 8)
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                samples += [0x80, 0x00, 0x80, 0x00, 0x80, 0x00, UInt8(a >> 8), UInt8(a & 0xFF)]
            }
        }
        return raw(width, height, bitDepth: 16, colorType: 6, samples: samples)
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks: valid, deterministic, fast.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        zlib.reserveCapacity(data.count + data.count / 65535 * 5 + 16)
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let last: UInt8 = offset + length == data.count ? 1 : 0
            zlib += [last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        return zlib + bigEndian(adler32(data))
    }
}

extension PNGFixture {
    /// A PNG of 8-bit `samples` (unfiltered rows, top to bottom) whose row `y` is written with PNG
    /// filter type `filter(y)` (0 none, 1 sub, 2 up, 3 average, 4 Paeth), in zlib stored blocks.
    public static func filtered(_ width: Int, _ height: Int, colorType: UInt8, samples: [UInt8],
                                filter: (Int) -> UInt8) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let rowBytes = width * channels
        precondition(rowBytes * height == samples.count, "samples must hold whole rows")
        func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        var out = [UInt8]()
        for y in 0..<height {
            let type = filter(y)
            out.append(type)
            for i in 0..<rowBytes {
                let x = Int(samples[y * rowBytes + i])
                let a = i >= channels ? Int(samples[y * rowBytes + i - channels]) : 0
                let b = y > 0 ? Int(samples[(y - 1) * rowBytes + i]) : 0
                let c = y > 0 && i >= channels ? Int(samples[(y - 1) * rowBytes + i - channels]) : 0
                let predicted: Int
                switch type {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = paeth(a, b, c)
                default: predicted = 0
                }
                out.append(UInt8(truncatingIfNeeded: x - predicted))
            }
        }
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
        return signature + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(out)) + chunk("IEND", [])
    }
}
