/// An image's embedded colour profile (a PNG's iCCP chunk), as far as the checks need it.
public struct ColorProfile: Sendable, Codable, Hashable {
    /// The profile's own description (`Display P3`, `sRGB IEC61966-2.1`), or the chunk's name
    /// when the profile has none.
    public var name: String
    /// True when its red, green and blue primaries span a gamut at least 1.2 times sRGB's (in
    /// CIE xy): Display P3, Adobe RGB and wider. Profiles without primaries (grey, look-up
    /// tables) are not.
    public var isWideGamut: Bool

    public init(name: String, isWideGamut: Bool) {
        self.name = name
        self.isWideGamut = isWideGamut
    }
}
