import AssetCheckCore
import Foundation

/// The findings and counts as one JSON document, keys sorted, without timings (deterministic).
public struct JSONReporter: Reporter {
    public init() {}

    struct Document: Encodable {
        var findings: [Item]
        var summary: Summary
    }

    struct Item: Encodable {
        var path: String
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
                Item(path: outcome.displayPath($0.path), check: $0.check, severity: $0.severity, message: $0.message, fix: $0.fix)
            },
            summary: Summary(files: outcome.snapshot.records.count, errors: outcome.errorCount, warnings: outcome.warningCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
