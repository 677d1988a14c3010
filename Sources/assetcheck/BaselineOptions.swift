import ArgumentParser
import AssetCheckCore
import AssetCheckKit

/// `--baseline FILE` and `--write-baseline FILE` of `assetcheck check` (SwiftLint's baselines).
struct BaselineOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Fail only on findings not recorded in this baseline file; report its entries that no longer occur.",
        valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp(
        "Record every finding of this run in this file (JSON, sorted), for later runs' --baseline.",
        valueName: "file"))
    var writeBaseline: String?

    /// Reads `--baseline` (before anything is written, so both options may name one file), writes
    /// `--write-baseline` from every finding of the bundle (also when only changed files are
    /// reported), then applies the baseline. Stale entries go to stderr.
    func apply(to outcome: CheckOutcome) throws -> CheckOutcome {
        let recorded = try baseline.map { path throws(BaselineFileError) in try BaselineFile.read(path) }
        if let path = writeBaseline { try BaselineFile.write(outcome.baselineOfAllFindings, to: path) }
        guard let recorded, let path = baseline else { return outcome }
        let applied = outcome.applying(recorded)
        if let stale = applied.baseline?.stale, !stale.isEmpty {
            let count = stale.reduce(0) { $0 + $1.count }
            let lines = stale.map { "  \($0.path ?? "(bundle)"): [\($0.check)] \($0.fact)\($0.count > 1 ? " (x\($0.count))" : "")\n" }
            FileHandleOutput.standardError("note: \(count) baseline entr\(count == 1 ? "y" : "ies") in \(path) no longer "
                + "occur\(count == 1 ? "s" : "") (fixed, or moved); shrink the baseline with --write-baseline \(path):\n"
                + lines.joined())
        }
        return applied
    }
}
