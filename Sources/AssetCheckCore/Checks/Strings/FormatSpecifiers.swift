/// The printf-style format specifiers of a localized value (`%@`, `%d`, `%1$@`, `%.2f`, `%lld`),
/// in argument order, so two languages can be compared: `%@ %@` and `%2$@ %1$@` take the same
/// arguments. `%%` is a literal percent sign, not a specifier. `%#@name@` reads one argument as
/// its substitution declares (`formatSpecifier`, `NSStringFormatValueTypeKey`); in a catalog's
/// substitution forms, `%arg` is that argument.
public enum FormatSpecifiers {
    /// Each argument as `position:conversion` (`1:@`, `2:ld`), sorted by position; flags, widths
    /// and precisions are left out, `%i` counts as `%d`.
    ///
    /// - Parameters:
    ///   - substitutions: the value's `%#@name@` substitutions; a name with none reads as `#name`.
    ///   - first: the position of the first argument without one (a substitution's forms start
    ///     at the substitution's own argument).
    ///   - argument: in a catalog substitution's forms, `%arg`'s position and conversion.
    public static func arguments(of text: String, substitutions: [StringsSubstitution]? = nil, first: Int = 1,
                                 argument: (position: Int, conversion: String)? = nil) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var result: [(position: Int, conversion: String)] = []
        var next = first
        var index = 0
        func matches(_ word: String, at position: Int) -> Bool {
            let pattern = Array(word.unicodeScalars)
            return position + pattern.count <= scalars.count && Array(scalars[position..<position + pattern.count]) == pattern
        }
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            guard cursor < scalars.count else { break }
            if scalars[cursor] == "%" { index = cursor + 1; continue }
            if let argument, matches("arg", at: cursor) {
                result.append(argument)
                index = cursor + 3
                continue
            }
            var position: Int?
            let digitsStart = cursor
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "$", cursor > digitsStart {
                position = Int(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])))
                cursor += 1
            } else if cursor > digitsStart, matches("#@", at: cursor) {
                // `%1#@count@` (no `$`), which shipping `.stringsdict` files use for the first argument.
                position = Int(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])))
            } else {
                cursor = digitsStart
            }
            // `%#@name@`: a name of letters, digits and `_` between the two `@`; anything else, such
            // as `%# @name @`, is an ordinary `%@` with flags, and reads an object.
            if matches("#@", at: cursor) {
                var end = cursor + 2
                while end < scalars.count, scalars[end].isASCII, scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) || scalars[end] == "_" {
                    end += 1
                }
                if end > cursor + 2, end < scalars.count, scalars[end] == "@" {
                    let name = String(String.UnicodeScalarView(scalars[(cursor + 2)..<end]))
                    let substitution = substitutions?.first { $0.name == name }
                    let place = substitution?.argument ?? position ?? next
                    if position == nil, substitution?.argument == nil { next += 1 }
                    result.append((place, substitution.map { normalized($0.specifier ?? "@") } ?? "#" + name))
                    index = end + 1
                    continue
                }
            }
            var flags = String.UnicodeScalarView()
            while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) {
                flags.append(scalars[cursor])
                cursor += 1
            }
            let widthStart = cursor
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "*" || scalars[cursor] == "." {
                cursor += 1
            }
            // Prose, not a specifier: a space flag before anything but `@` ("100% guaranteed" is not
            // `% g`; "% @", a translation tool's stray space, is still `%@`), and `-` with no width
            // ("100%-osan" is not `%-o`).
            let spacedProse = flags.contains(" ") && !(cursor < scalars.count && scalars[cursor] == "@")
            if spacedProse || (flags.contains("-") && cursor == widthStart) {
                index = cursor
                continue
            }
            var length = ""
            while cursor < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
                length.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[cursor]),
                  Self.fits(length: length, scalars[cursor]) else {
                index = cursor
                continue
            }
            // Positional specifiers leave the count of the others alone, as CoreFoundation reads
            // "%2$@ and %d others" (%d is the first argument).
            let place = position ?? next
            if position == nil { next += 1 }
            result.append((place, normalized(length + String(Character(scalars[cursor])))))
            index = cursor + 1
        }
        return result.sorted { $0.position < $1.position }.map { "\($0.position):\($0.conversion)" }
    }

    /// Whether a length modifier goes with a conversion, as C allows: `h`, `l`, `ll`, `q`, `z`,
    /// `j`, `t` with integers, `L` with floating point, `l` with `c` and `s`. Anything else
    /// (`%-tal` in "Numeriskt %-tal") is prose.
    private static func fits(length: String, _ conversion: Unicode.Scalar) -> Bool {
        switch length {
        case "": true
        case "h", "hh", "ll", "q", "z", "j", "t": "diuxXoDUO".unicodeScalars.contains(conversion)
        case "l": "diuxXoDUOcs".unicodeScalars.contains(conversion)
        case "L": "fFeEgGaA".unicodeScalars.contains(conversion)
        default: false
        }
    }

    /// `%i` as `%d`, `%D` as `%ld`, `%U` as `%lu`, `%O` as `%lo` (their synonyms).
    static func normalized(_ conversion: String) -> String {
        guard let last = conversion.last else { return conversion }
        let length = conversion.dropLast()
        switch last {
        case "i": return length + "d"
        case "D", "U", "O": return length + "l" + last.lowercased()
        default: return conversion
        }
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
