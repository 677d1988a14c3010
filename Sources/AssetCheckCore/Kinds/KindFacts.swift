/// What is measured of the files of one asset kind: a kind's facts declare their kind, how the
/// manifest summarizes them, which numbers a reader could have measured, and how a report's card
/// lists them, beside the facts themselves (see ``AssetKind/Declaration``).
public protocol KindFacts: Sendable, Hashable, Codable {
    /// The kind whose facts these are; its raw value is the key they are written under in the
    /// manifest and the cache (`image`, `audio`, ...).
    static var kind: AssetKind { get }

    /// The facts as the manifest records them: names, counts and shapes, without the bulk that
    /// checks need but reviewers don't (every string, a font's coverage). Default: the facts.
    var summarized: Self { get }

    /// True when every number is one a reader could have measured within `limits`: facts read
    /// back from a cache are input too, and a record that fails this is inspected again. `failed`
    /// says the record also holds a failure (a refused header keeps its claimed size). Default: true.
    func isPlausible(within limits: Limits, failed: Bool) -> Bool

    /// The facts as a report's card lists them, worded as the findings word them. Default: none.
    var reportLines: [FactLine] { get }
}

extension KindFacts {
    public var summarized: Self { self }
    public func isPlausible(within limits: Limits, failed: Bool) -> Bool { true }
    public var reportLines: [FactLine] { [] }
}

/// One measured fact of a file as a report lists it: `Sample rate: 44.1 kHz`, with the check that
/// decided on it, whose evaluation gives the expected value and whether it was met.
public struct FactLine: Sendable, Hashable {
    /// `Sample rate`.
    public var label: String
    /// `44.1 kHz`, in the words the findings use.
    public var value: String
    /// The check whose evaluation on the file says what was expected of this value; `nil` for none.
    public var check: CheckID?
    /// True when the value is wrong whatever the rules say (a font without a PostScript name).
    public var isFlagged: Bool

    public init(_ label: String, _ value: String, check: CheckID? = nil, isFlagged: Bool = false) {
        self.label = label
        self.value = value
        self.check = check
        self.isFlagged = isFlagged
    }
}
