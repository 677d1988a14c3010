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
    /// What identifies this finding across runs (check, path and the facts that make it); keys
    /// baselines and diffs. See ``Fingerprint``.
    public var fingerprint: Fingerprint
    /// The line of the rules file that asks for what is missing (a required file), for reports
    /// that anchor findings to lines; `nil` otherwise. Never written to the manifest.
    public var rulesPlace: RulesPlace?
    /// The 1-based line of the file at ``path`` the finding is about (the source line that loads a
    /// missing asset); `nil` when it is about the whole file.
    public var line: Int?
    /// The class whose rules the finding applies, where a pass said (a class's budget or required
    /// files, reported on the whole bundle), so each class's evaluation fails only by its own
    /// findings. Never written to the manifest.
    public var assetClass: String?

    public init(path: String?, check: CheckID, severity: Severity, message: String, fix: String? = nil,
                fingerprint: Fingerprint, rulesPlace: RulesPlace? = nil, line: Int? = nil, assetClass: String? = nil) {
        self.line = line
        self.assetClass = assetClass
        self.path = path
        self.check = check
        self.severity = severity
        self.message = message
        self.fix = fix
        self.fingerprint = fingerprint
        self.rulesPlace = rulesPlace
    }

    enum CodingKeys: String, CodingKey { case path, line, check, severity, message, fix, fingerprint }

    /// Reads a finding; one from a manifest written before fingerprints existed gets
    /// ``Fingerprint/unknown``, and `assetcheck diff` pairs it by path and check.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decodeIfPresent(String.self, forKey: .path)
        line = try c.decodeIfPresent(Int.self, forKey: .line)
        check = try c.decode(CheckID.self, forKey: .check)
        severity = try c.decode(Severity.self, forKey: .severity)
        message = try c.decode(String.self, forKey: .message)
        fix = try c.decodeIfPresent(String.self, forKey: .fix)
        fingerprint = try c.decodeIfPresent(Fingerprint.self, forKey: .fingerprint)
            ?? .unknown
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
