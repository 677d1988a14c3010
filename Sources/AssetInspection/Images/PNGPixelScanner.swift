import AssetCheckCore
import CPNGScan

/// Decodes a PNG row by row through libpng (in the CPNGScan C target) and measures its alpha.
struct PNGPixelScanner {
    let limits: Limits

    enum Failure: Error, Equatable {
        case tooLarge
        case undecodable(String)
    }

    func scan(_ bytes: [UInt8]) -> Result<PixelStats, Failure> {
        var cLimits = ac_png_limits(
            max_width: UInt32(clamping: limits.maxImagePixels), max_height: UInt32(clamping: limits.maxImagePixels),
            max_pixels: UInt64(limits.maxImagePixels), max_chunk_bytes: UInt64(limits.maxFileBytes))
        var stats = ac_png_pixel_stats()
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                ac_png_scan_pixels(buffer.baseAddress, buffer.count, &cLimits, &stats, text.baseAddress, text.count)
            }
        }
        switch status {
        case AC_PNG_OK:
            let corners = withUnsafeBytes(of: stats.corner_alpha) { Array($0).map(Int.init) }
            return .success(PixelStats(minAlpha: Int(stats.min_alpha), cornerAlpha: corners,
                                       borderVisiblePixels: Int(stats.border_visible_pixels),
                                       borderPixels: Int(stats.border_pixels)))
        case AC_PNG_TOO_LARGE:
            return .failure(.tooLarge)
        default:
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .failure(.undecodable(text.isEmpty ? "libpng could not decode it" : text))
        }
    }
}
