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

    /// The notes for standard error after a run: ``legacyNote(_:)``, then ``staleNote(_:)``.
    public func notes(_ outcome: CheckOutcome) -> [String] {
        [legacyNote(outcome), staleNote(outcome)].compactMap { $0 }
    }

    /// The one-time note for standard error when the applied baseline is in the old layout
    /// (keyed by message text), whose entries match by path and check only; `nil` otherwise.
    public func legacyNote(_ outcome: CheckOutcome) -> String? {
        guard let path = baseline, outcome.baseline?.matchedLegacyEntries == true else { return nil }
        return "note: \(path) is a baseline of an earlier assetcheck, keyed by message text; its entries now match "
            + "any finding of the same check on the same file. Record it again with --write-baseline \(path) to key "
            + "findings by their facts.\n"
    }

    /// The note for standard error when the applied baseline has entries that no longer occur,
    /// each on its own line; `nil` when there are none.
    public func staleNote(_ outcome: CheckOutcome) -> String? {
        guard let path = baseline, let stale = outcome.baseline?.stale, !stale.isEmpty else { return nil }
        let count = stale.clampedSum(\.count)
        let lines = stale.map { entry in
            let key = entry.message ?? entry.fact ?? entry.fingerprint.map { "fingerprint \($0)" } ?? ""
            return "  \(entry.path ?? "(bundle)"): [\(entry.check)] \(key)\(entry.count > 1 ? " (x\(entry.count))" : "")\n"
        }
        return "note: \(count) baseline entr\(count == 1 ? "y" : "ies") in \(path) no longer "
            + "occur\(count == 1 ? "s" : "") (fixed, or moved); shrink the baseline with --write-baseline \(path):\n"
            + lines.joined()
    }
}
