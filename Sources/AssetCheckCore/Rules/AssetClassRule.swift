/// One asset class of a rule set: which paths belong to it and what is expected of them.
public struct AssetClassRule: Sendable {
    /// Identifier used in messages and the manifest, e.g. `bennie-character`.
    public var id: String
    /// Human name used in messages, e.g. "Bennie characters".
    public var description: String
    /// Why the class's rules are what they are (the app's own words, e.g. "the app must work
    /// offline, playbook 5.5"); findings that depend on it quote it.
    public var rationale: String?
    public var patterns: [PathPattern]
    /// Severity overrides for this class only; `nil` turns a check off.
    public var severities: [CheckID: Severity?]
    /// What the class's files must be, by kind.
    public var expectations: ClassExpectations
    /// Largest total bytes of all files in the class, if the class has a budget.
    public var maxTotalBytes: Int?

    public init(
        id: String, description: String, rationale: String? = nil, expectations: ClassExpectations,
        patterns: [PathPattern], severities: [CheckID: Severity?] = [:], maxTotalBytes: Int? = nil
    ) {
        self.id = id
        self.description = description
        self.rationale = rationale
        self.expectations = expectations
        self.patterns = patterns
        self.severities = severities
        self.maxTotalBytes = maxTotalBytes
    }

    /// The kind of file the class holds.
    public var kind: AssetKind { expectations.kind }

    /// True when any of the class's patterns matches the bundle-relative `path`.
    public func matches(_ path: String) -> Bool {
        matches(PathPattern.Subject(path))
    }

    /// True when any of the class's patterns matches the path `subject`.
    public func matches(_ subject: PathPattern.Subject) -> Bool {
        patterns.contains { $0.matches(subject) }
    }

    /// The image expectations, for an image class.
    public var image: ImageExpectations? { if case let .image(value) = expectations { value } else { nil } }
    /// The animation expectations, for an animation class.
    public var animation: AnimationExpectations? { if case let .animation(value) = expectations { value } else { nil } }
    /// The audio expectations, for an audio class.
    public var audio: AudioExpectations? { if case let .audio(value) = expectations { value } else { nil } }
    /// The entity expectations, for an entity class.
    public var entity: EntityExpectations? { if case let .entity(value) = expectations { value } else { nil } }
    /// The add-on expectations, for an add-on class.
    public var addon: AddonExpectations? { if case let .addon(value) = expectations { value } else { nil } }
    /// The JSON document expectations, for a JSON class.
    public var json: JSONExpectations? { if case let .json(value) = expectations { value } else { nil } }
    /// The strings expectations, for a strings class.
    public var strings: StringsExpectations? { if case let .strings(value) = expectations { value } else { nil } }

    /// The font classes whose fonts draw this class's text (`rendered-by`); empty for most classes.
    public var renderedBy: [String] {
        switch expectations {
        case let .json(json): json.renderedBy
        case let .strings(strings): strings.renderedBy
        default: []
        }
    }
}

/// What a class expects of its files, one case per asset kind.
public enum ClassExpectations: Sendable, Hashable {
    case image(ImageExpectations)
    case animation(AnimationExpectations)
    case audio(AudioExpectations)
    case json(JSONExpectations)
    case entity(EntityExpectations)
    case addon(AddonExpectations)
    case font(FontExpectations)
    case strings(StringsExpectations)
    /// Files that are counted and hashed but not inspected.
    case other

    /// The kind these expectations are for.
    public var kind: AssetKind {
        switch self {
        case .image: .image
        case .animation: .animation
        case .audio: .audio
        case .json: .json
        case .entity: .entity
        case .addon: .addon
        case .font: .font
        case .strings: .strings
        case .other: .other
        }
    }
}

/// What a JSON document class expects: that it parses within the limits, has the `shape` the
/// rules give, and that the fonts it is `rendered-by` draw every character of its strings.
public struct JSONExpectations: Sendable, Hashable {
    /// The shape the document must have; `nil`: any.
    public var shape: JSONShape?
    /// Font classes whose fonts must have a glyph for every character of the document's strings.
    public var renderedBy: [String] = []
    /// True when a document that is a Lottie animation (an object with `layers`) is read and
    /// checked as an animation (`detect-lottie: true`); default false.
    public var detectsLottie = false

    public init() {}
}

/// What a font class expects: that FreeType loads each font (no further keys yet).
public struct FontExpectations: Sendable, Hashable {
    public init() {}
}

/// What a class of `.strings` tables or `.xcstrings` catalogs expects.
public struct StringsExpectations: Sendable, Hashable {
    /// The language every other language is compared with; default `en`. A catalog's own
    /// `sourceLanguage` takes precedence for that catalog.
    public var developmentLanguage = "en"
    /// Font classes whose fonts must have a glyph for every character of every value.
    public var renderedBy: [String] = []

    public init() {}
}

/// What an image class expects. Sizes are in points; pixels = points x scale.
public struct ImageExpectations: Sendable, Hashable {
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

/// What an animation class expects (Lottie JSON).
public struct AnimationExpectations: Sendable, Hashable {
    /// Exact frame rate in frames per second.
    public var frameRate: Double?
    public var duration: DurationRange?
    /// Whether the animation is meant to loop (documentation; not measurable from the file).
    public var loops: Bool?
    public var maxFileBytes: Int?
    public var maxLayers: Int?

    public init() {}
}

/// What an audio class expects.
public struct AudioExpectations: Sendable, Hashable {
    /// Required codec; default `aac`. `nil` (`codec: any` in the rules) for any codec iOS plays:
    /// AAC, MP3, or PCM and IMA4 in WAV, CAF or AIFF, as System Sound Services needs.
    public var codec: String? = "aac"
    /// Allowed containers; default ADTS (`.aac`) and MP4 (`.m4a`), or with `codec: any` every
    /// container iOS plays (``FileFormat/playableAudio``).
    public var containers: [FileFormat] = [.adts, .mp4]

    /// The containers the audio probe takes the file at `path` of this class for: AAC's when the
    /// class wants AAC (any other content is `audio.format`), else any iOS plays under its name
    /// (the class's own list is `audio.container`'s to check).
    public func probedContainers(forPath path: String) -> Set<FileFormat> {
        codec == nil ? FileFormat.playableAudio(named: path) : FileFormat.aacContainers
    }
    /// Exact sample rate in Hz.
    public var sampleRate: Int?
    /// Target bit rate in kbps.
    public var bitRateKbps: Double?
    /// Allowed relative deviation from the target bit rate; default 0.25 (25 %).
    public var bitRateTolerance: Double = 0.25
    /// Clips shorter than this many seconds are not bit-rate checked; default 0.5 s.
    public var bitRateMinDuration: Double = 0.5
    public var channels: Int?
    public var duration: DurationRange?
    /// Files this class must contain, by file name, each with an optional duration.
    public var required: [RequiredFile] = []

    public init() {}
}

/// A file the bundle must contain, e.g. `tap_wood.aac` of 0.1 s.
public struct RequiredFile: Sendable, Hashable {
    public var name: String
    public var duration: DurationRange?

    public init(name: String, duration: DurationRange? = nil) {
        self.name = name
        self.duration = duration
    }
}
