/// A finding before the rule set has decided its severity.
///
/// Checks emit drafts; ``SeverityPolicy`` turns them into findings or drops them (`off`).
public struct FindingDraft: Sendable, Hashable, Codable {
    public var path: String?
    public var check: CheckID
    /// Asset class whose rules apply, for per-class severity overrides.
    public var assetClass: String?
    public var message: String
    public var fix: String?
    /// What is wrong in words that stay the same when the numbers move (`over`, a class name);
    /// keys baselines. `nil`: the message with its numbers blanked out.
    public var fact: String?
    /// The most severe this finding may be: a budget's warn-at threshold is a warning even where
    /// the check itself is an error. `nil`: no ceiling.
    public var maxSeverity: Severity?

    public init(path: String?, check: CheckID, assetClass: String? = nil, message: String, fix: String? = nil,
                fact: String? = nil, maxSeverity: Severity? = nil) {
        self.path = path
        self.check = check
        self.assetClass = assetClass
        self.message = message
        self.fix = fix
        self.fact = fact
        self.maxSeverity = maxSeverity
    }
}
