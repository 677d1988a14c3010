import ArgumentParser
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

    var request: BaselineRequest { BaselineRequest(baseline: baseline, writeBaseline: writeBaseline) }
}
