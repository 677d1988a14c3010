/// One character a text uses, and where it first occurs: for glyph coverage findings.
public struct CharacterUse: Sendable, Hashable, Codable {
    /// The character, one Unicode scalar.
    public var character: String
    /// Where it occurs in words: a JSON path (`$[3].text`) or a strings key (`key 'title'`).
    public var place: String
    /// 1-based line in the file.
    public var line: Int

    public init(character: String, place: String, line: Int) {
        self.character = character
        self.place = place
        self.line = line
    }

    /// True for characters a font need not draw: controls, format characters (joiners, marks of
    /// direction), line and paragraph separators, and emoji, which iOS draws from Apple Color Emoji
    /// whatever the font.
    public static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return false
        default: return !scalar.properties.isEmojiPresentation && !(0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// `U+00DF`: the scalar value in the Unicode notation.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
