import AssetCheckCore

/// Reads an image's size and alpha from its header, and decodes pixels only when asked.
struct ImageInspector {
    let limits: Limits
    /// Most bytes one PNG decode may hold at once; 0 (the default) for no budget beyond the system's.
    var pngHeapBudget = 0

    /// Fills `record.image`, or adds one problem when the file is not a usable image.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord, decodePixels: Bool) {
        func problem(_ check: CheckID, _ message: String, fix: String) {
            record.problems.append(FindingDraft(path: record.path, check: check, assetClass: record.assetClass,
                                                message: message, fix: fix))
        }
        let ext = FileFormat.extensionOf(record.path)
        switch record.format {
        case .png?:
            guard ext == "png" else {
                return problem(.imageFormat, "content is a PNG image, but the name ends in .\(ext)", fix: "rename it to .png")
            }
            do {
                let header = try PNGHeader(parsing: file.bytes)
                record.image = ImageFacts(width: header.width, height: header.height, hasAlphaChannel: header.hasAlphaChannel,
                                          bitDepth: header.bitDepth, interlaced: header.interlaced)
                guard checkPixelLimit(header.width, header.height, &record) else { return }
                // Without an alpha channel every pixel is opaque: nothing to decode.
                guard decodePixels, header.hasAlphaChannel else { return }
                switch PNGPixelScanner(limits: limits, heapBudget: pngHeapBudget).scan(file.bytes) {
                case let .success(stats): record.image?.pixels = stats
                case .failure(.tooLarge): _ = checkPixelLimit(Int.max, 1, &record)
                case let .failure(.undecodable(reason)):
                    problem(.imageCorrupt, "pixel data cannot be decoded: \(reason)", fix: "export the image again")
                case let .failure(.outOfMemory(reason)):
                    // Not a verdict on the file: never cached, so the next run decodes it again.
                    // `file.unreadable` is the nearest existing check: the pixels could not be read now.
                    record.isTransient = true
                    problem(.fileUnreadable, "the machine ran out of memory while decoding the pixels (\(reason)); "
                        + "the image itself may be fine", fix: "run the check again with more free memory")
                }
            } catch {
                problem(.imageCorrupt, "damaged PNG: \(error.message)", fix: "export the image again")
            }
        case .jpeg?:
            guard ext == "jpg" || ext == "jpeg" else {
                return problem(.imageFormat, "content is a JPEG image, but the name ends in .\(ext)",
                               fix: "export as a real \(ext.uppercased()), or rename it to .jpg if JPEG is allowed here")
            }
            do {
                let header = try JPEGHeader(parsing: file.bytes)
                record.image = ImageFacts(width: header.width, height: header.height, hasAlphaChannel: false,
                                          bitDepth: header.bitDepth, interlaced: header.progressive)
                _ = checkPixelLimit(header.width, header.height, &record)
            } catch {
                problem(.imageCorrupt, "damaged JPEG: \(error.message)", fix: "export the image again")
            }
        case .cgbiPNG?:
            problem(.imageFormat, "is an Xcode-optimised CgBI PNG (taken from a built app?), which libpng and other tools can't read",
                    fix: "use the original PNG export, not the copy from a built .app or .ipa")
        default:
            let found = record.format?.displayName ?? "unreadable"
            problem(.imageFormat, "content is \(found), not a PNG or JPEG image, although the name ends in .\(ext)",
                    fix: "export the image as PNG")
        }
    }

    /// Adds `image.too-large` and returns false when the claimed size is above the pixel or side limit.
    private func checkPixelLimit(_ width: Int, _ height: Int, _ record: inout AssetRecord) -> Bool {
        let size = record.image.map { "\($0.width)x\($0.height) px" } ?? "its size"
        let side = Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide)
        if width > side || height > side, width != Int.max {
            let raise = side < Limits.libpngMaxImageSide ? ", or raise limits.max-image-side if it is really meant" : ""
            record.problems.append(FindingDraft(
                path: record.path, check: .imageTooLarge, assetClass: record.assetClass,
                message: "header claims \(size), longer than the limit of \(side) px per side; not decoded",
                fix: "export at the size the class needs\(raise)"))
            return false
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > limits.maxImagePixels else { return true }
        record.problems.append(FindingDraft(
            path: record.path, check: .imageTooLarge, assetClass: record.assetClass,
            message: "header claims \(size), above the limit of \(limits.maxImagePixels) pixels; not decoded",
            fix: "export at the size the class needs, or raise limits.max-image-pixels if it is really meant"))
        return false
    }
}
