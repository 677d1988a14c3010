/// Images that cost more than any screen gives back: 16 bits per channel, a colour profile wider
/// than sRGB where the class does not ask for wide colour, or more pixels than any iOS screen shows.
struct HeavyImagePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageSixteenBit, .warning,
              summary: "A PNG has 8 bits per channel, unless its class is `wide-gamut: true`.",
              explanation: "iOS keeps a 16-bit PNG decoded at 8 bytes a pixel, twice an 8-bit image's memory, and "
                + "the file is about twice the size; only wide-colour (Display P3) art uses the extra precision, "
                + "so a class that holds it says `wide-gamut: true`.",
              examples: ImageCheckExamples.sixteenBit),
        .init(.imageWideGamut, .warning,
              summary: "An image's colour profile is no wider than sRGB, unless its class is `wide-gamut: true`.",
              explanation: "A PNG's embedded profile (iCCP) is read: Display P3, Adobe RGB or another whose primaries "
                + "span 1.2 times sRGB's gamut or more is wide. Such art is meant for wide-colour screens and is "
                + "converted as it is drawn elsewhere; exported by accident (a designer's display profile), its "
                + "colours differ from what was picked. A class that holds wide-colour art says `wide-gamut: true`.",
              examples: ImageCheckExamples.wideGamut),
        .init(.imageOversized, .warning,
              summary: "An image fits in 4128x3096 px (either way round), the most any iOS screen could show of it.",
              explanation: "The largest iOS screen, iPad Pro 13-inch, is 1376x1032 pt (2752x2064 px at @2x); even at "
                + "@3x that is 4128x3096 px. A bigger image is decoded whole (width x height x 4 bytes) to show "
                + "part of it; a map or a panorama that scrolls is better tiled.",
              examples: ImageCheckExamples.oversized),
    ]

    /// The largest iOS screen (iPad Pro 13-inch, 1376x1032 pt) at @3x, in pixels: the long and the short side.
    static let largestScreen = (long: 1376 * 3, short: 1032 * 3)

    /// What `image.oversized` expects, in words: one string for every image's evaluation.
    private static let oversizedLimit = "at most \(largestScreen.long)x\(largestScreen.short) px (either way round)"

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard let rule = rules.assetClass(named: record.assetClass), let expected = rule.image else { return [] }
            let asked: [CheckID] = (expected.wideGamut ? [] : [.imageSixteenBit, .imageWideGamut]) + [.imageOversized]
            guard record.isReadable, let image = record.image else {
                if record.kind == .image {
                    for check in asked where check != .imageSixteenBit || record.format == .png {
                        log.notApplicable(check, on: record.path, assetClass: rule.id,
                                          because: record.isReadable ? "its image facts were not read" : "it could not be read")
                    }
                }
                return []
            }
            var found: [Message] = []
            if record.format == .png, !expected.wideGamut {
                log.ran(.imageSixteenBit, on: record.path, assetClass: rule.id, expected: "8 bits per channel",
                        measured: "\(image.bitDepth) bits per channel")
            }
            if record.format == .png, image.bitDepth == 16, !expected.wideGamut { found.append(.sixteenBit(bytes: record.bytes)) }
            if !expected.wideGamut {
                log.ran(.imageWideGamut, on: record.path, assetClass: rule.id, expected: "no wider than sRGB",
                        measured: image.colorProfile.map { "'\($0.name)'" + ($0.isWideGamut ? ", wider than sRGB" : "") }
                            ?? "no colour profile")
            }
            if let profile = image.colorProfile, profile.isWideGamut, !expected.wideGamut { found.append(.wideGamut(profile: profile.name)) }
            log.ran(.imageOversized, on: record.path, assetClass: rule.id,
                    expected: Self.oversizedLimit,
                    measured: ImageWording.pixels(image.width, image.height))
            let (long, short) = (max(image.width, image.height), min(image.width, image.height))
            if long > Self.largestScreen.long || short > Self.largestScreen.short {
                found.append(.oversized(width: image.width, height: image.height))
            }
            return found.map { FindingDraft(path: record.path, assetClass: rule.id, $0) }
        }
    }

    /// What the heavy-image checks say.
    enum Message: FindingMessage {
        case sixteenBit(bytes: Int)
        case wideGamut(profile: String)
        case oversized(width: Int, height: Int)

        var check: CheckID {
            switch self {
            case .sixteenBit: .imageSixteenBit
            case .wideGamut: .imageWideGamut
            case .oversized: .imageOversized
            }
        }

        var text: String {
            switch self {
            case let .sixteenBit(bytes):
                "16 bits per channel (\(ByteWording.size(bytes))): iOS keeps it decoded at 8 bytes a pixel, twice an "
                    + "8-bit image, for precision only wide-colour art uses"
            case let .wideGamut(profile):
                "its colour profile, '\(profile)', is wider than sRGB: wide-colour art, converted as it is drawn on "
                    + "sRGB screens, and unlike the colours picked if it was exported so by accident"
            case let .oversized(width, height):
                "\(width)x\(height) px is more than any iOS screen shows (4128x3096 px would fill an iPad Pro 13-inch "
                    + "even at @3x); decoded it takes \(ByteWording.size(width.multipliedClamped(by: height).multipliedClamped(by: 4)))"
            }
        }

        var fix: String? {
            switch self {
            case .sixteenBit: "export it at 8 bits per channel; or, if it is wide-colour art, say wide-gamut: true for its class"
            case .wideGamut: "export it in sRGB; or, if it is wide-colour art, say wide-gamut: true for its class"
            case .oversized: "export it at the largest size it is shown at, or cut it into tiles"
            }
        }

        var identity: [String] { [] }
    }
}

extension CheckID {
    public static let imageSixteenBit = CheckID("image.sixteen-bit")
    public static let imageWideGamut = CheckID("image.wide-gamut")
    public static let imageOversized = CheckID("image.oversized")
}
