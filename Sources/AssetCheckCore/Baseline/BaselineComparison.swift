/// Today's findings set against a baseline: which are new, which it covers, which of its
/// entries no longer occur (so the baseline can shrink).
public struct BaselineComparison: Sendable, Hashable {
    /// Findings the baseline does not cover: these fail the run. Sorted.
    public var new: [Finding]
    /// Findings the baseline covers: not reported as failures. Sorted.
    public var baselined: [Finding]
    /// Entries (with the count not matched) that no finding matched today. Sorted.
    public var stale: [Baseline.Entry]

    /// Matches `findings` against `baseline`: each entry covers up to `count` findings with its key.
    public init(findings: [Finding], baseline: Baseline) {
        var remaining: [Baseline.Key: Int] = [:]
        for entry in baseline.entries { remaining[entry.key, default: 0] += entry.count }
        var new: [Finding] = []
        var baselined: [Finding] = []
        for finding in findings.sorted() {
            let key = finding.baselineKey
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                baselined.append(finding)
            } else {
                new.append(finding)
            }
        }
        self.new = new
        self.baselined = baselined
        stale = remaining.filter { $0.value > 0 }.map { Baseline.Entry(key: $0.key, count: $0.value) }.sorted()
    }
}
