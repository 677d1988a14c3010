internal import CPNGScan

/// The facts a PNG's chunks give without decoding pixels: IHDR, tRNS, and whether every chunk's
/// CRC is right and the file reaches IEND.
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    var colorType: Int
    var interlaced: Bool
    var hasTransparencyChunk: Bool

    /// Colour type with alpha, or a tRNS chunk.
    var hasAlphaChannel: Bool { colorType == 4 || colorType == 6 || hasTransparencyChunk }

    /// Why a PNG is unusable, in words for the finding.
    struct Problem: Error, Equatable {
        var message: String
    }

    private static let validDepths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    /// Walks every chunk of `bytes` (a file that starts with the PNG signature).
    init(parsing bytes: [UInt8]) throws(Problem) {
        func be32(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        var offset = 8
        var header: (width: Int, height: Int, depth: Int, color: Int, interlace: Int)?
        var sawTRNS = false, sawIDAT = false, sawIEND = false
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw Problem(message: "file ends inside a chunk header (truncated)") }
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw Problem(message: "the \(type) chunk at byte \(offset) runs past the end of the file (truncated)")
            }
            let crc = bytes.withUnsafeBufferPointer { ac_crc32(0, $0.baseAddress! + offset + 4, length + 4) }
            guard crc == UInt32(be32(offset + 8 + length)) else {
                throw Problem(message: "bad CRC in the \(type) chunk at byte \(offset) (the file is damaged)")
            }
            if header == nil {
                guard type == "IHDR", length == 13 else { throw Problem(message: "the first chunk is \(type), not IHDR") }
                let d = offset + 8
                header = (be32(d), be32(d + 4), Int(bytes[d + 8]), Int(bytes[d + 9]), Int(bytes[d + 12]))
            }
            switch type {
            case "tRNS": sawTRNS = true
            case "IDAT": sawIDAT = true
            case "IEND": sawIEND = true
            default: break
            }
            offset += 12 + length
            if sawIEND { break }
        }
        guard let header else { throw Problem(message: "no IHDR chunk") }
        guard header.width > 0, header.height > 0 else {
            throw Problem(message: "IHDR gives a size of \(header.width)x\(header.height) px")
        }
        guard Self.validDepths[header.color]?.contains(header.depth) == true else {
            throw Problem(message: "IHDR has an invalid colour type \(header.color) with bit depth \(header.depth)")
        }
        guard sawIDAT else { throw Problem(message: "no image data (IDAT chunk)") }
        guard sawIEND else { throw Problem(message: "no IEND chunk: the file is truncated") }
        width = header.width
        height = header.height
        bitDepth = header.depth
        colorType = header.color
        interlaced = header.interlace == 1
        hasTransparencyChunk = sawTRNS
    }
}
