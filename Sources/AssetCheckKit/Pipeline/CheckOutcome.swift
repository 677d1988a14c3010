import AssetCheckCore
import Foundation

/// The result of checking one bundle: what was found, the findings and the manifest.
public struct CheckOutcome: Sendable {
    /// The bundle folder as the user gave it; printed paths start with it.
    public var root: String
    public var snapshot: BundleSnapshot
    /// Resolved findings, sorted by path.
    public var findings: [Finding]
    /// The manifest of the whole bundle, made on first use: a run that writes none (a pre-commit
    /// hook's) does not copy every record into one.
    public var manifest: AssetManifest {
        get { manifestSource.manifest }
        set {
            manifestSource = LazyManifest(newValue)
            budgets = newValue.budgets
        }
    }
    /// Each budget's headroom (the manifest's ``AssetManifest/budgets``), which the summary line
    /// shows whether or not a manifest is made.
    public private(set) var budgets: BudgetHeadroom?
    private var manifestSource: LazyManifest
    public var elapsed: Duration
    /// Set when a baseline was applied: ``findings`` then holds only the new findings.
    public var baseline: BaselineComparison? = nil
    /// Set when only some files were checked (`--staged`, a file list): their bundle-relative
    /// paths, sorted. ``findings`` then holds only the findings those files affect.
    public var changedPaths: [String]? = nil
    /// With ``changedPaths``: the changed source files whose loads were checked (`../App/Shop.swift`).
    public var changedSources: [String] = []
    /// The rule set the bundle was checked against, for reports that show what was expected
    /// (the HTML report's sizes and rates); `nil` when the outcome was made without one.
    public var rules: RuleSet? = nil
    /// Bundle-relative paths the scan left out, sorted: hidden folders, `.DS_Store` and the like
    /// (see ``BundleScanner/skips(_:isFolder:)``). Said in the summary, never silently.
    public var skippedPaths: [String] = []
    /// The previews the run made for the HTML report (``BundleChecker/previewing``); `nil` when it
    /// made none, and the report then shows no pictures, specimens or players.
    public var previews: RunPreviews? = nil
    /// Each check's evaluation on each subject, when a report asked (``BundleChecker/evaluating``),
    /// in the passes' order: failed where ``findings`` hold a finding of it there and passed
    /// otherwise. Whatever changes ``findings`` calls ``resolveEvaluations()`` (a baseline's known
    /// findings then pass).
    public var evaluations: Evaluations = []

    public init(root: String, snapshot: BundleSnapshot, findings: [Finding], manifest: AssetManifest, elapsed: Duration) {
        self.root = root
        self.snapshot = snapshot
        self.findings = findings
        self.elapsed = elapsed
        manifestSource = LazyManifest(manifest)
        budgets = manifest.budgets
    }

    /// The outcome of checking `snapshot` against `rules`, whose manifest is made from them and
    /// `findings` when first asked for.
    init(root: String, snapshot: BundleSnapshot, findings: [Finding], rules: RuleSet, elapsed: Duration) {
        self.root = root
        self.snapshot = snapshot
        self.findings = findings
        self.elapsed = elapsed
        manifestSource = LazyManifest { AssetManifest(snapshot: snapshot, rules: rules, findings: findings) }
        budgets = BudgetHeadroom(snapshot: snapshot, rules: rules)
        self.rules = rules
    }

    /// Reads the evaluations' outcomes from ``findings`` again, after they changed.
    public mutating func resolveEvaluations() {
        Evaluation.resolve(&evaluations, against: findings)
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// The path to show a user for a bundle-relative path: the root as given, then the path.
    public func displayPath(_ relative: String?) -> String {
        guard let relative else { return root == "." ? "(bundle)" : root }
        if root == "." || root.isEmpty { return relative }
        let joined = (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/" + relative
        // A source file beside the bundle (`../App/Shop.swift`) is named without the detour.
        return relative.hasPrefix("../") ? Self.collapsed(joined) : joined
    }

    /// `path` with each `name/..` taken out (`Assets/../App/Shop.swift` is `App/Shop.swift`).
    static func collapsed(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// A manifest, or how to make it once it is first asked for (from any thread).
private final class LazyManifest: @unchecked Sendable {
    private let lock = NSLock()
    private var made: AssetManifest?
    private var make: (@Sendable () -> AssetManifest)?

    init(_ manifest: AssetManifest) { made = manifest }

    init(making make: @escaping @Sendable () -> AssetManifest) { self.make = make }

    var manifest: AssetManifest {
        lock.withLock {
            if let made { return made }
            let manifest = make!()
            (made, make) = (manifest, nil)
            return manifest
        }
    }
}
