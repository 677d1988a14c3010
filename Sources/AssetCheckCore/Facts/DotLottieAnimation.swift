/// One animation inside a dotLottie archive (`.lottie`: a zip of `manifest.json`,
/// `animations/*.json` and `images/`), read as a loose Lottie file would be.
public struct DotLottieAnimation: Sendable, Codable, Hashable {
    /// The entry's path in the archive, e.g. `animations/confetti.json`.
    public var path: String
    /// What was read; `nil` when the entry could not be parsed.
    public var facts: AnimationFacts?
    /// Why the entry could not be parsed; `nil` when it was.
    public var failure: JSONFailure?

    public init(path: String, facts: AnimationFacts? = nil, failure: JSONFailure? = nil) {
        self.path = path
        self.facts = facts
        self.failure = failure
    }
}
