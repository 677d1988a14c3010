import AssetCheckCore

/// Reads an image's size and alpha from its header, and decodes pixels only when asked.
struct ImageInspector {
    let limits: Limits
    /// Most bytes one PNG decode may hold at once; 0 (the default) for no budget beyond the system's.
    var pngHeapBudget = 0

    /// Fills `record`'s image facts, or its failure when the file is not a usable image.
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
                // Without an alpha channel every pixel is opaque: nothing to decode, but the image
                // data is still verified whole. A decode verifies it as it goes: one inflate either way.
                guard decodePixels, header.hasAlphaChannel else { return verifyImageData(file.bytes, header, &record) }
                switch PNGPixelScanner(limits: limits, heapBudget: pngHeapBudget).scan(file.bytes) {
                case let .success(stats): record.image?.pixels = stats
                case .failure(.tooLarge): _ = checkPixelLimit(Int.max, 1, &record)
                case let .failure(.undecodable(reason)): fail(.undecodablePixels(reason: reason), &record)
                case let .failure(.outOfMemory(reason)):
                    // Not a verdict on the file: never cached, so the next run decodes it again.
                    record.isTransient = true
                    record.failure = .file(.outOfMemory(reason: reason))
                }
            } catch {
                fail(.corrupt(content: .png, reason: error.message), &record)
            }
        case .jpeg?:
            guard ext == "jpg" || ext == "jpeg" else { return fail(.misnamed(content: .jpeg, fileExtension: ext), &record) }
            do {
                let header = try JPEGHeader(parsing: file.bytes)
                // iOS shows the image as its Exif orientation says: sizes are checked as shown.
                let turned = header.orientation.map(ExifOrientation.swapsSides) ?? false
                record.image = ImageFacts(width: turned ? header.height : header.width,
                                          height: turned ? header.width : header.height, hasAlphaChannel: false,
                                          bitDepth: header.bitDepth, interlaced: header.progressive)
                if let orientation = header.orientation, orientation != 1 { record.image?.orientation = orientation }
                guard checkPixelLimit(header.width, header.height, &record) else { return }
                if case let .damaged(reason) = JPEGImageData.verify(file.bytes, header: header) {
                    fail(.corrupt(content: .jpeg, reason: "the image data cannot be decoded (\(reason))"), &record)
                }
            } catch {
                fail(.corrupt(content: .jpeg, reason: error.message), &record)
            }
        default:
            fail(.unsupported(content: record.format), &record)
        }
    }

    /// Inflates the image data without decoding pixels; a damaged stream makes the record's failure.
    private func verifyImageData(_ bytes: [UInt8], _ header: PNGHeader, _ record: inout AssetRecord) {
        switch PNGImageData.verify(bytes, header: header) {
        case .success: break
        case let .failure(.damaged(reason)): fail(.corrupt(content: .png, reason: reason), &record)
        case let .failure(.outOfMemory(reason)):
            record.isTransient = true
            record.failure = .file(.outOfMemory(reason: reason))
        }
    }

    private func fail(_ failure: ImageFailure, _ record: inout AssetRecord) {
        record.failure = .image(failure)
    }

    /// Records why and returns false when the claimed size is above the side or pixel limit.
    private func checkPixelLimit(_ width: Int, _ height: Int, _ record: inout AssetRecord) -> Bool {
        let claimed = (width: record.image?.width ?? width, height: record.image?.height ?? height)
        let side = Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide)
        if width > side || height > side, width != Int.max {
            fail(.sideTooLong(width: claimed.width, height: claimed.height, limit: side,
                              raisable: side < Limits.libpngMaxImageSide), &record)
            return false
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > limits.maxImagePixels else { return true }
        fail(.tooManyPixels(width: claimed.width, height: claimed.height, limit: limits.maxImagePixels), &record)
        return false
    }
}
