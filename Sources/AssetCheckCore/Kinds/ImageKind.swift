extension AssetKind.Declaration {
    /// PNG and JPEG images, loose or in asset catalogs; the catalog and atlas checks are theirs.
    static let image = AssetKind.Declaration(
        extensions: ["png", "jpg", "jpeg"], noun: "image file", name: "image", plural: "images",
        facts: ImageFacts.self, expectations: ImageExpectations.self,
        passes: [ImageFilePass(), ImageGroupPass(), SingleScalePass(), HeavyImagePass(), ImageRequiredFilesPass(),
                 ImageSetPass(), AppIconPass(), ColorSetPass(), SpriteAtlasPass()])
}

extension ImageFacts: KindFacts {
    public static var kind: AssetKind { .image }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        let side = Swift.min(limits.maxImageSide, Limits.libpngMaxImageSide)
        // A refused header keeps its claimed size beside its failure; that is what it said.
        guard !failed else { return width >= 0 && height >= 0 }
        return (0...side).contains(width) && (0...side).contains(height)
            && width.multipliedClamped(by: height) <= limits.maxImagePixels
            && (pixels.map { (0...255).contains($0.minAlpha) && $0.cornerAlpha.allSatisfy((0...255).contains) } ?? true)
    }
}

/// What an image class expects. Sizes are in points; pixels = points x scale.
public struct ImageExpectations: KindExpectations {
    public static var kind: AssetKind { .image }

    /// Allowed content formats; default PNG only.
    public var formats: [FileFormat] = [.png]
    /// Required scale factors; default @2x and @3x; empty (`scales: any`) requires none.
    public var scales: [Int] = [2, 3]
    /// Exact size in points, if the class fixes one.
    public var size: PointSize?
    /// Minimum size in points, if any.
    public var minSize: PointSize?
    public var square: Bool = false
    public var background: Background = .any
    /// True when the class's images may be wide-gamut (a Display P3 or other profile wider than
    /// sRGB) at 16 bits per channel, as wide-colour art is exported (`wide-gamut: true`); default false.
    public var wideGamut = false
    /// Images the class must hold by name (without scale suffix or extension), each at every scale.
    public var required: [String] = []

    public init() {}

    /// What the image's background must be.
    public enum Background: String, Sendable, Hashable, CaseIterable {
        /// Alpha channel and fully transparent corners.
        case transparent
        /// No pixel with alpha below 255.
        case opaque
        case any
    }

    /// A transparency or opacity check needs the image's pixels decoded.
    public var decodesPixels: Bool { background != .any }

    public var readingKey: [String] { decodesPixels ? ["pixels"] : [] }
}

extension ImageExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = {
        let defaults = ImageExpectations()
        let pointSize = RulesKey.Value.described(
            "point size `WxH` or `WxH pt`, or `{width, height}`; sides 1...\(YAMLValue.maxPointSide)")
        return [
            RulesKey("formats", in: .assetClass(.image), .choices(["png", "jpeg"]),
                     default: defaults.formats.map(\.rawValue).joined(separator: ", "),
                     "The content formats allowed (`jpg` is `jpeg`).", example: "[png, jpeg]"),
            RulesKey("scales", in: .assetClass(.image), .described("list of `1x`, `2x`, `3x`, or `any`"),
                     default: defaults.scales.map { "\($0)x" }.joined(separator: ", "),
                     "The scales every image comes at; `any` requires none.", example: "[2x, 3x]"),
            RulesKey("size", in: .assetClass(.image), pointSize, default: RulesKey.none,
                     "Exact size in points; pixels = points x scale.", example: "300x450 pt"),
            RulesKey("min-size", in: .assetClass(.image), pointSize, default: RulesKey.none,
                     "Smallest size in points.", example: "96x96 pt"),
            RulesKey("square", in: .assetClass(.image), .flag, default: "\(defaults.square)",
                     "Width equals height.", example: "true"),
            RulesKey("background", in: .assetClass(.image),
                     .choice(ImageExpectations.Background.allCases.map(\.rawValue)), default: defaults.background.rawValue,
                     "`transparent`: an alpha channel and fully transparent corners; `opaque`: no pixel with alpha below 255.",
                     example: "transparent"),
            RulesKey("required-images", in: .assetClass(.image),
                     .described("list of image names, without folders, scale or extension"), default: RulesKey.none,
                     "Images the class must hold at each of its scales (`cow`: `cow@2x.png`, `cow@3x.png`); a missing one is `image.required-file`.",
                     example: "[cow, pig]"),
            RulesKey("wide-gamut", in: .assetClass(.image), .flag, default: "\(defaults.wideGamut)",
                     "Allows Display P3 and other profiles wider than sRGB at 16 bits per channel, as wide-colour art is exported.",
                     example: "true"),
        ]
    }()

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "formats": formats = try Self.formats(value)
        case "scales": scales = try Self.scales(value)
        case "size": size = try value.pointSize()
        case "min-size": minSize = try value.pointSize()
        case "square": square = try value.bool()
        case "wide-gamut": wideGamut = try value.bool()
        case "background": background = try value.choice(Background.self)
        case "required-images": required = try Self.requiredNames(value)
        default: throw value.unhandledKey(key)
        }
    }

    private static func formats(_ value: YAMLValue) throws -> [FileFormat] {
        try value.strings().map { name in
            switch name.lowercased() {
            case "png": return .png
            case "jpeg", "jpg": return .jpeg
            default: throw value.error("'\(value.keyPath)' supports png and jpeg; found '\(name)'")
            }
        }
    }

    /// `[2x, 3x]`, a single scale, or `any` (none required).
    private static func scales(_ value: YAMLValue) throws -> [Int] {
        if value.scalarText == "any" { return [] }
        let items = value.scalarText != nil ? [value] : try value.list()
        let scales = try items.map { item -> Int in
            let text = item.scalarText?.lowercased() ?? ""
            if let scale = Int(text.hasSuffix("x") ? String(text.dropLast()) : text), (1...3).contains(scale) { return scale }
            throw item.error("'\(value.keyPath)' takes scales 1x, 2x or 3x, or any; found '\(text)'")
        }
        guard !scales.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one scale") }
        return Array(Set(scales)).sorted()
    }

    /// File names without folders, e.g. `[cow, pig]`.
    private static func requiredNames(_ value: YAMLValue) throws -> [String] {
        try value.strings().map { name in
            guard !name.contains("/"), !name.isEmpty else {
                throw value.error("required images are named without folders; found '\(name)'")
            }
            return name
        }
    }
}

/// A width and height in points.
public struct PointSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height) pt" }

    /// The size in pixels at `scale` (2 for @2x), held at `Int.max` rather than overflowing: the
    /// sides come from a rules file.
    public func pixels(atScale scale: Int) -> (width: Int, height: Int) {
        (width.multipliedClamped(by: scale), height.multipliedClamped(by: scale))
    }
}

extension AssetFacts {
    /// An image's facts.
    public static func image(_ facts: ImageFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// An image class's expectations.
    public static func image(_ expectations: ImageExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The image facts, when the file is a measured image.
    public var image: ImageFacts? {
        get { facts.as(ImageFacts.self) }
        set { facts = AssetFacts(newValue) }
    }
}

extension AssetClassRule {
    /// The image expectations, for an image class.
    public var image: ImageExpectations? { expectations.as(ImageExpectations.self) }
}
