/// What was measured of one audio file (filled in by the audio probe).
public struct AudioFacts: Sendable, Codable, Hashable {
    public init() {}
}
