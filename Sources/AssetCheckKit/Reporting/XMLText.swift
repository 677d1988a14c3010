/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities, tab, LF and CR as character references
    /// (so attribute values keep them), and characters XML 1.0 forbids (other C0 controls,
    /// U+FFFE, U+FFFF) replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
