/// What was measured of one image file.
public struct ImageFacts: Sendable, Codable, Hashable {
    public var width: Int
    public var height: Int
    /// PNG colour type has alpha, or a tRNS chunk is present. Always false for JPEG.
    public var hasAlphaChannel: Bool
    /// Bits per sample as stored (PNG: 1 to 16; JPEG: 8 or 12).
    public var bitDepth: Int
    public var interlaced: Bool
    /// The JPEG's Exif orientation when it is not 1 (upright): iOS shows the image turned or
    /// mirrored, and for 5 to 8 (a quarter turn) ``width`` and ``height`` are as shown, not as stored.
    public var orientation: Int?
    /// Pixel statistics, present only when a check needed a full decode.
    public var pixels: PixelStats?
    /// The embedded colour profile (PNG iCCP), when there is one that could be read.
    public var colorProfile: ColorProfile?

    public init(width: Int, height: Int, hasAlphaChannel: Bool, bitDepth: Int, interlaced: Bool, pixels: PixelStats? = nil) {
        self.width = width
        self.height = height
        self.hasAlphaChannel = hasAlphaChannel
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.pixels = pixels
    }

    /// True when the pixels are stored on their side (Exif orientation 5 to 8), so the file's own
    /// width and height are ``height`` and ``width``.
    public var isStoredRotated: Bool { (5...8).contains(orientation ?? 1) }

    /// Decoded memory cost: width x height x 4 bytes (RGBA8), as iOS keeps it; `Int.max` for a
    /// header that claims more than that can hold.
    public var decodedBytes: Int { width.multipliedClamped(by: height).multipliedClamped(by: 4) }
}

/// Alpha statistics from a full decode of an image.
public struct PixelStats: Sendable, Codable, Hashable {
    /// Smallest alpha of any pixel (0 to 255); 255 means fully opaque. 16-bit alpha is measured at
    /// 16 bits and rounded to this scale, except that only 0 reads 0 and only 65535 reads 255.
    public var minAlpha: Int
    /// Alpha of the corners: top-left, top-right, bottom-left, bottom-right.
    public var cornerAlpha: [Int]
    /// Border pixels (outermost rows and columns) whose alpha is above zero.
    public var borderVisiblePixels: Int
    public var borderPixels: Int

    public init(minAlpha: Int, cornerAlpha: [Int], borderVisiblePixels: Int, borderPixels: Int) {
        self.minAlpha = minAlpha
        self.cornerAlpha = cornerAlpha
        self.borderVisiblePixels = borderVisiblePixels
        self.borderPixels = borderPixels
    }
}
