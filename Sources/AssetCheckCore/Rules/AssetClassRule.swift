/// One asset class of a rule set: which paths belong to it and what is expected of them.
public struct AssetClassRule: Sendable {
    /// Identifier used in messages and the manifest, e.g. `bennie-character`.
    public var id: String
    /// Human name used in messages, e.g. "Bennie characters".
    public var description: String
    /// Why the class's rules are what they are (the app's own words, e.g. "the app must work
    /// offline, playbook 5.5"); findings that depend on it quote it.
    public var rationale: String?
    public var patterns: [PathPattern]
    /// Severity overrides for this class only; `nil` turns a check off.
    public var severities: [CheckID: Severity?]
    /// What the class's files must be, by kind.
    public var expectations: ClassExpectations
    /// Largest total bytes of all files in the class, if the class has a budget.
    public var maxTotalBytes: Int?

    public init(
        id: String, description: String, rationale: String? = nil, expectations: ClassExpectations,
        patterns: [PathPattern], severities: [CheckID: Severity?] = [:], maxTotalBytes: Int? = nil
    ) {
        self.id = id
        self.description = description
        self.rationale = rationale
        self.expectations = expectations
        self.patterns = patterns
        self.severities = severities
        self.maxTotalBytes = maxTotalBytes
    }

    /// The kind of file the class holds.
    public var kind: AssetKind { expectations.kind }

    /// True when any of the class's patterns matches the bundle-relative `path`.
    public func matches(_ path: String) -> Bool {
        matches(PathPattern.Subject(path))
    }

    /// True when any of the class's patterns matches the path `subject`.
    public func matches(_ subject: PathPattern.Subject) -> Bool {
        patterns.contains { $0.matches(subject) }
    }

    /// The font classes whose fonts draw this class's text (`rendered-by`); empty for most classes.
    public var renderedBy: [String] { expectations.value.renderedBy }
}
