/// Decides each finding's severity: the class's override, else the rule set's, else the default.
public struct SeverityPolicy: Sendable {
    let rules: RuleSet

    public init(rules: RuleSet) { self.rules = rules }

    /// The finding with its severity, or `nil` when the check is turned off.
    public func resolve(_ draft: FindingDraft) -> Finding? {
        guard var severity = severity(of: draft.check, inClass: draft.assetClass) else { return nil }
        if let ceiling = draft.maxSeverity { severity = min(severity, ceiling) }
        return Finding(path: draft.path, check: draft.check, severity: severity, message: draft.message, fix: draft.fix,
                       fingerprint: draft.fingerprint, rulesPlace: draft.rulesPlace, line: draft.line,
                       assetClass: draft.assetClass)
    }

    /// True when `check` is off for files of every class and of none: a pass reporting only such
    /// checks need not run.
    public func isOffEverywhere(_ check: CheckID) -> Bool {
        severity(of: check, inClass: nil) == nil && rules.classes.allSatisfy { severity(of: check, inClass: $0.id) == nil }
    }

    /// The severity `check` has in `assetClass`; `nil` means off.
    public func severity(of check: CheckID, inClass assetClass: String?) -> Severity? {
        if let rule = rules.assetClass(named: assetClass), let override = rule.severities[check] { return override }
        if let override = rules.severities[check] { return override }
        // Identifiers reach here only from passes, which declare them, or from rules files,
        // whose loader rejects unknown ones; an unknown one is a programming error.
        guard let descriptor = CheckCatalog.descriptor(for: check) else {
            assertionFailure("check \(check) is in no pass's declared checks")
            return .error
        }
        return descriptor.defaultSeverity
    }
}
