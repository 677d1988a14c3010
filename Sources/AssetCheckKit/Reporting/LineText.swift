/// Text for line-oriented reports (text, xcode, github-actions, markdown, checkstyle messages):
/// one finding must stay one line, and nothing from a file name or asset content may reach a
/// terminal or a log parser as a control sequence.
public enum LineText {
    /// `text` with every control character made visible: LF, CR and tab as `\n`, `\r`, `\t`, other
    /// C0 and C1 controls, DEL and the Unicode line and paragraph separators as `\u{XX}`. A file
    /// name holding `\n::warning file=...` then cannot start a line GitHub Actions reads as a
    /// workflow command, nor ESC recolour a terminal.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
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

    /// C0 controls, DEL, C1 controls (NEL among them), U+2028 and U+2029.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
