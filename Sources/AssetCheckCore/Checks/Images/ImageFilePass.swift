/// Checks of one image file: a format the class allows, whole and decodable, within the pixel
/// limit, and the background the class asks for (alpha channel, transparent corners, opacity).
struct ImageFilePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageFormat, .error,
              summary: "The content (not the extension) is a format the class allows, under a name that says so.",
              explanation: "Formats are recognised by their bytes: a JPEG named `.png` fails, and so do GIF, HEIC, "
                + "Xcode-crushed CgBI PNGs and other formats behind an image extension. The class's `formats` "
                + "(default PNG) lists what is allowed.",
              examples: ImageCheckExamples.format),
        .init(.imageCorrupt, .error, summary: "The image is whole: no bad chunk CRC, no missing end, decodable data.",
              explanation: "PNG chunks are walked and their CRCs checked, and every PNG's image data is inflated "
                + "whole, as pngcheck does: consecutive IDAT chunks, one intact zlib stream (checksum included) "
                + "holding exactly the rows the header promises (each Adam7 pass's, when interlaced), each row "
                + "with a filter type of 0 to 4, and nothing after it. Where a check needs pixels, libpng's "
                + "decode does the same verification. JPEG markers are walked to EOI, and the image is "
                + "decoded at 1/8 of its size by libavcodec, which fails on broken entropy-coded data.",
              guardsInput: true, examples: ImageCheckExamples.corrupt),
        .init(.imageTooLarge, .error,
              summary: "The header claims at most `limits.max-image-pixels` pixels and `limits.max-image-side` px a side.",
              explanation: "A larger claim is refused from the header alone: nothing is decoded or allocated "
                + "(defaults 50 megapixels, and libpng's own 1,000,000 px a side, which rules may lower).",
              guardsInput: true, examples: ImageCheckExamples.tooLarge),
        .init(.imageAlphaChannel, .error,
              summary: "A transparent class's image has an alpha channel (an alpha colour type or a tRNS chunk).",
              explanation: "JPEG never has one.",
              examples: ImageCheckExamples.alphaChannel),
        .init(.imageTransparentBackground, .error,
              summary: "A transparent class's four corner pixels are fully transparent (alpha 0).",
              explanation: "The pixels are decoded with libpng; the finding lists each visible corner's alpha.",
              examples: ImageCheckExamples.transparentBackground),
        .init(.imageOpaque, .error, summary: "An opaque class's image has no pixel with alpha below the maximum.",
              explanation: "The pixels are decoded with libpng.",
              examples: ImageCheckExamples.opaque),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            let rule = rules.assetClass(named: record.assetClass)
            if case let .image(failure)? = record.failure {
                let message = Message.failure(failure, path: record.path)
                log.ran(message.check, on: record.path, assetClass: record.assetClass)
                for check in rule?.image.map(Self.backgroundChecks) ?? [] {
                    log.notApplicable(check, on: record.path, assetClass: record.assetClass,
                                      because: "it failed \(message.check), so its pixels were not read")
                }
                return [FindingDraft(path: record.path, assetClass: record.assetClass, message)]
            }
            guard record.kind == .image, record.isReadable else { return [] }
            // The bytes were read whole and the header's size was within the limits.
            log.ran(.imageCorrupt, on: record.path, assetClass: record.assetClass)
            log.ran(.imageTooLarge, on: record.path, assetClass: record.assetClass)
            guard let rule, let expected = rule.image else { return [] }
            return check(record, rule: rule, expected: expected, log: log).map {
                FindingDraft(path: record.path, assetClass: rule.id, $0)
            }
        }
    }

    private func check(_ record: AssetRecord, rule: AssetClassRule, expected: ImageExpectations,
                       log: EvaluationLog) -> [Message] {
        let path = record.path
        let backgroundChecks = Self.backgroundChecks(expected)
        log.ran(.imageFormat, on: path, assetClass: rule.id, expected: ImageWording.formats(expected.formats),
                measured: record.format.map { ImageWording.formats([$0]) })
        guard let format = record.format, expected.formats.contains(format) else {
            for check in backgroundChecks {
                log.notApplicable(check, on: path, assetClass: rule.id, because: "it is not a format the class allows")
            }
            return [.formatNotAllowed(found: record.format, allowed: expected.formats, what: rule.description)]
        }
        guard let image = record.image else {
            for check in backgroundChecks {
                log.notApplicable(check, on: path, assetClass: rule.id, because: "its image facts were not read")
            }
            return []
        }
        switch expected.background {
        case .any:
            return []
        case .transparent:
            log.ran(.imageAlphaChannel, on: path, assetClass: rule.id, expected: "an alpha channel",
                    measured: image.hasAlphaChannel ? "an alpha channel" : "no alpha channel")
            guard image.hasAlphaChannel else {
                log.notApplicable(.imageTransparentBackground, on: path, assetClass: rule.id,
                                  because: "without an alpha channel no pixel can be transparent")
                return [.noAlphaChannel(format: format, what: rule.description)]
            }
            guard let pixels = image.pixels else {
                log.notApplicable(.imageTransparentBackground, on: path, assetClass: rule.id, because: "its pixels were not decoded")
                return []
            }
            log.ran(.imageTransparentBackground, on: path, assetClass: rule.id, expected: "corner alpha 0",
                    measured: "corner alpha " + pixels.cornerAlpha.map(String.init).joined(separator: ", "))
            let visible = zip(Corner.allCases, pixels.cornerAlpha).filter { $0.1 > 0 }
            return visible.isEmpty ? [] : [.visibleCorners(visible.map { ($0.0, $0.1) })]
        case .opaque:
            guard let pixels = image.pixels else {
                // Without an alpha channel every pixel is opaque: there is nothing to decode.
                if image.hasAlphaChannel {
                    log.notApplicable(.imageOpaque, on: path, assetClass: rule.id, because: "its pixels were not decoded")
                } else {
                    log.ran(.imageOpaque, on: path, assetClass: rule.id, expected: "alpha 255 everywhere",
                            measured: "no alpha channel")
                }
                return []
            }
            log.ran(.imageOpaque, on: path, assetClass: rule.id, expected: "alpha 255 everywhere",
                    measured: "lowest alpha \(pixels.minAlpha)")
            guard pixels.minAlpha < 255 else { return [] }
            return [.seeThrough(minAlpha: pixels.minAlpha, what: rule.description)]
        }
    }

    /// The checks of the background `expected` asks for.
    static func backgroundChecks(_ expected: ImageExpectations) -> [CheckID] {
        switch expected.background {
        case .any: []
        case .transparent: [.imageAlphaChannel, .imageTransparentBackground]
        case .opaque: [.imageOpaque]
        }
    }

    /// The corners whose alpha ``PixelStats/cornerAlpha`` lists, in its order.
    enum Corner: String, CaseIterable {
        case topLeft = "top-left", topRight = "top-right", bottomLeft = "bottom-left", bottomRight = "bottom-right"
    }
}

extension CheckID {
    public static let imageFormat = CheckID("image.format")
    public static let imageCorrupt = CheckID("image.corrupt")
    public static let imageTooLarge = CheckID("image.too-large")
    public static let imageAlphaChannel = CheckID("image.alpha-channel")
    public static let imageTransparentBackground = CheckID("image.transparent-background")
    public static let imageOpaque = CheckID("image.opaque")
}
