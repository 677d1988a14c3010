/// The tokens of Objective-C, C and C++ source that matter for finding loads: names, string
/// literals (`@"..."` and `"..."`, escapes decoded) and punctuation, each with its line.
/// Comments and character literals are skipped; no preprocessing is done.
struct ObjCTokens {
    enum Kind: Equatable {
        case name(String)
        case string(String)
        case punctuation(UInt8)
    }

    struct Token {
        var kind: Kind
        var line: Int
    }

    private(set) var tokens: [Token] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
            } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                let end = Self.commentEnd(in: bytes, from: index + 2)
                line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
                index = end
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "@") && at(1) == UInt8(ascii: "\"")) {
                let start = line
                let value = Self.quoted(bytes, from: &index, line: &line)
                tokens.append(Token(kind: .string(value), line: start))
            } else if byte == UInt8(ascii: "'") {
                _ = Self.quoted(bytes, from: &index, line: &line)
            } else if Self.isName(byte) {
                let start = index
                while index < bytes.count, Self.isName(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .name(String(decoding: bytes[start..<index], as: UTF8.self)), line: line))
            } else {
                if byte > 0x20 { tokens.append(Token(kind: .punctuation(byte), line: line)) }
                index += 1
            }
        }
    }

    private static func isName(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// The index just after the `*/` that closes a block comment (C's do not nest), or the end.
    private static func commentEnd(in bytes: [UInt8], from start: Int) -> Int {
        var position = start
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { return position + 2 }
            position += 1
        }
        return bytes.count
    }

    /// Reads a literal from its opening quote (after any `@`) to its closing one, or to the end
    /// of the line when it has none, decoding the common escapes.
    private static func quoted(_ bytes: [UInt8], from index: inout Int, line: inout Int) -> String {
        if bytes[index] == UInt8(ascii: "@") { index += 1 }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "\n") { line += 1 }
                switch escaped {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0"): value.append(0)
                default: value.append(escaped)
                }
                index += 2
            } else {
                value.append(bytes[index])
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == quote { index += 1 }
        return String(decoding: value, as: UTF8.self)
    }
}
