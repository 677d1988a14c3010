/// A name the code builds at run time, as a pattern: `*` stands for any run of characters
/// (`coin_*` is `"coin_\(n)"`). Matched without regard to case, as asset lookups are.
public struct NamePattern: Sendable, Hashable {
    /// The pattern, lower-cased.
    public let text: String
    private let parts: [[UInt8]]
    private let anchoredStart: Bool
    private let anchoredEnd: Bool

    public init(_ pattern: String) {
        text = pattern.lowercased()
        parts = text.split(separator: "*", omittingEmptySubsequences: true).map { Array($0.utf8) }
        anchoredStart = !text.hasPrefix("*")
        anchoredEnd = !text.hasSuffix("*")
    }

    /// True when `name` (already lower-cased) is one the pattern builds. Greedy from the left with
    /// each part taken at its first place, which is exact for `*`-only globs, so linear in the name.
    public func matches(_ name: String) -> Bool {
        matches(bytes: Array(name.utf8))
    }

    /// ``matches(_:)`` of a name already in UTF-8 bytes.
    public func matches(bytes: [UInt8]) -> Bool {
        guard !parts.isEmpty else { return !(anchoredStart && anchoredEnd) || bytes.isEmpty }
        var position = 0
        for (index, part) in parts.enumerated() {
            let isFirst = index == 0, isLast = index == parts.count - 1
            if isLast && anchoredEnd {
                let start = bytes.count - part.count
                guard start >= position, bytes[start...].elementsEqual(part) else { return false }
                if isFirst && anchoredStart && start != 0 { return false }
                return true
            }
            if isFirst && anchoredStart {
                guard bytes.count >= part.count, bytes[..<part.count].elementsEqual(part) else { return false }
                position = part.count
                continue
            }
            guard let found = Self.find(part, in: bytes, from: position) else { return false }
            position = found + part.count
        }
        return true
    }

    private static func find(_ part: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard part.count <= bytes.count - start else { return nil }
        var index = start
        while index + part.count <= bytes.count {
            if bytes[index] == part[0], bytes[index..<(index + part.count)].elementsEqual(part) { return index }
            index += 1
        }
        return nil
    }
}
