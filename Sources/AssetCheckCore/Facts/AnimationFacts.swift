/// What was read from one Lottie animation (filled in by the Lottie reader).
///
/// Numbers are as written in the file (`nil` when missing or not a number); the duration is
/// rounded to microseconds so the manifest is byte-for-byte stable.
public struct AnimationFacts: Sendable, Codable, Hashable {
    /// Bodymovin version that wrote the file (`v`), e.g. `5.12.2`.
    public var version: String?
    /// Frames per second (`fr`).
    public var frameRate: Double?
    /// First frame (`ip`).
    public var inPoint: Double?
    /// Frame after the last one (`op`).
    public var outPoint: Double?
    /// Composition width in points (`w`).
    public var width: Double?
    /// Composition height in points (`h`).
    public var height: Double?
    /// Layers at the top level of the composition.
    public var topLevelLayers: Int
    /// Layers at the top level plus the layers of every precomposition asset.
    public var totalLayers: Int
    /// Entries of `assets` (images and precompositions).
    public var assets: Int
    /// Image assets whose pixels are inside the JSON (`e: 1` or a `data:` URI).
    public var embeddedImages: Int
    /// Image assets stored in files, as `u` + `p` (e.g. `images/img_0.png`), in file order.
    public var externalImages: [String]
    /// Image assets that point to the network (`http://` or `https://`), as written.
    public var remoteImages: [String]
    /// Required fields that are missing or of the wrong type, at most ``maxRecordedDefects``.
    public var defects: [LottieFieldDefect]
    /// Features lottie-ios cannot render, one entry per feature, sorted.
    public var unsupportedFeatures: [LottieFeatureUse]

    /// For a dotLottie (`.lottie`) archive: each animation inside (`animations/*.json`), sorted
    /// by path; the other fields are then those of the first one read. `nil` for a loose file.
    public var dotLottie: [DotLottieAnimation]?

    /// How many field defects are kept; later ones are counted in the message only.
    public static let maxRecordedDefects = 20

    public init(
        version: String? = nil, frameRate: Double? = nil, inPoint: Double? = nil, outPoint: Double? = nil,
        width: Double? = nil, height: Double? = nil, topLevelLayers: Int = 0, totalLayers: Int = 0, assets: Int = 0,
        embeddedImages: Int = 0, externalImages: [String] = [], remoteImages: [String] = [],
        defects: [LottieFieldDefect] = [], unsupportedFeatures: [LottieFeatureUse] = []
    ) {
        self.version = version
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.width = width
        self.height = height
        self.topLevelLayers = topLevelLayers
        self.totalLayers = totalLayers
        self.assets = assets
        self.embeddedImages = embeddedImages
        self.externalImages = externalImages
        self.remoteImages = remoteImages
        self.defects = defects
        self.unsupportedFeatures = unsupportedFeatures
    }

    /// `(op - ip) / fr` in seconds, rounded to microseconds; `nil` unless all three are usable
    /// and the result is a finite number (`op` 1e300 at `fr` 1e-300 is not).
    public var duration: Double? {
        guard let frameRate, frameRate > 0, let inPoint, let outPoint else { return nil }
        let seconds = ((outPoint - inPoint) / frameRate * 1_000_000).rounded() / 1_000_000
        return seconds.isFinite ? seconds : nil
    }

    enum CodingKeys: String, CodingKey {
        case version, frameRate, inPoint, outPoint, width, height, duration, topLevelLayers, totalLayers, assets,
             embeddedImages, externalImages, remoteImages, defects, unsupportedFeatures
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            version: try c.decodeIfPresent(String.self, forKey: .version),
            frameRate: try c.decodeIfPresent(Double.self, forKey: .frameRate),
            inPoint: try c.decodeIfPresent(Double.self, forKey: .inPoint),
            outPoint: try c.decodeIfPresent(Double.self, forKey: .outPoint),
            width: try c.decodeIfPresent(Double.self, forKey: .width),
            height: try c.decodeIfPresent(Double.self, forKey: .height),
            topLevelLayers: try c.decode(Int.self, forKey: .topLevelLayers),
            totalLayers: try c.decode(Int.self, forKey: .totalLayers),
            assets: try c.decode(Int.self, forKey: .assets),
            embeddedImages: try c.decode(Int.self, forKey: .embeddedImages),
            externalImages: try c.decode([String].self, forKey: .externalImages),
            remoteImages: try c.decode([String].self, forKey: .remoteImages),
            defects: try c.decode([LottieFieldDefect].self, forKey: .defects),
            unsupportedFeatures: try c.decode([LottieFeatureUse].self, forKey: .unsupportedFeatures))
    }

    /// Encodes every stored field plus the derived `duration`, so the manifest shows it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(version, forKey: .version)
        try c.encodeIfPresent(frameRate, forKey: .frameRate)
        try c.encodeIfPresent(inPoint, forKey: .inPoint)
        try c.encodeIfPresent(outPoint, forKey: .outPoint)
        try c.encodeIfPresent(width, forKey: .width)
        try c.encodeIfPresent(height, forKey: .height)
        try c.encodeIfPresent(duration, forKey: .duration)
        try c.encode(topLevelLayers, forKey: .topLevelLayers)
        try c.encode(totalLayers, forKey: .totalLayers)
        try c.encode(assets, forKey: .assets)
        try c.encode(embeddedImages, forKey: .embeddedImages)
        try c.encode(externalImages, forKey: .externalImages)
        try c.encode(remoteImages, forKey: .remoteImages)
        try c.encode(defects, forKey: .defects)
        try c.encode(unsupportedFeatures, forKey: .unsupportedFeatures)
    }
}

/// A field the Lottie format requires that is missing or has the wrong type, e.g. `fr` or `layers[2].st`.
public struct LottieFieldDefect: Sendable, Codable, Hashable {
    /// Where in the document: `fr`, `layers[2].st`, `assets[0].layers[1].ty`.
    public var field: String
    /// What the field must be: "a number", "a string", "a list", "an object".
    public var expected: String
    /// What was found instead (e.g. "a string"); `nil` when the field is missing.
    public var found: String?

    public init(field: String, expected: String, found: String? = nil) {
        self.field = field
        self.expected = expected
        self.found = found
    }
}

/// An After Effects feature that lottie-ios does not render as authored.
///
/// Each has its own check identifier; the list follows lottie-ios 4.x (see `Docs/Checks.md`).
public enum LottieFeature: String, Sendable, Codable, CaseIterable, Comparable {
    /// A property carries an expression (`x` beside `k`); lottie-ios plays the keyframes only.
    case expression
    /// A Merge Paths shape item (`ty: "mm"`); skipped by both rendering engines.
    case mergePaths = "merge-paths"
    /// A luma or inverted luma track matte (`tt: 3` or `4`); lottie-ios knows alpha mattes only.
    case lumaMatte = "luma-matte"
    /// A mask in Lighten, Darken or Difference mode, or with an expansion; drawn differently or ignored.
    case maskMode = "mask-mode"
    /// A layer effect or layer style other than a drop shadow; ignored.
    case effect
    /// A text layer; drawn with Core Text in an installed font, never from the exported glyphs.
    case textLayer = "text-layer"
    /// Auto-Orient along the motion path (`ao: 1`); ignored.
    case autoOrient = "auto-orient"

    public static func < (lhs: LottieFeature, rhs: LottieFeature) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where one unsupported feature is used in an animation.
public struct LottieFeatureUse: Sendable, Codable, Hashable {
    public var feature: LottieFeature
    /// How many times the feature is used.
    public var count: Int
    /// The first few places, e.g. `layer 'Arm' (layers[2].ks.r)`, at most ``maxRecordedPlaces``.
    public var places: [String]

    /// How many places are kept per feature.
    public static let maxRecordedPlaces = 3

    public init(feature: LottieFeature, count: Int, places: [String]) {
        self.feature = feature
        self.count = count
        self.places = places
    }
}
