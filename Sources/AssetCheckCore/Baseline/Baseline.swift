import Foundation

/// Findings recorded at one point in time, so later runs fail only on new ones (as SwiftLint's
/// `--write-baseline` / `--baseline`).
///
/// Each entry is keyed by path, check and a normalized fact, never by order or line numbers,
/// so it survives unrelated edits: re-measured numbers and other files' changes leave it
/// matching. The file is JSON with sorted keys and sorted entries, and no timestamps.
public struct Baseline: Sendable, Codable, Hashable {
    /// Bumped when the layout changes incompatibly.
    public var version: Int
    /// Sorted by path (bundle-wide entries last), check, then fact.
    public var entries: [Entry]

    /// The layout this code writes and reads.
    public static let currentVersion = 1

    public init(entries: [Entry]) {
        version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// A baseline of every finding in `findings`, findings with the same key counted together.
    public init(findings: [Finding]) {
        var counts: [Key: Int] = [:]
        for finding in findings { counts[finding.baselineKey, default: 0] += 1 }
        self.init(entries: counts.map { Entry(key: $0.key, count: $0.value) })
    }

    /// What a finding is matched by.
    public struct Key: Sendable, Hashable {
        /// Bundle-relative path; `nil` for a finding about the whole bundle.
        public var path: String?
        public var check: CheckID
        public var fact: String
    }

    /// One recorded finding, or several with the same key.
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        public var path: String?
        public var check: CheckID
        /// The finding's ``Finding/fact``, or its message with numbers blanked out as `#`.
        public var fact: String
        /// How many findings share this key (e.g. two unsupported features of one kind in a file).
        public var count: Int

        public init(key: Key, count: Int) {
            path = key.path
            check = key.check
            fact = key.fact
            self.count = count
        }

        public var key: Key { Key(path: path, check: check, fact: fact) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            switch (lhs.path, rhs.path) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return false
            case (_?, nil): return true
            default: break
            }
            return (lhs.check, lhs.fact) < (rhs.check, rhs.fact)
        }
    }

    /// The baseline as pretty-printed JSON with sorted keys and a final newline.
    public func encoded() throws -> Data {
        try DeterministicJSON.encode(self)
    }

    /// Reads a baseline written by ``encoded()``; throws on other JSON or a newer version.
    public static func decode(_ data: Data) throws -> Baseline {
        let baseline = try JSONDecoder().decode(Baseline.self, from: data)
        guard baseline.version <= currentVersion else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "baseline version \(baseline.version) is newer than this assetcheck reads (\(currentVersion))"))
        }
        return baseline
    }
}

extension Finding {
    /// The key a baseline matches this finding by: path, check and ``fact`` (or the message with
    /// every number replaced by `#`, so `598x900 px` and `597x900 px` are the same fact).
    public var baselineKey: Baseline.Key {
        Baseline.Key(path: path, check: check, fact: fact ?? Self.blankingNumbers(message))
    }

    /// `text` with each run of digits (with decimal points between them) replaced by `#`.
    static func blankingNumbers(_ text: String) -> String {
        var result = ""
        var inNumber = false
        var previous: Character?
        for character in text {
            if character.isASCII, character.isNumber {
                if !inNumber { result.append("#") }
                inNumber = true
            } else if character == ".", inNumber, previous?.isNumber == true {
                // A decimal point inside a number stays part of it; a full stop after one is restored below.
                previous = character
                continue
            } else {
                if previous == ".", inNumber { result.append(".") }
                inNumber = false
                result.append(character)
            }
            previous = character
        }
        if previous == ".", inNumber { result.append(".") }
        return result
    }
}
