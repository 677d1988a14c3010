/// Everything known about one file of the bundle after inspection.
public struct AssetRecord: Sendable, Hashable, Codable {
    /// Path relative to the bundle root, with `/` separators.
    public var path: String
    /// Identifier of the asset class the path matched, or `nil`.
    public var assetClass: String?
    public var kind: AssetKind
    public var bytes: Int
    /// Lower-case hex SHA-256 of the content; `nil` when the file could not be read.
    public var sha256: String?
    public var format: FileFormat?
    /// Scale factor of an image variant (from `@2x` in the name or the catalog's `Contents.json`).
    public var scale: Int?
    /// What was measured, by kind.
    public var facts: AssetFacts
    /// Why the file could not be read or measured; the passes word it as one finding.
    public var failure: InspectionFailure?
    /// True when the verdict depends on the moment rather than the bytes (a time budget ran out
    /// on a loaded machine, memory ran out): such a record is never cached, so the next run
    /// measures again.
    public var isTransient = false

    public init(
        path: String, assetClass: String?, kind: AssetKind, bytes: Int, sha256: String? = nil,
        format: FileFormat? = nil, scale: Int? = nil, facts: AssetFacts = .none, failure: InspectionFailure? = nil
    ) {
        self.path = path
        self.assetClass = assetClass
        self.kind = kind
        self.bytes = bytes
        self.sha256 = sha256
        self.format = format
        self.scale = scale
        self.facts = facts
        self.failure = failure
    }

    /// True when the file was read and its content can be checked further.
    public var isReadable: Bool { sha256 != nil && failure == nil }

    /// The image facts, when the file is a measured image.
    public var image: ImageFacts? {
        get { if case let .image(facts) = facts { facts } else { nil } }
        set { facts = newValue.map(AssetFacts.image) ?? .none }
    }

    /// The animation facts, when the file is a read Lottie animation.
    public var animation: AnimationFacts? {
        get { if case let .animation(facts) = facts { facts } else { nil } }
        set { facts = newValue.map(AssetFacts.animation) ?? .none }
    }

    /// The audio facts, when the file is probed audio.
    public var audio: AudioFacts? {
        get { if case let .audio(facts) = facts { facts } else { nil } }
        set { facts = newValue.map(AssetFacts.audio) ?? .none }
    }

    /// The entity facts, when the file is a parsed Bedrock entity file.
    public var entity: EntityFacts? {
        if case let .entity(facts) = facts { facts } else { nil }
    }

    /// The add-on facts, when the file is a read `.mcaddon` or `.mcpack` archive.
    public var addon: AddonFacts? {
        if case let .addon(facts) = facts { facts } else { nil }
    }

    /// The JSON document facts, when the file is a parsed JSON document.
    public var json: JSONDocumentFacts? {
        if case let .json(facts) = facts { facts } else { nil }
    }

    /// The font facts, when the file is a font FreeType loaded.
    public var font: FontFacts? {
        if case let .font(facts) = facts { facts } else { nil }
    }

    /// The strings facts, when the file is a parsed strings table or catalog.
    public var strings: StringsFacts? {
        if case let .strings(facts) = facts { facts } else { nil }
    }
}
