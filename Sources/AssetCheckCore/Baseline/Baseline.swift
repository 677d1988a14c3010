import Foundation

/// Findings recorded at one point in time, so later runs fail only on new ones (as SwiftLint's
/// `--write-baseline` / `--baseline`).
///
/// Each entry is keyed by path, check and the finding's ``Fingerprint``, never by order, line
/// numbers or message text, so it survives rewording and unrelated edits. The file is JSON with
/// sorted keys and sorted entries, and no timestamps.
public struct Baseline: Sendable, Codable, Hashable {
    /// The layout: 1 keyed findings by their message with numbers blanked; 2 by fingerprint.
    public var version: Int
    /// Sorted by path (bundle-wide entries last), check, then fingerprint.
    public var entries: [Entry]

    /// The layout this code writes, and the newest it reads.
    public static let currentVersion = 2

    /// The largest count an entry may have; more is not a baseline this tool wrote.
    public static let maxCount = 1_000_000_000

    public init(entries: [Entry]) {
        version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// A baseline of every finding in `findings`, findings with the same key counted together.
    public init(findings: [Finding]) {
        var counts: [Key: Int] = [:]
        var messages: [Key: String] = [:]
        for finding in findings.sorted() {
            counts[finding.baselineKey, default: 0] += 1
            if messages[finding.baselineKey] == nil { messages[finding.baselineKey] = finding.message }
        }
        self.init(entries: counts.map { Entry(key: $0.key, count: $0.value, message: messages[$0.key]) })
    }

    /// The same baseline matching by path and check only, as layout 1 did: for comparing with
    /// findings whose fingerprints are unknown (a manifest written before they existed).
    public var matchingPathAndCheckOnly: Baseline {
        var counts: [Key: Int] = [:]
        for entry in entries {
            let key = Key(path: entry.path, check: entry.check, fingerprint: nil)
            counts[key] = (counts[key] ?? 0).addingClamped(entry.count)
        }
        var loose = Baseline(entries: counts.map { Entry(key: $0.key, count: $0.value) })
        loose.version = version
        return loose
    }

    /// True when the file was written in layout 1, whose entries match by path and check only
    /// (their message keys can't be turned into fingerprints): re-record it to match exactly.
    public var isLegacy: Bool { version < 2 }

    /// What a finding is matched by. `fingerprint` is `nil` for layout-1 entries, which match any
    /// finding with their path and check.
    public struct Key: Sendable, Hashable {
        /// Bundle-relative path; `nil` for a finding about the whole bundle.
        public var path: String?
        public var check: CheckID
        public var fingerprint: Fingerprint?
    }

    /// One recorded finding, or several with the same key.
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        public var path: String?
        public var check: CheckID
        public var fingerprint: Fingerprint?
        /// What the finding said when it was recorded, for people reading the file; not matched.
        public var message: String?
        /// Layout 1's key: the message with numbers blanked out. Read, never written.
        public var fact: String?
        /// How many findings share this key (e.g. two unsupported features of one kind in a file).
        public var count: Int

        public init(key: Key, count: Int, message: String? = nil) {
            path = key.path
            check = key.check
            fingerprint = key.fingerprint
            self.count = count
            self.message = message
        }

        public var key: Key { Key(path: path, check: check, fingerprint: fingerprint) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            switch (lhs.path, rhs.path) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: break
            }
            return (lhs.check, lhs.fingerprint?.rawValue ?? lhs.fact ?? "")
                < (rhs.check, rhs.fingerprint?.rawValue ?? rhs.fact ?? "")
        }
    }

    /// The baseline as pretty-printed JSON with sorted keys and a final newline.
    public func encoded() throws -> Data {
        try DeterministicJSON.encode(self)
    }

    /// Reads a baseline written by ``encoded()``; throws on other JSON or a newer version.
    public static func decode(_ data: Data) throws -> Baseline {
        try JSONDecoder().decode(Baseline.self, from: data).validated()
    }

    /// The baseline, unless its version is newer than this code reads or a count is out of range.
    public func validated() throws -> Baseline {
        let baseline = self
        guard baseline.version <= Self.currentVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "baseline version \(baseline.version) is newer than this assetcheck reads (\(Self.currentVersion))"))
        }
        // Counts are input too: a baseline can't hold more findings than a bundle could have.
        if let index = baseline.entries.firstIndex(where: { !(1...Self.maxCount).contains($0.count) }) {
            let entry = baseline.entries[index]
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "entries[\(index)], the entry for \(entry.path ?? "the bundle") [\(entry.check)], has count \(entry.count); "
                    + "a count is a number of findings from 1 to \(Self.maxCount)"))
        }
        return baseline
    }
}

extension Finding {
    /// The key a baseline matches this finding by: path, check and fingerprint.
    public var baselineKey: Baseline.Key {
        Baseline.Key(path: path, check: check, fingerprint: fingerprint)
    }
}
