import AssetCheckCore

/// The baseline files of a run: `--baseline FILE` to apply, `--write-baseline FILE` to record.
public struct BaselineRequest: Sendable, Hashable {
    /// The baseline to apply; `nil` applies none.
    public var baseline: String?
    /// Where to record every finding of this run; `nil` records nothing.
    public var writeBaseline: String?

    public init(baseline: String? = nil, writeBaseline: String? = nil) {
        self.baseline = baseline
        self.writeBaseline = writeBaseline
    }

    /// Reads ``baseline`` (before anything is written, so both may name one file), writes
    /// ``writeBaseline`` from every finding of the bundle (also when only changed files are
    /// reported), then applies the baseline.
    public func apply(to outcome: CheckOutcome) throws(BaselineFileError) -> CheckOutcome {
        let recorded = try baseline.map { path throws(BaselineFileError) in try BaselineFile.read(path) }
        if let path = writeBaseline { try BaselineFile.write(outcome.baselineOfAllFindings, to: path) }
        guard let recorded else { return outcome }
        return outcome.applying(recorded)
    }

    /// The note for standard error when the applied baseline has entries that no longer occur,
    /// each on its own line; `nil` when there are none.
    public func staleNote(_ outcome: CheckOutcome) -> String? {
        guard let path = baseline, let stale = outcome.baseline?.stale, !stale.isEmpty else { return nil }
        let count = stale.reduce(0) { $0 + $1.count }
        let lines = stale.map { "  \($0.path ?? "(bundle)"): [\($0.check)] \($0.fact)\($0.count > 1 ? " (x\($0.count))" : "")\n" }
        return "note: \(count) baseline entr\(count == 1 ? "y" : "ies") in \(path) no longer "
            + "occur\(count == 1 ? "s" : "") (fixed, or moved); shrink the baseline with --write-baseline \(path):\n"
            + lines.joined()
    }
}
