/// Turns a check's outcome into text for one audience (a terminal, a tool, a file).
public protocol Reporter: Sendable {
    /// The complete report.
    func report(_ outcome: CheckOutcome) -> String
}
