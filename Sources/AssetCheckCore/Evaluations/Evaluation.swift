/// What one check decided about one subject: a file, an image group, a folder, or the bundle.
///
/// Passes record what they evaluated as they run (``EvaluationLog``); whether a check failed is
/// read from the findings, so an evaluation and the findings it stands for cannot disagree.
/// Reports that show passing checks (the HTML report's badges, JUnit's test cases) read these.
public struct Evaluation: Sendable, Hashable {
    public var check: CheckID
    /// The path findings on it carry: a file, an image group's label (`Characters/wave`), a
    /// folder; `nil` for the whole bundle.
    public var subject: String?
    /// The class whose rules applied, for its severity.
    public var assetClass: String?
    public var outcome: Outcome
    /// What the rules asked for, worded as findings word it (`600x900 px (300x450 pt @2x)`).
    public var expected: String?
    /// What the file measured, in the same words (`598x900 px`).
    public var measured: String?

    public enum Outcome: Sendable, Hashable {
        case passed
        /// At the worst severity of its findings on the subject.
        case failed(Severity)
        /// The class asks for the check but it could not run here, and why
        /// (`a JPEG named .png has no size to measure`).
        case notApplicable(reason: String)
    }

    public init(_ check: CheckID, subject: String?, assetClass: String?, outcome: Outcome,
                expected: String? = nil, measured: String? = nil) {
        self.check = check
        self.subject = subject
        self.assetClass = assetClass
        self.outcome = outcome
        self.expected = expected
        self.measured = measured
    }

    /// True when it failed at any severity.
    public var failed: Bool {
        if case .failed = outcome { return true }
        return false
    }

    /// The evaluations `recorded` with their outcomes read from `findings`: one that ran failed at
    /// the worst severity of the findings of its check on its subject, else passed. Evaluations of
    /// checks that are off (no severity) are dropped by ``CheckPasses``, not here. Resolving again
    /// against fewer findings (a baseline took some out) passes what they no longer fail. On the
    /// whole bundle, where each class has its own evaluation (its budget, its required files), a
    /// finding fails only its class's, when it says which class it is about.
    public static func resolved(_ recorded: [Evaluation], against findings: [Finding]) -> [Evaluation] {
        var resolved = recorded
        resolve(&resolved, against: findings)
        return resolved
    }

    /// ``resolved(_:against:)`` in place: a run's evaluations are many, and copies of them add up.
    public static func resolve(_ evaluations: inout [Evaluation], against findings: [Finding]) {
        let outcome = outcomes(against: findings)
        for index in evaluations.indices {
            if let resolved = outcome(evaluations[index]) { evaluations[index].outcome = resolved }
        }
    }

    /// ``resolved(_:against:)`` in place, for a run's ``Evaluations``.
    public static func resolve(_ evaluations: inout Evaluations, against findings: [Finding]) {
        evaluations.updateOutcomes(outcomes(against: findings))
    }

    /// What each evaluation's outcome is, read from `findings`; `nil` keeps it (not applicable).
    static func outcomes(against findings: [Finding]) -> (Evaluation) -> Outcome? {
        var worst: [FindingKey: Severity] = [:]
        for finding in findings {
            // Only findings on the bundle tell classes apart; a file's findings are the file's.
            for assetClass in finding.path == nil && finding.assetClass != nil ? [finding.assetClass, nil] : [nil] {
                let key = FindingKey(check: finding.check, subject: finding.path, assetClass: assetClass)
                worst[key] = max(worst[key] ?? finding.severity, finding.severity)
            }
        }
        let classed = Set(worst.keys.filter { $0.assetClass != nil }.map(\.check))
        return { [worst] evaluation in
            if case .notApplicable = evaluation.outcome { return nil }
            // A bundle evaluation of a class matches its class's findings where findings name classes.
            let assetClass = evaluation.subject == nil && classed.contains(evaluation.check) ? evaluation.assetClass : nil
            let key = FindingKey(check: evaluation.check, subject: evaluation.subject, assetClass: assetClass)
            return worst[key].map(Outcome.failed) ?? .passed
        }
    }

    private struct FindingKey: Hashable {
        var check: CheckID
        var subject: String?
        var assetClass: String?
    }
}

extension Evaluation: Comparable {
    /// By subject (the bundle last), then check.
    public static func < (lhs: Evaluation, rhs: Evaluation) -> Bool {
        (lhs.subject ?? "\u{10FFFF}", lhs.check.rawValue) < (rhs.subject ?? "\u{10FFFF}", rhs.check.rawValue)
    }
}
