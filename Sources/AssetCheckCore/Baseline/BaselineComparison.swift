/// Today's findings set against a baseline: which are new, which it covers, which of its
/// entries no longer occur (so the baseline can shrink).
public struct BaselineComparison: Sendable, Hashable {
    /// Findings the baseline does not cover: these fail the run. Sorted.
    public var new: [Finding]
    /// Findings the baseline covers: not reported as failures. Sorted.
    public var baselined: [Finding]
    /// Entries (with the count not matched) that no finding matched today. Sorted.
    public var stale: [Baseline.Entry]
    /// The baseline is in layout 1 and was matched by path and check only.
    public var matchedLegacyEntries: Bool

    /// Matches `findings` against `baseline`: each entry covers up to `count` findings with its
    /// key; a layout-1 entry (no fingerprint) covers findings with its path and check.
    public init(findings: [Finding], baseline: Baseline) {
        var remaining: [Baseline.Key: Int] = [:]
        for entry in baseline.entries { remaining[entry.key] = (remaining[entry.key] ?? 0).addingClamped(entry.count) }
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings.sorted() {
            let exact = finding.baselineKey
            let loose = Baseline.Key(path: finding.path, check: finding.check, fingerprint: nil)
            if let left = remaining[exact], left > 0 {
                remaining[exact] = left - 1
                baselined.append(finding)
            } else if let left = remaining[loose], left > 0 {
                remaining[loose] = left - 1
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        self.new = new
        self.baselined = baselined
        let staleEntries = baseline.entries.filter { remaining[$0.key, default: 0] > 0 }
        var reported: Set<Baseline.Key> = []
        stale = staleEntries.compactMap { entry -> Baseline.Entry? in
            guard reported.insert(entry.key).inserted else { return nil }
            var left = entry
            left.count = remaining[entry.key] ?? 0
            return left
        }.sorted()
        matchedLegacyEntries = baseline.isLegacy
    }
}
