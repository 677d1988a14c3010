/// Everything known about one file of the bundle after inspection.
///
/// Its members are held in one shared box, copied on write: the passes, the snapshot, the cache
/// and the sorts each copy thousands of records (a pass's `for record in records` copies every
/// one it reads), and each copy of the box is one reference counted, where a copy of the members
/// was one for each of the path, the class, the hash, the facts and the failure.
public struct AssetRecord: Sendable, Hashable, Codable {
    private var storage: Storage

    /// Path relative to the bundle root, with `/` separators.
    public var path: String {
        get { storage.path }
        set { unique().path = newValue }
    }
    /// Identifier of the asset class the path matched, or `nil`.
    public var assetClass: String? {
        get { storage.assetClass }
        set { unique().assetClass = newValue }
    }
    public var kind: AssetKind {
        get { storage.kind }
        set { unique().kind = newValue }
    }
    public var bytes: Int {
        get { storage.bytes }
        set { unique().bytes = newValue }
    }
    /// Lower-case hex SHA-256 of the content; `nil` when the file could not be read.
    public var sha256: String? {
        get { storage.sha256 }
        set { unique().sha256 = newValue }
    }
    public var format: FileFormat? {
        get { storage.format }
        set { unique().format = newValue }
    }
    /// Scale factor of an image variant (from `@2x` in the name or the catalog's `Contents.json`).
    public var scale: Int? {
        get { storage.scale }
        set { unique().scale = newValue }
    }
    /// What was measured, by kind.
    public var facts: AssetFacts {
        get { storage.facts }
        set { unique().facts = newValue }
    }
    /// Why the file could not be read or measured; the passes word it as one finding.
    public var failure: InspectionFailure? {
        get { storage.failure }
        set { unique().failure = newValue }
    }
    /// True when the verdict depends on the moment rather than the bytes (a time budget ran out
    /// on a loaded machine, memory ran out): such a record is never cached, so the next run
    /// measures again.
    public var isTransient: Bool {
        get { storage.isTransient }
        set { unique().isTransient = newValue }
    }

    public init(
        path: String, assetClass: String?, kind: AssetKind, bytes: Int, sha256: String? = nil,
        format: FileFormat? = nil, scale: Int? = nil, facts: AssetFacts = .none, failure: InspectionFailure? = nil
    ) {
        storage = Storage(path: path, assetClass: assetClass, kind: kind, bytes: bytes, sha256: sha256, format: format,
                          scale: scale, facts: facts, failure: failure, isTransient: false)
    }

    /// True when the file was read and its content can be checked further.
    public var isReadable: Bool { sha256 != nil && failure == nil }

    // MARK: Coding, equality

    enum CodingKeys: String, CodingKey {
        case path, assetClass, kind, bytes, sha256, format, scale, facts, failure, isTransient
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(path: try container.decode(String.self, forKey: .path),
                  assetClass: try container.decodeIfPresent(String.self, forKey: .assetClass),
                  kind: try container.decode(AssetKind.self, forKey: .kind), bytes: try container.decode(Int.self, forKey: .bytes),
                  sha256: try container.decodeIfPresent(String.self, forKey: .sha256),
                  format: try container.decodeIfPresent(FileFormat.self, forKey: .format),
                  scale: try container.decodeIfPresent(Int.self, forKey: .scale), facts: try container.decode(AssetFacts.self, forKey: .facts),
                  failure: try container.decodeIfPresent(InspectionFailure.self, forKey: .failure))
        isTransient = try container.decode(Bool.self, forKey: .isTransient)
    }

    /// The members in the order they are declared, the optional ones only when set: as the
    /// compiler's own conformance wrote them, so that cache files and reports are unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(assetClass, forKey: .assetClass)
        try container.encode(kind, forKey: .kind)
        try container.encode(bytes, forKey: .bytes)
        try container.encodeIfPresent(sha256, forKey: .sha256)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(scale, forKey: .scale)
        try container.encode(facts, forKey: .facts)
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encode(isTransient, forKey: .isTransient)
    }

    public static func == (lhs: AssetRecord, rhs: AssetRecord) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.path == rhs.path && lhs.assetClass == rhs.assetClass && lhs.kind == rhs.kind && lhs.bytes == rhs.bytes
                && lhs.sha256 == rhs.sha256 && lhs.format == rhs.format && lhs.scale == rhs.scale && lhs.facts == rhs.facts
                && lhs.failure == rhs.failure && lhs.isTransient == rhs.isTransient)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(assetClass)
        hasher.combine(kind)
        hasher.combine(bytes)
        hasher.combine(sha256)
        hasher.combine(format)
        hasher.combine(scale)
        hasher.combine(facts)
        hasher.combine(failure)
        hasher.combine(isTransient)
    }

    // MARK: Storage

    /// The box, copied first when another record shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The members, in a box that is only changed while one record holds it (``unique()``).
    private final class Storage: @unchecked Sendable {
        var path: String
        var assetClass: String?
        var kind: AssetKind
        var bytes: Int
        var sha256: String?
        var format: FileFormat?
        var scale: Int?
        var facts: AssetFacts
        var failure: InspectionFailure?
        var isTransient: Bool

        init(path: String, assetClass: String?, kind: AssetKind, bytes: Int, sha256: String?, format: FileFormat?, scale: Int?,
             facts: AssetFacts, failure: InspectionFailure?, isTransient: Bool) {
            (self.path, self.assetClass, self.kind, self.bytes, self.sha256) = (path, assetClass, kind, bytes, sha256)
            (self.format, self.scale, self.facts, self.failure, self.isTransient) = (format, scale, facts, failure, isTransient)
        }

        func copy() -> Storage {
            Storage(path: path, assetClass: assetClass, kind: kind, bytes: bytes, sha256: sha256, format: format, scale: scale,
                    facts: facts, failure: failure, isTransient: isTransient)
        }
    }
}
