@testable import AssetInspection
import Testing

/// The iterative JSON parser under the Lottie reader: strict syntax, places of errors, depth.
@Suite("Lottie JSON parser")
struct LottieJSONParserTests {
    private func parse(_ text: String, maxDepth: Int = 256) -> Result<JSONTape, JSONTapeParser.Failure> {
        JSONTapeParser(maxDepth: maxDepth).parse(Array(text.utf8))
    }

    /// "line:column reason" of a syntax error, or "ok".
    private func error(_ text: String) -> String {
        error(bytes: Array(text.utf8))
    }

    private func error(bytes: [UInt8]) -> String {
        switch JSONTapeParser(maxDepth: 256).parse(bytes) {
        case .success: return "ok"
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return "\(line):\(column) \(reason)"
        case let .failure(.tooDeep(offset, _)): return "too deep at \(offset)"
        }
    }

    @Test("values of every kind are read back")
    func readsValues() throws {
        let tape = try parse(#"{"a": [1, -2.5e1, true, false, null, "x\ny", {}], "b": "\u00e4\uD83D\uDE00"}"#).get()
        let root = tape.root
        #expect(root.kind == .object)
        #expect(root.members.map(\.key) == ["a", "b"])
        let list = try #require(root["a"]).elements
        #expect(list.map(\.kind) == [.number, .number, .true, .false, .null, .string, .object])
        #expect(list[0].number == 1 && list[1].number == -25)
        #expect(list[5].string == "x\ny")
        #expect(root["b"]?.string == "ä😀")
        #expect(root["missing"] == nil)
    }

    @Test("keys are matched after unescaping, and a repeated key gives its last value")
    func keys() throws {
        let root = try parse(#"{"l\u0061yers": [1], "fr": 25, "fr": 30}"#).get().root
        #expect(root["layers"]?.elements.count == 1)
        #expect(root["fr"]?.number == 30)
    }

    @Test("a number too large for a Double is not a number to use")
    func hugeNumber() throws {
        #expect(try parse("[1e400]").get().root.elements.first?.number == nil)
    }

    @Test("syntax errors name the line, the column and what was expected",
          arguments: [
              ("[1,]", "1:4 expected a value, found ']'"),
              ("{\"a\" 1}", "1:6 expected ':' after a key, found '1'"),
              ("{\"a\": 1,\n}", "2:1 expected a key in double quotes, found '}'"),
              ("{\"a\": 1 \"b\": 2}", "1:9 expected ',' or '}' after an object member, found '\"'"),
              ("[1 2]", "1:4 expected ',' or ']' after a list element, found '2'"),
              ("[01]", "1:3 numbers must not have leading zeros"),
              ("[1.]", "1:4 expected a digit after the decimal point"),
              ("[1e]", "1:4 expected a digit in the exponent"),
              ("[-]", "1:3 expected a digit in a number"),
              ("[tru]", "1:2 expected a value, found 't' (literals are true, false and null, in lower case)"),
              ("[True]", "1:2 expected a value, found 'T'"),
              ("[\"\\x\"]", "1:3 invalid escape \\x"),
              ("[\"a\tb\"]", "1:4 a tab inside a string must be written as an escape (\\t, \\n or \\u00XX)"),
              ("[\"\\uD800\"]", "1:3 \\u escape is a high surrogate without its low half"),
              ("[\"\\uDC00\"]", "1:3 \\u escape is a lone low surrogate"),
              ("[\"\\u12G4\"]", "1:3 \\u must be followed by four hex digits"),
              ("[1] 2", "1:5 unexpected '2' after the end of the JSON value"),
              ("", "1:1 the file holds no JSON value"),
              ("  \n ", "2:2 the file holds no JSON value"),
              ("{\"a\": [1, 2", "1:12 the file ends in the middle of the JSON (it was cut off?)"),
              ("[\"never closed", "1:2 this string is never closed (the file ends inside it)"),
              ("{\"ä\": x}", "1:7 expected a value, found 'x'"),
              ("// comment\n{}", "1:1 expected a value, found '/'"),
          ])
    func syntaxErrors(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test("broken UTF-8 inside a string is refused where it starts")
    func invalidUTF8() {
        #expect(error(bytes: [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]) == "1:4 invalid UTF-8 byte 0xFF in a string")
        #expect(error(bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]) == "1:3 invalid UTF-8 byte 0xC0 in a string")  // overlong '/'
        #expect(error(bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D]) == "1:3 invalid UTF-8 byte 0xE2 in a string")  // cut short
        #expect(error(bytes: [0x5B, 0xC3, 0xA4, 0x5D]) == "1:2 expected a value, found byte 0xC3")
    }

    @Test("a UTF-8 byte order mark is accepted and not counted as a column")
    func byteOrderMark() {
        #expect(error(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == "ok")
        #expect(error(bytes: [0xEF, 0xBB, 0xBF] + Array("{x}".utf8)) == "1:2 expected a key in double quotes or '}', found 'x'")
    }

    @Test("nesting is counted per open array or object, and brackets in strings don't count")
    func depth() {
        #expect((try? parse("[[[1]]]", maxDepth: 3).get()) != nil)
        #expect(parse("[[[1]]]", maxDepth: 2).failureValue == .tooDeep(offset: 2, limit: 2))
        #expect(parse(#"{"a": {"b": 1}}"#, maxDepth: 1).failureValue == .tooDeep(offset: 6, limit: 1))
        #expect((try? parse(#"["[[[[{{{{"]"#, maxDepth: 1).get()) != nil)
    }
}

extension Result {
    var failureValue: Failure? {
        if case let .failure(failure) = self { return failure }
        return nil
    }
}
