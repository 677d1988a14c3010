/// Turns a check's outcome into text for one audience (a terminal, a tool, a file).
public protocol Reporter: Sendable {
    /// The complete report.
    func report(_ outcome: CheckOutcome) -> String

    /// Writes the report to `output` as it is made. A reporter whose report can be large (the
    /// HTML page) writes it in pieces, so that a report file is never held whole in memory; the
    /// others write ``report(_:)``.
    func write(_ outcome: CheckOutcome, to output: inout some TextOutputStream)
}

extension Reporter {
    public func write(_ outcome: CheckOutcome, to output: inout some TextOutputStream) {
        output.write(report(outcome))
    }
}
