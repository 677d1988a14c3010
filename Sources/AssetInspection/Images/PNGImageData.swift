internal import CPNGScan

/// Verifies that a PNG's compressed image data is whole without decoding pixels (see
/// `ac_png_verify_image_data` in CPNGScan): the zlib stream inflates cleanly to its end, into
/// exactly the rows the header promises, every row with a valid filter type.
enum PNGImageData {
    /// Why the image data is not what the header promises, or that memory ran out.
    enum Failure: Error, Equatable {
        case damaged(String)
        case outOfMemory(String)
    }

    /// Inflates the IDAT chunks of `bytes`, whose chunks `header` has already walked.
    static func verify(_ bytes: [UInt8], header: PNGHeader) -> Result<Void, Failure> {
        guard let width = UInt32(exactly: header.width), let height = UInt32(exactly: header.height),
              let depth = UInt8(exactly: header.bitDepth), let color = UInt8(exactly: header.colorType) else {
            return .failure(.damaged("IHDR gives a size of \(header.width)x\(header.height) px"))
        }
        var layout = ac_png_layout(width: width, height: height, bit_depth: depth, color_type: color,
                                   interlaced: header.interlaced ? 1 : 0)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                ac_png_verify_image_data(buffer.baseAddress, buffer.count, &layout, text.baseAddress, text.count)
            }
        }
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case AC_PNG_OK: return .success(())
        case AC_PNG_NO_MEMORY: return .failure(.outOfMemory(text))
        default: return .failure(.damaged(text.isEmpty ? "the image data cannot be inflated" : text))
        }
    }
}
