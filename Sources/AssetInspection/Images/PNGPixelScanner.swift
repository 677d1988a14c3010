import AssetCheckCore
internal import CPNGScan

/// Decodes a PNG row by row through libpng (in the CPNGScan C target) and measures its alpha.
struct PNGPixelScanner {
    let limits: Limits
    /// Most bytes one decode may hold at once; 0 (the default) for no budget beyond the system's.
    /// Tests set it to reach the out-of-memory path.
    var heapBudget = 0

    /// Why a decode produced no statistics; the C status codes, typed.
    enum Failure: Error, Equatable {
        /// The header claims more pixels, or a longer side, than the limits allow; nothing was decoded.
        case tooLarge
        /// libpng rejected the data: the file is damaged. The reason is libpng's.
        case undecodable(String)
        /// An allocation failed: the machine (or the budget) ran out of memory. Says nothing about the file.
        case outOfMemory(String)
    }

    func scan(_ bytes: [UInt8]) -> Result<PixelStats, Failure> {
        scanMeasuringMemory(bytes).result
    }

    /// Like `scan`, reading the file from its start a few kilobytes at a time.
    func scan(_ file: OpenedFile) -> Result<PixelStats, Failure> {
        scanMeasuringMemory(file).result
    }

    /// Like `scan`, and also the largest single allocation the decode asked for and the bytes of
    /// the file it read before it ended or stopped.
    func scanMeasuringMemory(_ bytes: [UInt8]) -> Measured {
        bytes.withUnsafeBufferPointer { buffer in
            measure { limits, stats, text in
                ac_png_scan_pixels(buffer.baseAddress, buffer.count, limits, stats, text.baseAddress, text.count)
            }
        }
    }

    /// Like `scanMeasuringMemory`, reading the file from its start a few kilobytes at a time.
    func scanMeasuringMemory(_ file: OpenedFile) -> Measured {
        measure { limits, stats, text in
            ac_png_scan_pixels_file(file.descriptor, file.size, limits, stats, text.baseAddress, text.count)
        }
    }

    /// A decode's result with what it cost.
    struct Measured {
        var result: Result<PixelStats, Failure>
        /// The largest single allocation the decode asked for, in bytes.
        var largestAllocation: Int
        /// Bytes of the file handed to libpng: fewer than the file's when the decode stopped at damage.
        var bytesRead: Int
    }

    private func measure(_ decode: (UnsafePointer<ac_png_limits>, UnsafeMutablePointer<ac_png_pixel_stats>,
                                    UnsafeMutableBufferPointer<CChar>) -> ac_png_status) -> Measured {
        var cLimits = ac_png_limits(limits, heapBudget: heapBudget)
        var stats = ac_png_pixel_stats()
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { text in decode(&cLimits, &stats, text) }
        let largest = Int(clamping: stats.largest_allocation), read = Int(clamping: stats.bytes_read)
        guard status == AC_PNG_OK else {
            return Measured(result: .failure(Failure(status, message: message)), largestAllocation: largest, bytesRead: read)
        }
        return Measured(result: .success(PixelStats(stats)), largestAllocation: largest, bytesRead: read)
    }

    /// `value` of `0...max` on the 0-255 scale, rounded to nearest, except that only 0 reads 0 and
    /// only `max` reads 255: a faint 16-bit alpha (100 of 65535) must not look fully transparent,
    /// nor a nearly opaque one (65534) fully opaque. 8-bit values are unchanged.
    static func alphaOn255Scale(_ value: Int, max: Int) -> Int {
        guard max != 255 else { return value }
        if value <= 0 { return 0 }
        if value >= max { return 255 }
        return Swift.min(254, Swift.max(1, (value * 255 + max / 2) / max))
    }
}

extension PNGPixelScanner.Failure {
    /// The failure a CPNGScan status code stands for, with the C side's message.
    init(_ status: ac_png_status, message: [CChar]) {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case AC_PNG_TOO_LARGE: self = .tooLarge
        case AC_PNG_NO_MEMORY: self = .outOfMemory(text.isEmpty ? "an allocation failed" : text)
        default: self = .undecodable(text.isEmpty ? "libpng could not decode it" : text)
        }
    }
}

extension PixelStats {
    /// What a decode measured (libpng's, or the verifier's), alpha on the 0-255 scale.
    init(_ stats: ac_png_pixel_stats) {
        let max = Int(stats.alpha_max)
        let corners = withUnsafeBytes(of: stats.corner_alpha) { Array($0.bindMemory(to: UInt16.self)) }
        self.init(minAlpha: PNGPixelScanner.alphaOn255Scale(Int(stats.min_alpha), max: max),
                  cornerAlpha: corners.map { PNGPixelScanner.alphaOn255Scale(Int($0), max: max) },
                  borderVisiblePixels: Int(stats.border_visible_pixels),
                  borderPixels: Int(stats.border_pixels))
    }
}
