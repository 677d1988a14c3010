/// What a check is for: its identifier, default severity and a one-line description.
public struct CheckDescriptor: Sendable, Hashable {
    public let id: CheckID
    public let defaultSeverity: Severity
    /// One sentence shown by `assetcheck rules` and in reports.
    public let summary: String

    public init(_ id: CheckID, _ defaultSeverity: Severity, _ summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }
}
