/// A stable identifier of one finding: 16 hex digits of FNV-1a (64 bit) over its check, its path
/// and the facts its message names as its identity.
///
/// Baselines and `assetcheck diff` match findings by it, so rewording a message or renaming a
/// class's description never makes an old finding look new. FNV-1a is not a cryptographic hash:
/// it only has to be the same on every machine and run.
public struct Fingerprint: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The fingerprint of a finding by `check` on `path` (`nil`: the bundle) identified by `identity`.
    public init(check: CheckID, path: String?, identity: [String]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let fields = [check.rawValue, path ?? ""] + identity
        for (index, field) in fields.enumerated() {
            // A separator byte that UTF-8 text never contains keeps ["ab", "c"] apart from ["a", "bc"].
            for byte in (index == 0 ? [] : [0xFF]) + Array(field.utf8) {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        rawValue = String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprint of a finding read from a manifest written before fingerprints existed.
    public static let unknown = Fingerprint(rawValue: "")

    public var description: String { rawValue }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
