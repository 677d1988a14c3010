/// A finding before the rule set has decided its severity.
///
/// Checks emit drafts; ``SeverityPolicy`` turns them into findings or drops them (`off`).
public struct FindingDraft: Sendable, Hashable {
    public var path: String?
    public var check: CheckID
    /// Asset class whose rules apply, for per-class severity overrides.
    public var assetClass: String?
    public var message: String
    public var fix: String?

    public init(path: String?, check: CheckID, assetClass: String? = nil, message: String, fix: String? = nil) {
        self.path = path
        self.check = check
        self.assetClass = assetClass
        self.message = message
        self.fix = fix
    }
}
