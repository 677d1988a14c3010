/// The committed record of a bundle: every asset with what was measured, totals and findings.
///
/// Encoded with sorted keys, sorted entries, relative paths and no timestamps, so the same
/// bundle always gives the same bytes (see ``ManifestWriter``).
public struct AssetManifest: Sendable, Codable, Hashable {
    /// Bumped when the layout changes incompatibly.
    public var schemaVersion: Int = Self.currentSchemaVersion
    /// The layout this build writes (and the newest it reads).
    public static let currentSchemaVersion = 1
    /// Name of the rule set the bundle was checked against.
    public var ruleSet: String
    public var assets: [Entry]
    public var totals: Totals
    /// Findings about the bundle as a whole (budgets, required files); per-file ones sit in entries.
    public var findings: [Finding]
    /// Each budget's limit, use and headroom; `nil` only in manifests written before budgets were recorded.
    public var budgets: BudgetHeadroom?

    public init(ruleSet: String, assets: [Entry], totals: Totals, findings: [Finding], budgets: BudgetHeadroom? = nil) {
        self.ruleSet = ruleSet
        self.assets = assets
        self.totals = totals
        self.findings = findings
        self.budgets = budgets
    }

    /// One file of the bundle.
    public struct Entry: Sendable, Codable, Hashable {
        public var path: String
        public var assetClass: String?
        public var kind: AssetKind
        public var format: FileFormat?
        public var bytes: Int
        public var sha256: String?
        public var scale: Int?
        /// What was measured, written under its kind's own name (`image`, `audio`, `animation`, `json`,
        /// `font`, `strings` ...), summarized (see ``KindFacts/summarized``).
        public var facts: AssetFacts
        /// This file's findings; absent when there are none, so clean entries stay short.
        public var findings: [Finding]?
        /// Where the app's sources load this file's asset by name (`App/Shop.swift:12`), at most
        /// ``maxLoads``; absent when no sources were read or none loads it by name.
        public var loadedBy: [String]?

        /// Most places listed under ``loadedBy``.
        public static let maxLoads = 10

        public init(path: String, assetClass: String?, kind: AssetKind, format: FileFormat?, bytes: Int,
                    sha256: String?, scale: Int?, facts: AssetFacts, findings: [Finding]?, loadedBy: [String]? = nil) {
            self.loadedBy = loadedBy
            self.path = path
            self.assetClass = assetClass
            self.kind = kind
            self.format = format
            self.bytes = bytes
            self.sha256 = sha256
            self.scale = scale
            self.facts = facts
            self.findings = findings
        }

        /// Set to `true` in a decoder's `userInfo`, entries are read without their facts (`.none`):
        /// `assetcheck diff` compares paths, hashes, sizes and findings, and the facts were most of
        /// the memory of a large manifest.
        public static let factsSkipped = CodingUserInfoKey(rawValue: "assetcheck.factsSkipped")!

        enum CodingKeys: String, CodingKey {
            case path, assetClass = "class", kind, format, bytes, sha256, scale, findings, loadedBy
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            path = try c.decode(String.self, forKey: .path)
            assetClass = try c.decodeIfPresent(String.self, forKey: .assetClass)
            kind = try c.decode(AssetKind.self, forKey: .kind)
            format = try c.decodeIfPresent(FileFormat.self, forKey: .format)
            bytes = try c.decode(Int.self, forKey: .bytes)
            sha256 = try c.decodeIfPresent(String.self, forKey: .sha256)
            scale = try c.decodeIfPresent(Int.self, forKey: .scale)
            findings = try c.decodeIfPresent([Finding].self, forKey: .findings)
            loadedBy = try c.decodeIfPresent([String].self, forKey: .loadedBy)
            // The facts sit beside these members, under their kind's name (see ``AssetFacts``).
            facts = decoder.userInfo[Self.factsSkipped] as? Bool == true
                ? .none : try AssetFacts(from: decoder.container(keyedBy: AssetFacts.Key.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encodeIfPresent(assetClass, forKey: .assetClass)
            try c.encode(kind, forKey: .kind)
            try c.encodeIfPresent(format, forKey: .format)
            try c.encode(bytes, forKey: .bytes)
            try c.encodeIfPresent(sha256, forKey: .sha256)
            try c.encodeIfPresent(scale, forKey: .scale)
            try c.encodeIfPresent(findings, forKey: .findings)
            try c.encodeIfPresent(loadedBy, forKey: .loadedBy)
            var factsContainer = encoder.container(keyedBy: AssetFacts.Key.self)
            try facts.summarized.encode(into: &factsContainer)
        }
    }

    /// Counts over the whole bundle.
    public struct Totals: Sendable, Codable, Hashable {
        public var files: Int
        public var bytes: Int
        public var errors: Int
        public var warnings: Int
        /// Files and bytes per asset kind.
        public var byKind: [String: KindTotal]
    }

    /// Files and bytes of one kind.
    public struct KindTotal: Sendable, Codable, Hashable {
        public var files: Int
        public var bytes: Int
    }
}
