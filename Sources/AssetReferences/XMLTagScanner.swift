/// A careful, lenient reader of XML's start tags and text, for storyboards and xibs: it never
/// expands an entity beyond XML's five and character references, never fetches anything, keeps
/// exact line numbers, and reads on past what is not well formed.
struct XMLTagScanner {
    /// One attribute of a start tag, its value decoded, with the line its value starts on.
    struct Attribute {
        var name: String
        var value: String
        var line: Int
    }

    /// A start tag (or an empty-element tag) with its attributes in the order written.
    struct StartTag {
        var name: String
        var attributes: [Attribute]

        subscript(name: String) -> Attribute? { attributes.first { $0.name == name } }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Calls `tag` for every start tag and `text` for every run of text (CDATA too) that is not
    /// only white space, with the line the run starts on.
    mutating func scan(tag: (StartTag) -> Void, text: (String, Int) -> Void) {
        while index < bytes.count {
            let textStart = index
            let textLine = line
            let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            advance(to: open)
            let run = Self.decode(bytes[textStart..<open])
            if run.contains(where: { !$0.isWhitespace }) { text(run, textLine) }
            guard index < bytes.count else { return }
            if skip(opening: "<!--", closing: "-->") || skip(opening: "<?", closing: "?>") { continue }
            if starts(with: "<![CDATA[") {
                let contentLine = line
                let start = index + 9
                let end = find("]]>", from: start) ?? bytes.count
                let content = String(decoding: bytes[start..<end], as: UTF8.self)
                if content.contains(where: { !$0.isWhitespace }) { text(content, contentLine) }
                advance(to: min(end + 3, bytes.count))
            } else if starts(with: "<!") {
                skipDeclaration()
            } else if starts(with: "</") {
                advance(to: (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1)
            } else {
                tag(readStartTag())
            }
        }
    }

    private func starts(with prefix: String) -> Bool {
        bytes[index...].starts(with: prefix.utf8)
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let needle = Array(needle.utf8)
        var position = start
        while position + needle.count <= bytes.count {
            if bytes[position] == needle[0], bytes[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }

    private mutating func advance(to end: Int) {
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    /// Skips a comment or processing instruction; false when the input is not at `opening`.
    private mutating func skip(opening: String, closing: String) -> Bool {
        guard starts(with: opening) else { return false }
        let end = find(closing, from: index + opening.utf8.count).map { $0 + closing.utf8.count } ?? bytes.count
        advance(to: end)
        return true
    }

    /// Skips `<!DOCTYPE ...>` with any internal subset in brackets, never reading its entities.
    private mutating func skipDeclaration() {
        var depth = 0
        var quote: UInt8?
        advance(to: index + 2)
        while index < bytes.count {
            let byte = bytes[index]
            advance(to: index + 1)
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if byte == UInt8(ascii: ">"), depth == 0 {
                return
            }
        }
    }

    /// Reads `<name attr="value" ...>` or `.../>` from its `<`, leniently: an attribute without
    /// a quoted value ends the tag at the next `>`.
    private mutating func readStartTag() -> StartTag {
        advance(to: index + 1)
        let name = readName()
        var attributes: [Attribute] = []
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: ">") {
                advance(to: index + 1)
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                advance(to: index + 1)
                continue
            }
            let attributeName = readName()
            skipWhitespace()
            guard !attributeName.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                advance(to: (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1)
                break
            }
            advance(to: index + 1)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let quote = bytes[index]
            advance(to: index + 1)
            let valueLine = line
            let start = index
            let end = bytes[start...].firstIndex(of: quote) ?? bytes.count
            advance(to: min(end + 1, bytes.count))
            attributes.append(Attribute(name: attributeName, value: Self.decode(bytes[start..<end]), line: valueLine))
        }
        return StartTag(name: name, attributes: attributes)
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { advance(to: index + 1) }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Text with XML's five named entities and character references decoded; any other entity
    /// is kept as written, never expanded.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var decoded = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            decoded += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
                  let character = character(for: rest[rest.index(after: rest.startIndex)..<semicolon]) else {
                decoded.append("&")
                rest = rest.dropFirst()
                continue
            }
            decoded.append(character)
            rest = rest[rest.index(after: semicolon)...]
        }
        return decoded + rest
    }

    private static func character(for entity: Substring) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard entity.first == "#" else { return nil }
            let digits = entity.dropFirst()
            let code = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return code.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
