import AssetCheckCore

/// The result of checking one bundle: what was found, the findings and the manifest.
public struct CheckOutcome: Sendable {
    /// The bundle folder as the user gave it; printed paths start with it.
    public var root: String
    public var snapshot: BundleSnapshot
    /// Resolved findings, sorted by path.
    public var findings: [Finding]
    public var manifest: AssetManifest
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
