import AssetCheckCore
import Foundation

/// The findings and counts as one JSON document, keys sorted, without timings (deterministic).
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        var findings: [Item]
        var summary: Summary
        /// Present only when a baseline was applied.
        var baseline: BaselineSection?
    }

    struct BaselineSection: Encodable {
        var baselined: Int
        /// Baseline entries that no longer occur: the baseline can shrink.
        var stale: [Baseline.Entry]
    }

    struct Item: Encodable {
        var path: String
        /// The line of the file the finding is about (a source line that loads a missing asset).
        var line: Int?
        var check: CheckID
        var severity: Severity
        var message: String
        var fix: String?
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let document = Document(
            findings: outcome.findings.map {
                Item(path: outcome.displayPath($0.path), line: $0.line, check: $0.check, severity: $0.severity, message: $0.message, fix: $0.fix)
            },
            summary: Summary(files: outcome.snapshot.records.count, errors: outcome.errorCount, warnings: outcome.warningCount),
            baseline: outcome.baseline.map { BaselineSection(baselined: $0.baselined.count, stale: $0.stale) })
        return DeterministicJSON.text(document)
    }
}
