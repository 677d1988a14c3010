extension AssetKind.Declaration {
    /// Lottie animations: JSON (`.json`, recognised by content) and dotLottie archives (`.lottie`).
    static let animation = AssetKind.Declaration(
        extensions: ["lottie"], noun: "animation file", name: "animation", plural: "animations",
        facts: AnimationFacts.self, expectations: AnimationExpectations.self,
        passes: [AnimationPass(), AnimationImagePass(), AnimationFeaturePass()])
}

extension AnimationFacts: KindFacts {
    public static var kind: AssetKind { .animation }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        [frameRate, inPoint, outPoint, width, height].allSatisfy { $0?.isFinite ?? true }
            && topLevelLayers >= 0 && totalLayers >= topLevelLayers
    }

    public var reportLines: [FactLine] {
        var lines = [
            FactLine("Frame rate", frameRate.map { "\(NumberWording.number($0)) fps" } ?? "missing", check: .animationFrameRate),
            FactLine("Duration", duration.map { "\(NumberWording.number($0)) s" } ?? "unknown", check: .animationDuration),
        ]
        if let width, let height {
            lines.append(FactLine("Size", "\(NumberWording.number(width))x\(NumberWording.number(height)) px"))
        }
        let layers = totalLayers == topLevelLayers ? "\(totalLayers)" : "\(totalLayers) (\(topLevelLayers) at the top level)"
        lines.append(FactLine("Layers", layers, check: .animationLayerCount))
        let images = embeddedImages + externalImages.count + remoteImages.count
        if images > 0 {
            lines.append(FactLine("Images", "\(embeddedImages) embedded, \(externalImages.count) in files, "
                + "\(remoteImages.count) on the network", isFlagged: !remoteImages.isEmpty))
        }
        return lines
    }
}

/// What an animation class expects (Lottie JSON).
public struct AnimationExpectations: KindExpectations {
    public static var kind: AssetKind { .animation }

    /// Exact frame rate in frames per second.
    public var frameRate: Double?
    public var duration: DurationRange?
    /// Whether the animation is meant to loop (documentation; not measurable from the file).
    public var loops: Bool?
    public var maxFileBytes: Int?
    public var maxLayers: Int?

    public init() {}
}

extension AnimationExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = [
        RulesKey("frame-rate", in: .assetClass(.animation), .number(1...240), default: RulesKey.none,
                 "Exact frame rate in frames per second.", example: "30"),
        RulesKeyCatalog.duration(.animation, example: "2 s"),
        RulesKeyCatalog.durationTolerance(.animation, example: "{absolute: 0.1 s}"),
        RulesKey("loop", in: .assetClass(.animation), .flag, default: RulesKey.none,
                 "Whether the animation is meant to loop (for people: a file does not say).", example: "true"),
        RulesKey("max-file-size", in: .assetClass(.animation), .byteSize, default: RulesKey.none,
                 "Largest size of each animation file.", example: "500 KB"),
        RulesKey("max-layers", in: .assetClass(.animation), .integer(1...100_000), default: RulesKey.none,
                 "Most layers an animation may have.", example: "40"),
    ]

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "frame-rate": frameRate = try value.double(in: 1...240)
        case "duration": duration = try AssetClassLoader.duration(value, tolerance: tolerance)
        case "loop": loops = try value.bool()
        case "max-file-size": maxFileBytes = try value.byteSize()
        case "max-layers": maxLayers = try value.int(in: 1...100_000)
        default: throw value.unhandledKey(key)
        }
    }
}

/// A closed range of seconds, e.g. 0.5 to 2 s, or 3 s give or take a tolerance.
public struct DurationRange: Sendable, Hashable {
    public var min: Double
    public var max: Double
    /// The nominal value when the rule names one (3 s), rather than a range.
    public var nominal: Double?

    public init(min: Double, max: Double, nominal: Double? = nil) {
        self.min = min
        self.max = max
        self.nominal = nominal
    }

    /// True when `seconds` lies within the range.
    public func contains(_ seconds: Double) -> Bool { seconds >= min && seconds <= max }
}

extension AssetFacts {
    /// A Lottie animation's facts.
    public static func animation(_ facts: AnimationFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// An animation class's expectations.
    public static func animation(_ expectations: AnimationExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The animation facts, when the file is a read Lottie animation.
    public var animation: AnimationFacts? {
        get { facts.as(AnimationFacts.self) }
        set { facts = AssetFacts(newValue) }
    }
}

extension AssetClassRule {
    /// The animation expectations, for an animation class.
    public var animation: AnimationExpectations? { expectations.as(AnimationExpectations.self) }
}
