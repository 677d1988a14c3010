/// A strict JSON parser (RFC 8259) that never recurses: open arrays and objects live on an
/// explicit stack, bounded by `maxDepth`, so a document nested 100,000 levels deep is refused at
/// level `maxDepth + 1` instead of blowing the call stack.
///
/// With `allowsComments`, `//` line comments and `/* */` block comments count as whitespace, as
/// Minecraft Bedrock's own JSON reader accepts them in pack files; every other reader stays strict.
struct JSONTapeParser {
    /// Why a document was refused, with the byte offset where it went wrong.
    enum Failure: Error, Equatable {
        case syntax(offset: Int, reason: String)
        case tooDeep(offset: Int, limit: Int)
    }

    let maxDepth: Int
    /// Accept `//` and `/* */` comments wherever whitespace may stand; default false (RFC 8259).
    var allowsComments = false

    init(maxDepth: Int, allowsComments: Bool = false) {
        self.maxDepth = maxDepth
        self.allowsComments = allowsComments
    }

    func parse(_ bytes: [UInt8]) -> Result<JSONTape, Failure> {
        guard bytes.count < Int(UInt32.max) else {
            return .failure(.syntax(offset: 0, reason: "the document is 4 GiB or more, which no JSON reader here accepts"))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var run = Run(bytes: buffer, maxDepth: maxDepth, allowsComments: allowsComments)
            do throws(Failure) {
                try run.parseDocument()
                return .success(JSONTape(bytes: bytes, entries: run.entries))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The state of one parse over the bytes.
    private struct Run {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxDepth: Int
        let allowsComments: Bool
        var pos = 0
        var entries: [JSONTape.Entry] = []
        /// Indices of the open arrays and objects, innermost last.
        var open: [Int] = []

        init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, allowsComments: Bool) {
            self.bytes = bytes
            self.maxDepth = maxDepth
            self.allowsComments = allowsComments
            entries.reserveCapacity(min(bytes.count / 6 + 16, 1 << 20))
        }

        private enum Expect { case value, firstValue, firstKey, key, colon, commaOrEnd }

        mutating func parseDocument() throws(Failure) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }  // a UTF-8 byte order mark
            var expect = Expect.value
            while true {
                try skipWhitespace()
                guard pos < bytes.count else {
                    throw .syntax(offset: pos, reason: open.isEmpty && expect == .value
                        ? "the file holds no JSON value" : "the file ends in the middle of the JSON (it was cut off?)")
                }
                let byte = bytes[pos]
                switch expect {
                case .value:
                    let scalar = try parseValue(byte)
                    expect = scalar ? .commaOrEnd : byte == UInt8(ascii: "{") ? .firstKey : .firstValue
                case .firstValue:
                    if byte == UInt8(ascii: "]") { expect = close() } else { expect = .value }
                case .firstKey, .key:
                    if expect == .firstKey, byte == UInt8(ascii: "}") { expect = close(); break }
                    guard byte == UInt8(ascii: "\"") else {
                        throw .syntax(offset: pos, reason: "expected a key in double quotes" + (expect == .firstKey ? " or '}'" : "")
                            + ", found \(describe(byte))")
                    }
                    try parseString()
                    expect = .colon
                case .colon:
                    guard byte == UInt8(ascii: ":") else {
                        throw .syntax(offset: pos, reason: "expected ':' after a key, found \(describe(byte))")
                    }
                    pos += 1
                    expect = .value
                case .commaOrEnd:
                    let inObject = entries[open[open.count - 1]].kind == .object
                    if byte == UInt8(ascii: ",") {
                        pos += 1
                        expect = inObject ? .key : .value
                    } else if byte == UInt8(ascii: inObject ? "}" : "]") {
                        expect = close()
                    } else {
                        throw .syntax(offset: pos, reason: "expected ',' or '\(inObject ? "}" : "]")' after "
                            + (inObject ? "an object member" : "a list element") + ", found \(describe(byte))")
                    }
                }
                if open.isEmpty, expect == .commaOrEnd { break }
            }
            try skipWhitespace()
            guard pos == bytes.count else {
                throw .syntax(offset: pos, reason: "unexpected \(describe(bytes[pos])) after the end of the JSON value")
            }
        }

        /// Parses a scalar and returns true, or opens a container and returns false.
        private mutating func parseValue(_ byte: UInt8) throws(Failure) -> Bool {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < maxDepth else { throw .tooDeep(offset: pos, limit: maxDepth) }
                open.append(entries.count)
                entries.append(.init(kind: byte == UInt8(ascii: "{") ? .object : .array, start: pos, length: 0, next: 0))
                pos += 1
                return false
            case UInt8(ascii: "\""):
                try parseString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            case UInt8(ascii: "t"): try parseLiteral("true", .true)
            case UInt8(ascii: "f"): try parseLiteral("false", .false)
            case UInt8(ascii: "n"): try parseLiteral("null", .null)
            default:
                throw .syntax(offset: pos, reason: "expected a value, found \(describe(byte))")
            }
            return true
        }

        /// Closes the innermost container at the current `]` or `}`.
        private mutating func close() -> Expect {
            let index = open.removeLast()
            pos += 1
            entries[index].next = entries.count
            return .commaOrEnd
        }

        private mutating func skipWhitespace() throws(Failure) {
            while pos < bytes.count {
                switch bytes[pos] {
                case 0x20, 0x09, 0x0A, 0x0D: pos += 1
                case UInt8(ascii: "/") where allowsComments: try skipComment()
                default: return
                }
            }
        }

        /// Skips a `//` comment to the end of its line, or a `/* */` comment to its close.
        private mutating func skipComment() throws(Failure) {
            let slash = pos
            guard pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*") else {
                throw .syntax(offset: slash, reason: "a '/' that starts no comment (comments are // or /* */)")
            }
            let isLine = bytes[pos + 1] == UInt8(ascii: "/")
            pos += 2
            while pos < bytes.count {
                if isLine, bytes[pos] == 0x0A { return }
                if !isLine, bytes[pos] == UInt8(ascii: "*"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") {
                    pos += 2
                    return
                }
                pos += 1
            }
            if !isLine { throw .syntax(offset: slash, reason: "this /* comment is never closed (the file ends inside it)") }
        }

        private mutating func parseLiteral(_ word: StaticString, _ kind: JSONTape.Kind) throws(Failure) {
            let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard bytes.count - pos >= text.count, bytes[pos..<pos + text.count].elementsEqual(text) else {
                throw .syntax(offset: pos, reason: "expected a value, found \(describe(bytes[pos]))"
                    + " (literals are true, false and null, in lower case)")
            }
            entries.append(.init(kind: kind, start: pos, length: text.count, next: entries.count + 1))
            pos += text.count
        }

        private mutating func parseNumber() throws(Failure) {
            let start = pos
            func digits() -> Int {
                let from = pos
                while pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[pos]) { pos += 1 }
                return pos - from
            }
            if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[pos]) else {
                throw .syntax(offset: pos, reason: "expected a digit in a number")
            }
            if bytes[pos] == UInt8(ascii: "0") {
                pos += 1
                if pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[pos]) {
                    throw .syntax(offset: pos, reason: "numbers must not have leading zeros")
                }
            } else {
                _ = digits()
            }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
                pos += 1
                guard digits() > 0 else { throw .syntax(offset: pos, reason: "expected a digit after the decimal point") }
            }
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
                pos += 1
                if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
                guard digits() > 0 else { throw .syntax(offset: pos, reason: "expected a digit in the exponent") }
            }
            entries.append(.init(kind: .number, start: start, length: pos - start, next: entries.count + 1))
        }

        /// Parses a string starting at its opening quote, checking escapes and UTF-8.
        private mutating func parseString() throws(Failure) {
            let quote = pos
            pos += 1
            var escaped = false
            while true {
                guard pos < bytes.count else {
                    throw .syntax(offset: quote, reason: "this string is never closed (the file ends inside it)")
                }
                let byte = bytes[pos]
                switch byte {
                case UInt8(ascii: "\""):
                    entries.append(.init(kind: .string, start: quote + 1, length: pos - quote - 1,
                                         next: entries.count + 1, escaped: escaped))
                    pos += 1
                    return
                case UInt8(ascii: "\\"):
                    escaped = true
                    try parseEscape()
                case 0..<0x20:
                    throw .syntax(offset: pos,
                                  reason: "\(describe(byte)) inside a string must be written as an escape (\\t, \\n or \\u00XX)")
                case 0x80...:
                    try skipUTF8Sequence()
                default:
                    pos += 1
                }
            }
        }

        private mutating func parseEscape() throws(Failure) {
            let backslash = pos
            pos += 1
            guard pos < bytes.count else { throw .syntax(offset: backslash, reason: "the file ends inside an escape sequence") }
            switch bytes[pos] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                pos += 1
            case UInt8(ascii: "u"):
                pos += 1
                let unit = try hex4(at: backslash)
                if (0xDC00...0xDFFF).contains(unit) {
                    throw .syntax(offset: backslash, reason: "\\u escape is a lone low surrogate")
                }
                if (0xD800...0xDBFF).contains(unit) {
                    guard bytes.count - pos >= 6, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                        throw .syntax(offset: backslash, reason: "\\u escape is a high surrogate without its low half")
                    }
                    pos += 2
                    guard (0xDC00...0xDFFF).contains(try hex4(at: backslash)) else {
                        throw .syntax(offset: backslash, reason: "\\u escape is a high surrogate without its low half")
                    }
                }
            default:
                throw .syntax(offset: backslash, reason: "invalid escape \\\(describe(bytes[pos]).trimmingQuotes)")
            }
        }

        private mutating func hex4(at escape: Int) throws(Failure) -> Int {
            guard bytes.count - pos >= 4 else { throw .syntax(offset: escape, reason: "\\u must be followed by four hex digits") }
            var value = 0
            for _ in 0..<4 {
                guard let digit = JSONStringDecoder.hexValue(bytes[pos]) else {
                    throw .syntax(offset: escape, reason: "\\u must be followed by four hex digits")
                }
                value = value << 4 | digit
                pos += 1
            }
            return value
        }

        /// Checks one multi-byte UTF-8 sequence (no overlongs, no surrogates, at most U+10FFFF).
        private mutating func skipUTF8Sequence() throws(Failure) {
            let lead = bytes[pos]
            let (count, low, high): (Int, UInt8, UInt8) = switch lead {
            case 0xC2...0xDF: (1, 0x80, 0xBF)
            case 0xE0: (2, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (2, 0x80, 0xBF)
            case 0xED: (2, 0x80, 0x9F)
            case 0xF0: (3, 0x90, 0xBF)
            case 0xF1...0xF3: (3, 0x80, 0xBF)
            case 0xF4: (3, 0x80, 0x8F)
            default: (0, 0, 0)
            }
            func invalid() -> Failure {
                .syntax(offset: pos, reason: "invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in a string")
            }
            guard count > 0, bytes.count - pos > count, (low...high).contains(bytes[pos + 1]) else { throw invalid() }
            for offset in 2..<(count + 1) where !(0x80...0xBF).contains(bytes[pos + offset]) { throw invalid() }
            pos += count + 1
        }

        private func describe(_ byte: UInt8) -> String {
            switch byte {
            case 0x20...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
            case 0x0A: "a line break"
            case 0x09: "a tab"
            default: "byte 0x" + String(byte, radix: 16, uppercase: true)
            }
        }
    }
}

private extension String {
    var trimmingQuotes: String { count >= 2 && hasPrefix("'") && hasSuffix("'") ? String(dropFirst().dropLast()) : self }
}
