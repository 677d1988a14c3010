import AssetCheckCore

extension CheckOutcome {
    /// This outcome with `baseline` applied: findings it covers no longer count (nor fail the run),
    /// and its entries that no longer occur anywhere in the bundle are listed in ``baseline``.
    ///
    /// Stale entries are found among all the bundle's findings (the manifest's), so a run that
    /// reports only changed files (`--staged`) does not call the rest of the baseline stale.
    /// The manifest keeps every finding: it records the bundle, not what a team has accepted.
    public func applying(_ baseline: Baseline) -> CheckOutcome {
        var applied = self
        var comparison = BaselineComparison(findings: findings, baseline: baseline)
        comparison.stale = BaselineComparison(findings: manifest.allFindings, baseline: baseline).stale
        applied.findings = comparison.new
        applied.baseline = comparison
        applied.resolveEvaluations()
        return applied
    }

    /// A baseline of every finding in the bundle (from the manifest), whatever this run reports.
    public var baselineOfAllFindings: Baseline {
        Baseline(findings: manifest.allFindings)
    }
}
