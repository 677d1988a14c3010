extension ReportRequest {
    /// What a check run prints: the standard-output report (the request without a file, else
    /// `format`), errors only for a line-based one with `quiet`, and the summary on standard
    /// error after a text or Xcode report unless `quiet`.
    public static func printed(_ outcome: CheckOutcome, requests: [ReportRequest], format: ReporterKind, quiet: Bool,
                               colored: Bool, strict: Bool = false, tool: ToolIdentity) -> (standardOutput: String, standardError: String) {
        let kind = requests.first { $0.file == nil }?.kind ?? format
        let shown = quiet && kind.isLineBased ? outcome.keepingErrorsOnly() : outcome
        let text = kind.reporter(.forRun(of: outcome, tool: tool, colored: colored, strict: strict)).report(shown)
        return (text, !quiet && (kind == .text || kind == .xcode) ? TextReporter.summary(outcome) + "\n" : "")
    }

    /// Writes every requested report file, uncoloured, with all findings (`strict`: warnings fail):
    /// each one that can be written is, whatever happens to the others. Returns the ones that
    /// could not be, in order.
    public static func writeFiles(_ outcome: CheckOutcome, requests: [ReportRequest], strict: Bool = false,
                                  tool: ToolIdentity) -> [ReportFileError] {
        var failures: [ReportFileError] = []
        for request in requests where request.file != nil {
            do {
                try request.write(outcome, with: request.kind.reporter(.forRun(of: outcome, tool: tool, colored: false, strict: strict)))
            } catch {
                failures.append(error)
            }
        }
        return failures
    }
}
