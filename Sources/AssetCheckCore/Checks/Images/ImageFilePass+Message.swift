extension ImageFilePass {
    /// What the checks of one image file say.
    enum Message: FindingMessage {
        case failure(ImageFailure, path: String)
        case formatNotAllowed(found: FileFormat?, allowed: [FileFormat], what: String)
        case noAlphaChannel(format: FileFormat, what: String)
        case visibleCorners([(Corner, Int)])
        case seeThrough(minAlpha: Int, what: String)

        var check: CheckID {
            switch self {
            case let .failure(failure, _):
                switch failure {
                case .misnamed, .unsupported: .imageFormat
                case .corrupt, .undecodablePixels: .imageCorrupt
                case .tooManyPixels, .sideTooLong: .imageTooLarge
                }
            case .formatNotAllowed: .imageFormat
            case .noAlphaChannel: .imageAlphaChannel
            case .visibleCorners: .imageTransparentBackground
            case .seeThrough: .imageOpaque
            }
        }

        var text: String {
            switch self {
            case let .failure(failure, path): Self.text(failure, extension: FileFormat.extensionOf(path))
            case let .formatNotAllowed(found, allowed, what):
                "content is \(found?.displayName ?? "not an image"), but \(what) must be \(Self.names(allowed))"
            case let .noAlphaChannel(format, what):
                (format == .jpeg ? "JPEG has no alpha channel" : "PNG has no alpha channel (no alpha colour type, no tRNS)")
                    + ", but \(what) need a transparent background"
            case let .visibleCorners(corners):
                "background is not transparent: corner pixels are visible ("
                    + corners.map { "\($0.0.rawValue) alpha \($0.1)" }.joined(separator: ", ") + " of 255)"
            case let .seeThrough(minAlpha, what):
                "has see-through pixels (lowest alpha \(minAlpha) of 255), but \(what) must be opaque"
            }
        }

        private static func text(_ failure: ImageFailure, extension ext: String) -> String {
            switch failure {
            case let .misnamed(content, ext): "content is \(content.displayName), but the name ends in .\(ext)"
            case .unsupported(.cgbiPNG?):
                "is an Xcode-optimised CgBI PNG (taken from a built app?), which libpng and other tools can't read"
            case let .unsupported(content):
                "content is \(content?.displayName ?? "unreadable"), not a PNG or JPEG image, although the name ends in .\(ext)"
            case let .corrupt(content, reason): "damaged \(content == .jpeg ? "JPEG" : "PNG"): \(reason)"
            case let .undecodablePixels(reason): "pixel data cannot be decoded: \(reason)"
            case let .tooManyPixels(width, height, limit):
                "header claims \(width)x\(height) px, above the limit of \(limit) pixels; not decoded"
            case let .sideTooLong(width, height, limit, _):
                "header claims \(width)x\(height) px, longer than the limit of \(limit) px per side; not decoded"
            }
        }

        var fix: String? {
            switch self {
            case let .failure(failure, _):
                switch failure {
                case .misnamed(.png, _): "rename it to .png"
                case let .misnamed(_, ext): "export as a real \(ext.uppercased()), or rename it to .jpg if JPEG is allowed here"
                case .unsupported(.cgbiPNG?): "use the original PNG export, not the copy from a built .app or .ipa"
                case .unsupported: "export the image as PNG"
                case .corrupt, .undecodablePixels: "export the image again"
                case .tooManyPixels: "export at the size the class needs, or raise limits.max-image-pixels if it is really meant"
                case let .sideTooLong(_, _, _, raisable):
                    "export at the size the class needs" + (raisable ? ", or raise limits.max-image-side if it is really meant" : "")
                }
            case let .formatNotAllowed(_, allowed, _): "export as \(Self.names(allowed)) and name the file to match"
            case .noAlphaChannel: "export as PNG with transparency (RGBA)"
            case .visibleCorners: "remove the background layer and export with transparency"
            case .seeThrough: "flatten the image onto its background before export"
            }
        }

        var identity: [String] {
            switch self {
            case let .failure(failure, _):
                switch failure {
                case let .misnamed(content, _): [content.rawValue]
                case let .unsupported(content): [content?.rawValue ?? "unreadable"]
                case .corrupt: ["corrupt"]
                case .undecodablePixels: ["pixels"]
                case .tooManyPixels: ["too many pixels"]
                case .sideTooLong: ["side too long"]
                }
            case let .formatNotAllowed(found, _, _): [found?.rawValue ?? "none"]
            case .noAlphaChannel, .seeThrough: []
            case let .visibleCorners(corners): corners.map(\.0.rawValue)
            }
        }

        /// `PNG or JPEG`.
        private static func names(_ formats: [FileFormat]) -> String {
            formats.map { $0.rawValue.uppercased() }.joined(separator: " or ")
        }
    }
}
