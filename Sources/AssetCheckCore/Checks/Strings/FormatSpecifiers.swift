/// The printf-style format specifiers of a localized value (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`),
/// in argument order, so two languages can be compared: `%@ %@` and `%2$@ %1$@` take the same
/// arguments. `%%` is a literal percent sign, not a specifier.
public enum FormatSpecifiers {
    /// Each argument as `position:conversion` (`1:@`, `2:ld`), sorted by position; flags, widths
    /// and precisions are left out, `%i` counts as `%d`.
    public static func arguments(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [(position: Int, conversion: String)] = []
        var next = 1
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            guard cursor < scalars.count else { break }
            if scalars[cursor] == "%" { index = cursor + 1; continue }
            var position: Int?
            let digitsStart = cursor
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "$", cursor > digitsStart {
                position = Int(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])))
                cursor += 1
            } else {
                cursor = digitsStart
            }
            while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "*" || scalars[cursor] == "." {
                cursor += 1
            }
            var length = ""
            while cursor < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
                length.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]) else {
                index = cursor
                continue
            }
            let conversion = scalars[cursor] == "i" ? "d" : String(Character(scalars[cursor]))
            let argument = position ?? next
            next = argument + 1
            result.append((argument, length + conversion))
            index = cursor + 1
        }
        return result.sorted { $0.position < $1.position }.map { "\($0.position):\($0.conversion)" }
    }

    /// Arguments as a value writes them, for messages: `%1$@, %2$d`; "none" when there are none.
    public static func wording(_ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return "none" }
        return arguments.map { argument in
            let parts = argument.split(separator: ":", maxSplits: 1)
            return "%\(parts[0])$\(parts.count > 1 ? parts[1] : "")"
        }.joined(separator: ", ")
    }
}
