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
    public var image: ImageFacts?
    public var audio: AudioFacts?
    public var animation: AnimationFacts?
    /// Problems found while reading the file itself (unreadable, corrupt, wrong format).
    public var problems: [FindingDraft]
    /// True when the verdict depends on the moment rather than the bytes (a time budget ran out
    /// on a loaded machine): such a record is never cached, so the next run measures again.
    public var isTransient = false

    public init(
        path: String, assetClass: String?, kind: AssetKind, bytes: Int, sha256: String? = nil,
        format: FileFormat? = nil, scale: Int? = nil, image: ImageFacts? = nil, audio: AudioFacts? = nil,
        animation: AnimationFacts? = nil, problems: [FindingDraft] = []
    ) {
        self.path = path
        self.assetClass = assetClass
        self.kind = kind
        self.bytes = bytes
        self.sha256 = sha256
        self.format = format
        self.scale = scale
        self.image = image
        self.audio = audio
        self.animation = animation
        self.problems = problems
    }

    /// True when the file was read and its content can be checked further.
    public var isReadable: Bool { sha256 != nil && problems.isEmpty }
}
