/// Words shared by the strings checks' messages.
enum StringsWording {
    /// " (de)" after a key of a catalog's language; "" for a `.strings` file, whose folder says it.
    static func inLanguage(_ language: String?) -> String {
        language.map { " (\($0))" } ?? ""
    }

    /// `'a', 'b', 'c' and 4 more`: at most `limit` items quoted.
    static func list(_ items: [String], limit: Int = 8) -> String {
        let shown = items.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }

    /// `1 key`, `12 keys`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// ` at line 7`, or ` (line 7)` when `parenthesized`; "" for line 0 (a binary property list has no lines).
    static func atLine(_ line: Int, parenthesized: Bool = false) -> String {
        guard line > 0 else { return "" }
        return parenthesized ? " (line \(line))" : " at line \(line)"
    }
}
