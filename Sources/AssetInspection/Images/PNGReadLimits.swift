import AssetCheckCore
internal import CPNGScan

extension ac_png_limits {
    /// Largest ancillary chunk libpng may allocate, in bytes: libpng's own default (8,000,000),
    /// whatever the file-size limit. Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped
    /// unread anyway; this caps what a future change might keep.
    static let maxChunkBytes: UInt64 = 8_000_000

    /// The limits every libpng reader of a file uses (the pixel scanner and the thumbnail maker).
    init(_ limits: Limits, heapBudget: Int = 0) {
        let side = UInt32(clamping: Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide))
        self.init(max_width: side, max_height: side, max_pixels: UInt64(Swift.max(0, limits.maxImagePixels)),
                  max_chunk_bytes: Self.maxChunkBytes, max_heap_bytes: UInt64(Swift.max(0, heapBudget)))
    }
}
