import AssetCheckCore

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
}

extension PNGHeader {
    /// Walks every chunk of `bytes` (a file that starts with the PNG signature); see ``PNGChunkWalk``.
    init(parsing bytes: [UInt8]) throws(Problem) {
        self = try PNGChunkWalk(bytes: bytes).header.get()
    }
}
