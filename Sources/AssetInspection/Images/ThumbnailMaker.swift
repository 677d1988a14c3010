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
        pixels(ofPNG: bytes).flatMap(Self.encoded)
    }

    /// A thumbnail of the PNG open as `file`, read through its descriptor (no second copy in memory).
    func thumbnail(ofPNG file: OpenedFile) -> (png: [UInt8], width: Int, height: Int)? {
        decoded { limits, stats, thumb, message in
            ac_png_scan_pixels_file_thumbnail(file.descriptor, file.size, limits, stats, thumb, message.baseAddress, message.count)
        }.flatMap(Self.encoded)
    }

    /// The thumbnail's RGBA pixels, before encoding: libpng's decode of PNG `bytes`.
    func pixels(ofPNG bytes: [UInt8]) -> (rgba: [UInt8], width: Int, height: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            decoded { limits, stats, thumb, message in
                ac_png_scan_pixels_thumbnail(buffer.baseAddress, buffer.count, limits, stats, thumb, message.baseAddress, message.count)
            }
        }
    }

    /// libpng's decode into a thumbnail's RGBA pixels.
    private func decoded(_ decode: (UnsafePointer<ac_png_limits>, UnsafeMutablePointer<ac_png_pixel_stats>,
                                    UnsafeMutablePointer<ac_png_thumbnail>, UnsafeMutableBufferPointer<CChar>) -> ac_png_status)
        -> (rgba: [UInt8], width: Int, height: Int)? {
        // The same limits as the pixel scanner: side, pixels, chunk memory, skipped chunks.
        var cLimits = ac_png_limits(limits)
        var stats = ac_png_pixel_stats()
        var thumb = ac_png_thumbnail(max_side: UInt32(clamping: maxSide), width: 0, height: 0, rgba: nil)
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { text in decode(&cLimits, &stats, &thumb, text) }
        defer { ac_free(thumb.rgba) }
        guard status == AC_PNG_OK, let rgba = thumb.rgba else { return nil }
        return (Array(UnsafeBufferPointer(start: rgba, count: Int(thumb.width) * Int(thumb.height) * 4)), Int(thumb.width), Int(thumb.height))
    }

    /// RGBA pixels as a PNG; `nil` when libpng cannot write them.
    static func encoded(_ pixels: (rgba: [UInt8], width: Int, height: Int)) -> (png: [UInt8], width: Int, height: Int)? {
        pixels.rgba.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { encoded(rgba: $0, width: pixels.width, height: pixels.height) }
        }
    }

    /// `width` x `height` RGBA pixels as a PNG; `nil` when libpng cannot write it.
    static func encoded(rgba: UnsafePointer<UInt8>, width: Int, height: Int) -> (png: [UInt8], width: Int, height: Int)? {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        guard ac_png_encode_rgba(rgba, UInt32(width), UInt32(height), &out, &size, &message, message.count) == 0, let out else {
            return nil
        }
        defer { ac_free(out) }
        return (Array(UnsafeBufferPointer(start: out, count: size)), width, height)
    }
}
