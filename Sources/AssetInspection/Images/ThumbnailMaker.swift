import AssetCheckCore
internal import CPNGScan

/// Makes small PNG previews of PNG images, for reports people look at.
///
/// The image is decoded row by row and area-averaged (with premultiplied alpha, so transparent
/// pixels do not darken edges) into at most `maxSide` pixels on its longest side, then encoded
/// with libpng. Memory stays one row plus the thumbnail, whatever the image size.
public struct ThumbnailMaker: Sendable {
    public let limits: Limits
    /// Longest side of a thumbnail in pixels; default 256.
    public let maxSide: Int

    public init(limits: Limits, maxSide: Int = 256) {
        self.limits = limits
        self.maxSide = maxSide
    }

    /// A thumbnail of PNG `bytes`: its PNG encoding and size, or `nil` when the bytes can't be decoded
    /// or claim more pixels than the limits allow.
    public func thumbnail(ofPNG bytes: [UInt8]) -> (png: [UInt8], width: Int, height: Int)? {
        // The same limits as the pixel scanner: side, pixels, chunk memory, skipped chunks.
        var cLimits = ac_png_limits(limits)
        var stats = ac_png_pixel_stats()
        var thumb = ac_png_thumbnail(max_side: UInt32(clamping: maxSide), width: 0, height: 0, rgba: nil)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            ac_png_scan_pixels_thumbnail(buffer.baseAddress, buffer.count, &cLimits, &stats, &thumb, &message, message.count)
        }
        defer { ac_free(thumb.rgba) }
        guard status == AC_PNG_OK, let rgba = thumb.rgba else { return nil }
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard ac_png_encode_rgba(rgba, thumb.width, thumb.height, &out, &size, &message, message.count) == 0, let out else {
            return nil
        }
        defer { ac_free(out) }
        return (Array(UnsafeBufferPointer(start: out, count: size)), Int(thumb.width), Int(thumb.height))
    }
}
