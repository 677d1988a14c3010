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
    /// The facts that make this finding itself, beyond its check and path: what kind of wrong
    /// it is (the format found, the variant, a missing file's name, over or near a budget), never
    /// numbers that move when the file is re-exported (sizes, bit rates, byte totals) and never
    /// wording. A baseline keeps covering a finding while these stay the same.
    var identity: [String] { get }
}
