import AssetCheckCore

/// Reads an image's size and alpha from its header, and decodes pixels only when asked.
struct ImageInspector {
    let limits: Limits

    /// Fills `record`'s image facts, or its ``ImageFailure`` when the file is not a usable image.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord, decodePixels: Bool) {
        let ext = FileFormat.extensionOf(record.path)
        switch record.format {
        case .png?:
            guard ext == "png" else { return fail(.misnamed(content: .png, fileExtension: ext), &record) }
            do {
                let header = try PNGHeader(parsing: file.bytes)
                record.image = ImageFacts(width: header.width, height: header.height, hasAlphaChannel: header.hasAlphaChannel,
                                          bitDepth: header.bitDepth, interlaced: header.interlaced)
                guard checkPixelLimit(header.width, header.height, &record) else { return }
                // Without an alpha channel every pixel is opaque: nothing to decode.
                guard decodePixels, header.hasAlphaChannel else { return }
                switch PNGPixelScanner(limits: limits).scan(file.bytes) {
                case let .success(stats): record.image?.pixels = stats
                case .failure(.tooLarge): _ = checkPixelLimit(Int.max, 1, &record)
                case let .failure(.undecodable(reason)): fail(.undecodablePixels(reason: reason), &record)
                }
            } catch {
                fail(.corrupt(content: .png, reason: error.message), &record)
            }
        case .jpeg?:
            guard ext == "jpg" || ext == "jpeg" else { return fail(.misnamed(content: .jpeg, fileExtension: ext), &record) }
            do {
                let header = try JPEGHeader(parsing: file.bytes)
                record.image = ImageFacts(width: header.width, height: header.height, hasAlphaChannel: false,
                                          bitDepth: header.bitDepth, interlaced: header.progressive)
                _ = checkPixelLimit(header.width, header.height, &record)
            } catch {
                fail(.corrupt(content: .jpeg, reason: error.message), &record)
            }
        default:
            fail(.unsupported(content: record.format), &record)
        }
    }

    private func fail(_ failure: ImageFailure, _ record: inout AssetRecord) {
        record.failure = .image(failure)
    }

    /// Records `tooManyPixels` and returns false when the claimed size is above the pixel limit.
    private func checkPixelLimit(_ width: Int, _ height: Int, _ record: inout AssetRecord) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > limits.maxImagePixels else { return true }
        let claimed = record.image ?? ImageFacts(width: width, height: height, hasAlphaChannel: false, bitDepth: 8,
                                                 interlaced: false)
        fail(.tooManyPixels(width: claimed.width, height: claimed.height, limit: limits.maxImagePixels), &record)
        return false
    }
}
