/// Everything about one check, in one place: identifier, default severity, the words users read
/// about it, and examples that trigger it and that don't. Where it ran is what its pass says
/// (``EvaluationLog``), not declared here.
///
/// `assetcheck rules`, `Docs/Checks.md`, SARIF rule metadata and the HTML report's badges are all
/// made from descriptors; the examples run as tests (see ``CheckExample``).
public struct CheckDescriptor: Sendable {
    public let id: CheckID
    public let defaultSeverity: Severity
    /// One sentence: what passes the check.
    public let summary: String
    /// The longer explanation for the docs: how it is measured, which rules keys it reads, why.
    public let explanation: String
    /// True for a check that guards against bad input (unreadable, corrupt, too large): it runs on
    /// every file, and the HTML report shows it only where it fails.
    public let guardsInput: Bool
    /// At least one example that triggers the check and one that doesn't. Made when read: a run
    /// looks its checks up while its rules load, and reads none of the examples, whose records and
    /// rule sets for every check were most of that lookup's first cost.
    public var examples: [CheckExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [CheckExample]

    public init(_ id: CheckID, _ defaultSeverity: Severity, summary: String, explanation: String = "",
                guardsInput: Bool = false, examples: @autoclosure @escaping @Sendable () -> [CheckExample]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        self.guardsInput = guardsInput
        makeExamples = examples
    }
}

extension CheckDescriptor: Equatable {
    public static func == (lhs: CheckDescriptor, rhs: CheckDescriptor) -> Bool { lhs.id == rhs.id }
}
