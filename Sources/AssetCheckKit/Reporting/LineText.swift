/// Text from files and asset content (names, Lottie strings) made safe for one line of output:
/// a line break in a file name must not start a new finding, and an escape sequence or a
/// `::warning` after a newline must not reach a terminal or a CI log parser as it is.
enum LineText {
    /// `text` with every control character written out: `\n`, `\r`, `\t`, or `\u{1B}` for the
    /// others (C0, DEL, C1, and the Unicode line and paragraph separators).
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
