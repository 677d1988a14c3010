/// What one finding says, as a typed value declared beside the pass that reports it.
///
/// The pass builds a case from what it measured; the case words the message and the fix, and
/// names the facts that identify the finding across runs (its fingerprint). Wording lives only
/// here, so a copy edit never changes a fingerprint.
public protocol FindingMessage: Sendable {
    /// The check this message belongs to.
    var check: CheckID { get }
    /// What was measured against what was expected, in plain words.
    var text: String { get }
    /// What to do about it; `nil` when there is nothing to add.
    var fix: String? { get }
    /// The facts that make this finding itself: the ones whose change makes it a different
    /// finding (a format, a pixel size, a missing file's name), never noisy measurements
    /// (bit rates, byte totals) or wording.
    var identity: [String] { get }
}
