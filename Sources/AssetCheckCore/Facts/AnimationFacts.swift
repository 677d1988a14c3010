/// What was read from one Lottie animation (filled in by the Lottie reader).
public struct AnimationFacts: Sendable, Codable, Hashable {
    public init() {}
}
