/// What was measured of one file: the facts of its kind (``KindFacts``), or none.
///
/// Encoded as an object with one member, named by the facts' kind (`{"image": {...}}`), as the
/// manifest writes them; any kind's facts decode by that name (``AssetKind/Declaration/facts``).
public struct AssetFacts: Sendable, Hashable, Codable {
    /// The facts; `nil` for a file of kind `other`, or one that could not be read.
    public let value: (any KindFacts)?

    public init(_ value: (any KindFacts)?) { self.value = value }

    /// Nothing measured.
    public static let none = AssetFacts(nil)

    /// The facts as `type`, when they are of its kind. Facts of another kind are told by their
    /// kind before any cast: the checks ask every record for the facts of theirs, and a failed
    /// dynamic cast costs a search of the runtime's conformance tables.
    public func `as`<Facts: KindFacts>(_ type: Facts.Type) -> Facts? {
        guard let value, Swift.type(of: value).kind == Facts.kind else { return nil }
        return value as? Facts
    }

    /// The kind of the facts, or `nil` for none.
    public var kind: AssetKind? { value.map { type(of: $0).kind } }

    /// The facts as the manifest records them (see ``KindFacts/summarized``).
    public var summarized: AssetFacts { AssetFacts(value?.summarized) }

    /// Equal when both are none, or both are facts of one type that are equal: compared as that
    /// type, with no `AnyHashable` boxes (a cache save compares every record it keeps).
    public static func == (lhs: AssetFacts, rhs: AssetFacts) -> Bool {
        switch (lhs.value, rhs.value) {
        case (nil, nil): true
        case let (left?, right?): left.isEqual(to: right)
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(value.map { AnyHashable($0) }) }

    /// The name facts are written under: their kind's raw value.
    public struct Key: CodingKey, Hashable {
        public let stringValue: String
        public var intValue: Int? { nil }
        public init(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
        public init(_ kind: AssetKind) { stringValue = kind.rawValue }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder.container(keyedBy: Key.self))
    }

    /// The facts among the members of `container`, under the first member named by a kind that
    /// has facts; none when no member is.
    public init<K: CodingKey>(from container: KeyedDecodingContainer<K>) throws {
        for key in container.allKeys {
            guard let type = AssetKind(rawValue: key.stringValue)?.declaration.facts else { continue }
            value = try Self.decode(type, from: container, forKey: key)
            return
        }
        value = nil
    }

    private static func decode<K: CodingKey, Facts: KindFacts>(_ type: Facts.Type, from container: KeyedDecodingContainer<K>,
                                                               forKey key: K) throws -> any KindFacts {
        try container.decode(type, forKey: key)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try encode(into: &container)
    }

    /// Writes the facts as one member of `container`, named by their kind; nothing for none.
    public func encode<K: CodingKey>(into container: inout KeyedEncodingContainer<K>) throws {
        guard let value, let key = K(stringValue: type(of: value).kind.rawValue) else { return }
        try container.encode(value, forKey: key)
    }
}

extension KindFacts {
    /// True when `other` is facts of this type, equal to these.
    fileprivate func isEqual(to other: any KindFacts) -> Bool { (other as? Self) == self }
}
