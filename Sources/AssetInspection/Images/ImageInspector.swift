import AssetCheckCore

/// Reads an image's size and alpha from its header, and decodes pixels only when asked.
struct ImageInspector {
    let limits: Limits
    /// Most bytes one PNG decode may hold at once; 0 (the default) for no budget beyond the system's.
    var pngHeapBudget = 0
    /// Longest side of the thumbnail to make on the way, or `nil` for none (see ``AssetPreview``).
    var previewSide: Int?

    /// Fills `record`'s image facts, or its failure when the file is not a usable image.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord, decodePixels: Bool) {
        var preview: AssetPreview?
        inspect(file, into: &record, decodePixels: decodePixels, preview: &preview)
    }

    /// As ``inspect(_:into:decodePixels:)``, and with ``previewSide`` a thumbnail in `preview`: a PNG's
    /// made in the inflate that verifies it where the walk can, else by libpng from the same bytes; a
    /// JPEG's from its bytes. A picture is shown whatever the checks say (a wrong extension, a wrong
    /// size), unless it can't be decoded.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord, decodePixels: Bool, preview: inout AssetPreview?) {
        var thumbnail: (rgba: [UInt8], width: Int, height: Int)?
        inspect(file, into: &record, decodePixels: decodePixels, thumbnail: &thumbnail)
        guard let side = previewSide, let format = record.format else { return }
        preview = thumbnail.flatMap(AssetPreview.init(rgba:))
            ?? ThumbnailMaker(limits: limits, maxSide: side).thumbnail(of: file.bytes, format: format).map(AssetPreview.init(picture:))
    }

    private func inspect(_ file: LoadedFile, into record: inout AssetRecord, decodePixels: Bool,
                         thumbnail: inout (rgba: [UInt8], width: Int, height: Int)?) {
        let ext = FileFormat.extensionOf(record.path)
        switch record.format {
        case .png?:
            guard ext == "png" else { return fail(.misnamed(content: .png, fileExtension: ext), &record) }
            let walk = PNGChunkWalk(bytes: file.bytes, verifyImageData: readingOnWalk(decodePixels: decodePixels))
            judgePNG(walk, &record, decodePixels: decodePixels) { scanner in scanner.scan(file.bytes) }
            thumbnail = walk.thumbnail
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

    /// Fills `record` from the PNG `file` (its format and extension already known), read in pieces
    /// and hashed on the way, so that memory stays a piece however large the file is. Alpha is
    /// measured on the same pass where the walk can; libpng's decode, for the other layouts,
    /// reads the file again.
    func inspectPNG(_ file: OpenedFile, into record: inout AssetRecord, decodePixels: Bool, pieceSize: Int,
                    preview: inout AssetPreview?) {
        var stream = file.pieces(of: pieceSize)
        do {
            let walk = try PNGChunkWalk(&stream, verifyImageData: readingOnWalk(decodePixels: decodePixels))
            record.sha256 = try stream.finish()
            judgePNG(walk, &record, decodePixels: decodePixels) { scanner in scanner.scan(file) }
            guard let side = previewSide else { return }
            // Palette, 16-bit and interlaced images are decoded by libpng, which reads the file again.
            preview = walk.thumbnail.flatMap(AssetPreview.init(rgba:))
                ?? ThumbnailMaker(limits: limits, maxSide: side).thumbnail(ofPNG: file).map(AssetPreview.init(picture:))
        } catch {
            record.failure = .file(error)
        }
    }

    /// What the walk over the chunks does with the image data: nothing when the image is over the
    /// limits; verify it when no check needs pixels or there is no alpha to scan; else verify it
    /// and measure alpha in the same inflate where the walk can (8-bit RGBA and grey with alpha,
    /// not interlaced), and otherwise leave it to libpng's decode, which verifies it as it goes.
    private func readingOnWalk(decodePixels: Bool) -> (PNGHeader) -> PNGChunkWalk.Reading {
        { [previewSide] header in
            guard limitFailure(header.width, header.height, claimed: (header.width, header.height)) == nil else { return .skip }
            if let previewSide, PNGChunkWalk.previews(header) {
                return .verifyPreviewing(measuringAlpha: decodePixels && header.hasAlphaChannel, maxSide: previewSide)
            }
            guard decodePixels, header.hasAlphaChannel else { return .verify }
            return PNGChunkWalk.measuresAlpha(of: header) ? .verifyMeasuringAlpha : .skip
        }
    }

    /// The record's image facts and verdict from a walk, and a pixel decode when a check needs one.
    private func judgePNG(_ walk: PNGChunkWalk, _ record: inout AssetRecord, decodePixels: Bool,
                          scan: (PNGPixelScanner) -> Result<PixelStats, PNGPixelScanner.Failure>) {
        let header: PNGHeader
        switch walk.header {
        case let .success(parsed): header = parsed
        case let .failure(problem): return fail(.corrupt(content: .png, reason: problem.message), &record)
        }
        record.image = ImageFacts(width: header.width, height: header.height, hasAlphaChannel: header.hasAlphaChannel,
                                  bitDepth: header.bitDepth, interlaced: header.interlaced)
        record.image?.colorProfile = walk.iccp.flatMap(ICCProfileReader.profile(inChunk:))
        guard checkPixelLimit(header.width, header.height, &record) else { return }
        // Without an alpha channel every pixel is opaque: nothing to decode, but the image data was
        // verified whole on the walk. A decode verifies it as it goes: one inflate either way.
        guard decodePixels, header.hasAlphaChannel else {
            return judgeImageData(walk.imageData ?? .failure(.damaged("the image data was not verified")), &record)
        }
        // Verified and measured in one inflate; damage found there is the verifier's verdict.
        if let pixels = walk.pixels {
            record.image?.pixels = pixels
            return
        }
        if walk.measuredAlpha, let verdict = walk.imageData, case .failure = verdict { return judgeImageData(verdict, &record) }
        switch scan(PNGPixelScanner(limits: limits, heapBudget: pngHeapBudget)) {
        case let .success(stats): record.image?.pixels = stats
        case .failure(.tooLarge): _ = checkPixelLimit(Int.max, 1, &record)
        case let .failure(.undecodable(reason)): fail(.undecodablePixels(reason: reason), &record)
        case let .failure(.outOfMemory(reason)):
            // Not a verdict on the file: never cached, so the next run decodes it again.
            record.isTransient = true
            record.failure = .file(.outOfMemory(reason: reason))
        }
    }

    /// A damaged stream makes the record's failure; running out of memory is no verdict.
    private func judgeImageData(_ verdict: Result<Void, PNGImageData.Failure>, _ record: inout AssetRecord) {
        switch verdict {
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
        guard let failure = limitFailure(width, height, claimed: claimed) else { return true }
        fail(failure, &record)
        return false
    }

    /// Why a `width` x `height` image is over the side or pixel limit (told as `claimed`), if it is.
    private func limitFailure(_ width: Int, _ height: Int, claimed: (width: Int, height: Int)) -> ImageFailure? {
        let side = Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide)
        if width > side || height > side, width != Int.max {
            return .sideTooLong(width: claimed.width, height: claimed.height, limit: side, raisable: side < Limits.libpngMaxImageSide)
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > limits.maxImagePixels else { return nil }
        return .tooManyPixels(width: claimed.width, height: claimed.height, limit: limits.maxImagePixels)
    }
}
