/// One line per finding, as compilers print them: `path: error: [check] message; fix`.
public struct TextReporter: Reporter {
    /// ANSI colours for a terminal; plain when piped.
    public var colored: Bool

    public init(colored: Bool = false) { self.colored = colored }

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            let severity = finding.severity.rawValue
            let label = colored ? (finding.severity == .error ? "\u{1B}[1;31m\(severity)\u{1B}[0m" : "\u{1B}[1;33m\(severity)\u{1B}[0m") : severity
            let fix = finding.fix.map { "; \($0)" } ?? ""
            return "\(outcome.displayPath(finding.path)): \(label): [\(finding.check)] \(finding.message)\(fix)\n"
        }.joined()
    }

    /// `Checked 42 files in Examples: 1 error, 0 warnings (0.12 s)`.
    public static func summary(_ outcome: CheckOutcome) -> String {
        let seconds = Double(outcome.elapsed.components.seconds) + Double(outcome.elapsed.components.attoseconds) / 1e18
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "Checked \(count(outcome.snapshot.records.count, "file")) in \(outcome.root): "
            + "\(count(outcome.errorCount, "error")), \(count(outcome.warningCount, "warning")) "
            + "(\(String(format: "%.2f", seconds)) s)"
    }
}
