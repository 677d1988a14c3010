import AssetCheckCore

/// Parses the text of a `.strings` table: `"key" = "value";` entries, `/* */` and `//`
/// comments, unquoted keys of letters, digits and `_$+/:.-`, and the plist escapes (`\n`, `\"`,
/// `\U00DF`, octal). Iterative, one pass, with the line and column of the first error.
struct StringsTableParser {
    let text: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    /// Where the last quoted string began, when it ran over a line break: the likely place of a
    /// missing closing quote, named in the next error.
    private var lastMultilineString: (line: Int, column: Int)?

    init(_ text: [Unicode.Scalar]) { self.text = text }

    /// The entries in file order, or the syntax error with its place.
    static func parse(_ text: [Unicode.Scalar]) -> Result<[StringsEntry], StringsFailure> {
        var parser = StringsTableParser(text)
        do {
            return .success(try parser.entries())
        } catch {
            return .failure(error)
        }
    }

    private mutating func entries() throws(StringsFailure) -> [StringsEntry] {
        var result: [StringsEntry] = []
        while true {
            try skipSpaceAndComments()
            guard position < text.count else { return result }
            let keyLine = line
            let key = try string(what: "a key in double quotes")
            try skipSpaceAndComments()
            var value = key
            if peek == ";" {
                advance()  // `"key";` is the key as its own value
            } else {
                guard peek == "=" else { throw fail(expected: "'=' after the key") }
                advance()
                try skipSpaceAndComments()
                value = try string(what: "a value in double quotes")
                try skipSpaceAndComments()
                guard peek == ";" else { throw fail(expected: "';' after the value") }
                advance()
            }
            result.append(StringsEntry(key: key, value: value, line: keyLine))
        }
    }

    private var peek: Unicode.Scalar? { position < text.count ? text[position] : nil }

    private mutating func advance() {
        if text[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private func fail(expected: String) -> StringsFailure {
        let found = peek.map { $0 == "\n" ? "a line break" : "'\(Character($0))'" } ?? "the end of the file"
        var reason = "expected \(expected), found \(found)"
        if let start = lastMultilineString {
            reason += "; the string opened at line \(start.line), column \(start.column) runs over several lines: is its closing quote missing?"
        }
        return .syntax(line: line, column: column, reason: reason)
    }

    private mutating func skipSpaceAndComments() throws(StringsFailure) {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", position + 1 < text.count, text[position + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance()
                advance()
                while position < text.count, !(text[position] == "*" && position + 1 < text.count && text[position + 1] == "/") {
                    advance()
                }
                guard position < text.count else {
                    throw .syntax(line: startLine, column: startColumn, reason: "a comment opened here is never closed with */")
                }
                advance()
                advance()
            } else if scalar == "/", position + 1 < text.count, text[position + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    private mutating func string(what: String) throws(StringsFailure) -> String {
        guard let first = peek else { throw fail(expected: what) }
        var scalars = String.UnicodeScalarView()
        if first != "\"" {
            guard Self.isUnquoted(first) else { throw fail(expected: what) }
            while let scalar = peek, Self.isUnquoted(scalar) {
                scalars.append(scalar)
                advance()
            }
            return String(scalars)
        }
        let (startLine, startColumn) = (line, column)
        lastMultilineString = nil
        advance()
        while true {
            guard let scalar = peek else {
                throw .syntax(line: startLine, column: startColumn, reason: "a string opened here is never closed with \"")
            }
            advance()
            if scalar == "\"" {
                if line != startLine { lastMultilineString = (startLine, startColumn) }
                return String(scalars)
            }
            if scalar == "\\" { scalars.append(try escape()) } else { scalars.append(scalar) }
        }
    }

    private mutating func escape() throws(StringsFailure) -> Unicode.Scalar {
        guard let code = peek else { throw fail(expected: "an escaped character after \\") }
        let (escapeLine, escapeColumn) = (line, column - 1)
        advance()
        switch code {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek, let number = Character(digit).hexDigitValue else {
                    throw fail(expected: "four hex digits after \\\(Character(code))")
                }
                value = value << 4 | UInt32(number)
                advance()
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw .syntax(line: escapeLine, column: escapeColumn,
                              reason: "\\\(Character(code))\(String(value, radix: 16, uppercase: true)) is half of a surrogate pair, not a character")
            }
            return scalar
        case "0"..."7":
            var value = code.value - 48
            for _ in 0..<2 {
                guard let digit = peek, ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 48
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        default:
            return code  // \" \\ \' and any other character stand for themselves
        }
    }
}
