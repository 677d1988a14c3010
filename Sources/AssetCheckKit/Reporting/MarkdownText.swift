import Foundation

/// Text for GitHub-flavoured Markdown that GitHub shows as written: used by every Markdown
/// output (`check --report markdown`, `diff --format markdown`), so a name or message cannot
/// mention a user, link, format, or break a table row in one and not the other.
public enum MarkdownText {
    /// Table-cell or list-item text: Markdown's punctuation (`|`, `*`, `_`, `` ` ``, `[`, `]`,
    /// `~`, `\\`) escaped, line breaks as `<br>`, HTML's `<`, `>` and `&` as entities, `@`
    /// followed by a zero-width space so `@2x` never mentions a GitHub user, and control
    /// characters made visible (``LineText``).
    public static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|", "*", "_", "`", "[", "]", "~", "\\": out += "\\" + String(character)
            case "@": out += "@&#8203;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r\n", "\r": out += "<br>"
            default: out += LineText.escaped(String(character))
            }
        }
        return out
    }

    /// A code span long enough to hold any backticks in `text`, with pipes escaped for tables:
    /// inside it `@2x` is plain text.
    public static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + LineText.escaped(padded).replacingOccurrences(of: "|", with: "\\|") + fence
    }
}
