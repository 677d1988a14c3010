import AssetCheckCore

extension CheckOutcome {
    /// Bundle-relative paths of the files this run checked: the changed files when only those
    /// were checked, else every file of the bundle.
    public var checkedPaths: [String] {
        changedPaths ?? snapshot.records.map(\.path)
    }

    /// The same outcome with its warnings left out, for `--quiet`.
    public func keepingErrorsOnly() -> CheckOutcome {
        var copy = self
        copy.findings = findings.filter { $0.severity == .error }
        copy.resolveEvaluations()
        return copy
    }
}
