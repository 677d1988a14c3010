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
        public var image: ImageFacts?
        public var audio: AudioFacts?
        public var animation: AnimationFacts?
        /// This file's findings; absent when there are none, so clean entries stay short.
        public var findings: [Finding]?

        enum CodingKeys: String, CodingKey {
            case path, assetClass = "class", kind, format, bytes, sha256, scale, image, audio, animation, findings
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
