/// Where a pass writes down each check it evaluated, on which subject, against what.
///
/// A pass calls ``ran(_:on:assetClass:expected:measured:)`` where it decides a check, whatever
/// the result: its findings say whether it failed (see ``Evaluation/resolved(_:against:)``). It
/// calls ``notApplicable(_:on:assetClass:because:)`` where the class asks for a check that cannot
/// run on this file (no size to measure in an unreadable image). A run that no report reads
/// evaluations from makes a log that keeps nothing, and the words are never made.
///
/// One log per pass and thread; it is not shared.
public final class EvaluationLog {
    /// False when nothing will read the evaluations: every call returns at once.
    public let isRecording: Bool
    /// What was recorded, packed (see ``Evaluations``).
    private var writer = Evaluations.Writer()
    /// Whether an evaluation of a check in a class is kept: not when the check is off there.
    private let keeps: (CheckID, String?) -> Bool

    /// A log that keeps what `keeping` allows (by check and class), or nothing unless `recording`.
    public init(recording: Bool, keeping: @escaping (CheckID, String?) -> Bool = { _, _ in true }) {
        isRecording = recording
        keeps = keeping
    }

    /// `check` ran on `subject` (a path, a group label, `nil` for the bundle).
    public func ran(_ check: CheckID, on subject: String?, assetClass: String?,
                    expected: @autoclosure () -> String? = nil, measured: @autoclosure () -> String? = nil) {
        guard isRecording, keeps(check, assetClass) else { return }
        writer.record(Evaluation(check, subject: subject, assetClass: assetClass, outcome: .passed,
                                 expected: expected(), measured: measured()))
    }

    /// The class asks for `check` on `subject`, but it cannot run there, for `reason`.
    public func notApplicable(_ check: CheckID, on subject: String?, assetClass: String?,
                              because reason: @autoclosure () -> String) {
        guard isRecording, keeps(check, assetClass) else { return }
        writer.record(Evaluation(check, subject: subject, assetClass: assetClass, outcome: .notApplicable(reason: reason())))
    }

    /// What was recorded, in order.
    public var evaluations: Evaluations { Evaluations(segment: writer.segment) }
}
