/// A stable, dotted, kebab-case check identifier such as `image.scale-pair`.
///
/// Users write these in rules files and baselines, so a released identifier never changes. Each
/// identifier is declared once, as a constant beside the pass that reports it; text from users
/// (rules files, baselines) becomes one through ``init(rawValue:)`` and is looked up in
/// ``CheckCatalog`` before it is trusted.
public struct CheckID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A check's identifier, as its pass declares it.
    init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: CheckID, rhs: CheckID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
