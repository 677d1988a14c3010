/// One problem found in the bundle: which file, which check, how bad, and how to fix it.
public struct Finding: Sendable, Codable, Hashable, Comparable {
    /// Bundle-relative path of the file, or `nil` for a finding about the whole bundle.
    public var path: String?
    public var check: CheckID
    public var severity: Severity
    /// What was measured against what was expected, in plain words.
    public var message: String
    /// What to do about it, e.g. "export at 600x900 px"; `nil` when there is nothing to add.
    public var fix: String?
    /// What is wrong, in words that survive re-measuring (see ``FindingDraft/fact``); keys
    /// baselines. Absent for most checks, whose key is the message with its numbers blanked.
    public var fact: String?

    public init(path: String?, check: CheckID, severity: Severity, message: String, fix: String? = nil,
                fact: String? = nil) {
        self.path = path
        self.check = check
        self.severity = severity
        self.message = message
        self.fix = fix
        self.fact = fact
    }

    /// Sorted by path (bundle findings last), then check, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        switch (lhs.path, rhs.path) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return false
        case (_?, nil): return true
        default: break
        }
        if lhs.check != rhs.check { return lhs.check < rhs.check }
        return lhs.message < rhs.message
    }
}
