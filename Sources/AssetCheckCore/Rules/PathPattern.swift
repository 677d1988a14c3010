/// A glob over bundle-relative paths.
///
/// `**` matches any number of folders (none included), `*` any run of characters within one
/// name, `?` one character. A pattern without `/` matches a file name in any folder, as in
/// `.gitignore`: `*.png` is the same as `**/*.png`.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written in the rules file.
    public let text: String
    private let segments: [Substring]

    public init(_ text: String) {
        self.text = text
        let effective = text.contains("/") ? text : "**/" + text
        segments = effective.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { text }

    /// True when the bundle-relative `path` matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    /// Why the pattern can never match a file of `kind`, or `nil` when it can.
    public func neverMatchesReason(kind: AssetKind) -> String? {
        if text.isEmpty { return "an empty pattern matches nothing" }
        if text.hasPrefix("/") { return "patterns are relative to the bundle root; remove the leading '/'" }
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return "'.' and '..' never appear in bundle-relative paths"
        }
        guard let last = segments.last, kind != .other else { return nil }
        // A last segment with a literal extension must name one this kind of asset can have.
        if let dot = last.lastIndex(of: "."), !last[dot...].contains(where: { "*?".contains($0) }) {
            let ext = last[last.index(after: dot)...].lowercased()
            let fits = AssetKind.guess(forPath: "x." + ext) == kind || ((kind == .animation || kind == .entity) && ext == "json")
            if !fits { return "a \(kind.rawValue) class never contains '.\(ext)' files" }
        }
        return nil
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, matchSegment(Array(head.utf8), Array(name.utf8)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Wildcard match of one name, iterative with a single backtrack point for `*`.
    private static func matchSegment(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0, n = 0
        var star = -1, starMatch = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                starMatch = n
                p += 1
            } else if star >= 0 {
                p = star + 1
                starMatch += 1
                n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
