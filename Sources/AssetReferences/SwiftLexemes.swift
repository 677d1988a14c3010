/// The coarse lexemes of Swift source that ``SwiftNestingScan`` counts: brackets, separators,
/// line breaks and other tokens, with comments and string contents skipped.
struct SwiftLexemes {
    enum Lexeme: Equatable {
        /// `(`, `[`, `{`, the `\(` of an interpolation, `#if`; true for `[`.
        case open(square: Bool)
        /// What closes one of those.
        case close
        /// `,` or `;`: what follows is a sibling, not a child.
        case separator
        /// A line break outside strings; true when the next line starts with `.`.
        case lineBreak(nextStartsWithDot: Bool)
        /// Any other token (a name, a number, one operator character); true when an expression
        /// may go on after it on the next line (an operator, or a prefix keyword such as `try`).
        case token(continues: Bool)
    }

    private enum Mode {
        /// Code, counting the `(` opened inside it when it is an interpolation.
        case code(parentheses: Int)
        case string(pounds: Int, multiline: Bool)
    }

    private static let prefixKeywords: Set<String> = [
        "try", "await", "some", "any", "inout", "return", "throw", "consume", "copy", "each", "repeat",
    ]

    private let bytes: [UInt8]
    private var index = 0
    private var modes: [Mode] = [.code(parentheses: 0)]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> Lexeme? {
        while index < bytes.count {
            if case .string(let pounds, let multiline) = modes.last {
                if let lexeme = stringLexeme(pounds: pounds, multiline: multiline) { return lexeme }
            } else if let lexeme = codeLexeme() {
                return lexeme
            }
        }
        return nil
    }

    private func byte(at offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
            || byte == UInt8(ascii: "$")
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?:.@".utf8.contains(byte)
    }

    /// The next lexeme of code at `index`, or `nil` after skipping white space or a comment, or
    /// entering a string.
    private mutating func codeLexeme() -> Lexeme? {
        let first = bytes[index]
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "\n"):
            index += 1
            let next = bytes[index...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }
            return .lineBreak(nextStartsWithDot: next.map { bytes[$0] == UInt8(ascii: ".") } ?? false)
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
            index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if first == UInt8(ascii: "("), case .code(let parentheses) = modes.last { modes[modes.count - 1] = .code(parentheses: parentheses + 1) }
            index += 1
            return .open(square: first == UInt8(ascii: "["))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            if first == UInt8(ascii: ")"), modes.count > 1, case .code(let parentheses) = modes.last {
                if parentheses == 0 { modes.removeLast() } else { modes[modes.count - 1] = .code(parentheses: parentheses - 1) }
            }
            return .close
        case UInt8(ascii: ","), UInt8(ascii: ";"):
            index += 1
            return .separator
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
            return poundOrString()
        default:
            let start = index
            if Self.isIdentifier(first) {
                while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
                return .token(continues: Self.prefixKeywords.contains(String(decoding: bytes[start..<index], as: UTF8.self)))
            }
            // Each operator character counts: `a!!!!` nests once per `!`.
            index += 1
            return .token(continues: Self.isOperator(first))
        }
        return nil
    }

    /// `#if` and `#endif` as brackets, or a string literal's opening (raw when pounds lead it).
    private mutating func poundOrString() -> Lexeme? {
        for (directive, lexeme) in [("#if", Lexeme.open(square: false)), ("#endif", .close)]
        where starts(with: directive) && !(byte(at: directive.utf8.count).map(Self.isIdentifier) ?? false) {
            index += directive.utf8.count
            return lexeme
        }
        let pounds = bytes[index...].prefix { $0 == UInt8(ascii: "#") }.count
        index += pounds
        guard byte(at: 0) == UInt8(ascii: "\"") else { return .token(continues: false) }
        let multiline = starts(with: "\"\"\"")
        index += multiline ? 3 : 1
        modes.append(.string(pounds: pounds, multiline: multiline))
        return .token(continues: false)
    }

    /// Skips string contents up to the closing quote, or returns `.open` at an interpolation.
    private mutating func stringLexeme(pounds: Int, multiline: Bool) -> Lexeme? {
        let first = bytes[index]
        if first == UInt8(ascii: "\\") {
            if starts(with: "\\" + String(repeating: "#", count: pounds) + "(") {
                index += pounds + 2
                modes.append(.code(parentheses: 0))
                return .open(square: false)
            }
            index += pounds == 0 ? 2 : 1
        } else if first == UInt8(ascii: "\"") {
            let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: pounds)
            guard starts(with: closing) else {
                index += 1
                return nil
            }
            index += closing.utf8.count
            modes.removeLast()
        } else if first == UInt8(ascii: "\n"), !multiline {
            modes.removeLast()
        } else {
            index += 1
        }
        return nil
    }

    /// Skips a block comment, nested ones included, as Swift reads them.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }
}
