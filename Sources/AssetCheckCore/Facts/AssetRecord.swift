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
}
