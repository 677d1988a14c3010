/// A finding before the rule set has decided its severity.
///
/// Passes emit drafts from typed ``FindingMessage`` values; ``SeverityPolicy`` turns them into
/// findings or drops them (`off`).
public struct FindingDraft: Sendable, Hashable {
    public var path: String?
    public var check: CheckID
    /// Asset class whose rules apply, for per-class severity overrides.
    public var assetClass: String?
    public var message: String
    public var fix: String?
    public var fingerprint: Fingerprint
    /// The most severe this finding may be: a budget's warn-at threshold is a warning even where
    /// the check itself is an error. `nil`: no ceiling.
    public var maxSeverity: Severity?
    /// The line of the rules file that asks for what the finding is about (a required file).
    public var rulesPlace: RulesPlace?
    /// The line of the file at `path` it is about, if one (see ``Finding/line``).
    public var line: Int?

    /// A draft on `path` (`nil`: the whole bundle) saying `message`; `rulesPlace` is the rules
    /// line it is about, if any.
    public init(path: String?, assetClass: String? = nil, _ message: some FindingMessage, maxSeverity: Severity? = nil,
                rulesPlace: RulesPlace? = nil) {
        self.rulesPlace = rulesPlace
        self.path = path
        check = message.check
        self.assetClass = assetClass
        self.message = message.text
        fix = message.fix
        fingerprint = Fingerprint(check: message.check, path: path, identity: message.identity)
        self.maxSeverity = maxSeverity
    }
}
