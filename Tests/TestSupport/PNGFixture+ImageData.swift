/// PNGs whose chunks and CRCs are all valid but whose image data is not what IHDR promises:
/// what only inflating the whole stream catches.
extension PNGFixture {
    /// One way the image data can be wrong behind valid CRCs.
    public enum ImageDataDamage: String, CaseIterable, Sendable {
        /// Compressed bytes overwritten in the middle of a libpng-encoded (deflated) image.
        case garbled
        /// Row 3 starts with filter type 7 (valid are 0 to 4).
        case badFilter
        /// The last row is missing.
        case missingRow
        /// One row more than the header promises.
        case extraRow
        /// Bytes after the end of the zlib stream, inside the IDAT chunk.
        case trailingBytes
        /// The zlib stream's Adler-32 checksum is wrong.
        case badChecksum
        /// The zlib stream stops before its end.
        case truncatedStream
        /// An interlaced image without the rows of its last Adam7 pass.
        case missingPass
    }

    /// A 24 x 16 px RGBA image (a sprite: transparent corners) with `damage` in its image data.
    public static func damaged(_ damage: ImageDataDamage) -> [UInt8] {
        let (width, height) = (24, 16)
        let rows = filteredRows(width, height)
        let row = rows.count / height
        switch damage {
        case .garbled:
            return garblingIDAT(sprite(width, height))
        case .badFilter:
            var bad = rows
            bad[3 * row] = 7
            return withImageData(width, height, [zlibStored(bad)])
        case .missingRow: return withImageData(width, height, [zlibStored(Array(rows.dropLast(row)))])
        case .extraRow: return withImageData(width, height, [zlibStored(rows + rows.prefix(row))])
        case .trailingBytes: return withImageData(width, height, [zlibStored(rows) + [0, 0, 0, 0]])
        case .badChecksum:
            var stream = zlibStored(rows)
            stream[stream.count - 1] ^= 0x55
            return withImageData(width, height, [stream])
        case .truncatedStream: return withImageData(width, height, [Array(zlibStored(rows).dropLast(20))])
        case .missingPass:
            // The last pass is every odd row at full width.
            let lastPass = height / 2 * (1 + width * 4)
            return withImageData(width, height, interlaced: true, [zlibStored(Array(adam7Passes(width, height).dropLast(lastPass)))])
        }
    }

    /// Whole, valid image data in three IDAT chunks, interlaced or not: what must pass.
    public static func splitImageData(interlaced: Bool) -> [UInt8] {
        let (width, height) = (24, 16)
        let stream = zlibStored(interlaced ? adam7Passes(width, height) : filteredRows(width, height))
        let third = stream.count / 3
        let pieces = [Array(stream[..<third]), [], Array(stream[third..<2 * third]), Array(stream[(2 * third)...])]
        return withImageData(width, height, interlaced: interlaced, pieces)
    }

    /// A PNG of `width` x `height` 8-bit RGBA whose IDAT chunks hold `pieces` as given, CRCs correct.
    public static func withImageData(_ width: Int, _ height: Int, interlaced: Bool = false, _ pieces: [[UInt8]]) -> [UInt8] {
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, interlaced ? 1 : 0]
        return signature + chunk("IHDR", ihdr) + pieces.flatMap { chunk("IDAT", $0) } + chunk("IEND", [])
    }

    /// `bytes` (a libpng-encoded PNG) with bytes in the middle of its first IDAT chunk's data
    /// overwritten and the chunk's CRC made right again: only inflating finds the damage.
    public static func garblingIDAT(_ bytes: [UInt8]) -> [UInt8] {
        let idat = Array("IDAT".utf8)
        guard let at = (0..<(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == idat }) else { return bytes }
        let length = Int(bytes[at - 4]) << 24 | Int(bytes[at - 3]) << 16 | Int(bytes[at - 2]) << 8 | Int(bytes[at - 1])
        var data = Array(bytes[(at + 4)..<(at + 4 + length)])
        for index in stride(from: 2 + length / 3, to: length - 6, by: 3) { data[index] ^= 0x5A }
        return Array(bytes[..<(at - 4)]) + chunk("IDAT", data) + Array(bytes[(at + 8 + length)...])
    }

    /// Unfiltered rows (filter byte 0) of RGBA pixels: a gradient with transparent corners.
    static func filteredRows(_ width: Int, _ height: Int) -> [UInt8] {
        (0..<height).flatMap { y in
            [0] + (0..<width).flatMap { x -> [UInt8] in
                let corner = (x == 0 || x == width - 1) && (y == 0 || y == height - 1)
                return [UInt8(x * 10 % 256), UInt8(y * 10 % 256), 90, corner ? 0 : 255]
            }
        }
    }

    /// The Adam7 passes of `filteredRows`' image, each row with filter byte 0, pass after pass.
    static func adam7Passes(_ width: Int, _ height: Int) -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let cols = stride(from: x0, to: width, by: dx).map { $0 }
            guard !cols.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                out.append(0)
                for x in cols {
                    let corner = (x == 0 || x == width - 1) && (y == 0 || y == height - 1)
                    out += [UInt8(x * 10 % 256), UInt8(y * 10 % 256), 90, corner ? 0 : 255]
                }
            }
        }
        return out
    }
}
