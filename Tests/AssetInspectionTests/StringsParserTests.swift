import AssetCheckCore
@testable import AssetInspection
import Testing

/// The `.strings` reader: encodings, comments, escapes, and the place of every error.
@Suite("Strings parser")
struct StringsParserTests {
    /// "key=value" per entry, or "line:column reason".
    private func parse(_ bytes: [UInt8]) -> String {
        switch StringsTextDecoder.decode(bytes).flatMap({ StringsTableParser.parse($0.scalars) }) {
        case let .success(entries): entries.map { "\($0.key)=\($0.value)@\($0.line)" }.joined(separator: " | ")
        case let .failure(.syntax(line, column, reason)): "\(line):\(column) \(reason)"
        case let .failure(.encoding(reason)): "encoding: \(reason)"
        case let .failure(.tooLarge(bytes, _)): "too large: \(bytes)"
        case let .failure(.propertyList(line, reason)): "plist \(line ?? 0): \(reason)"
        }
    }

    private func parse(_ text: String) -> String { parse(Array(text.utf8)) }

    private func utf16(_ text: String, bigEndian: Bool = false, bom: Bool = true) -> [UInt8] {
        let units = text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        return (bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []) + units
    }

    @Test("entries with comments, escapes, unquoted keys and a key standing for its value")
    func entries() {
        let text = """
            /* Writing screen */
            "write.placeholder" = "What's on \\"your\\" mind?"; // the empty page
            release_title = "Let\\nit go";
            "only.key";
            "u" = "Gro\\U00DF \\101";
            """
        #expect(parse(text) == #"write.placeholder=What's on "your" mind?@2 | release_title=Let"# + "\n"
            + #"it go@3 | only.key=only.key@4 | u=Groß A@5"#)
    }

    @Test("UTF-16 with a byte order mark, either endianness, and UTF-8 with one")
    func encodings() {
        let text = "\"title\" = \"Lass es los\";\n\"quote\" = \"„ja“\";\n"
        let expected = "title=Lass es los@1 | quote=„ja“@2"
        #expect(parse(utf16(text)) == expected)
        #expect(parse(utf16(text, bigEndian: true)) == expected)
        #expect(parse([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == expected)
    }

    @Test("UTF-16 without a byte order mark, and bytes that are not UTF-8, are encoding errors")
    func badEncodings() {
        #expect(parse(utf16("\"a\" = \"b\";\n", bom: false)).hasPrefix("encoding: the text looks like UTF-16"))
        #expect(parse([0x22, 0x61, 0x22, 0x3D, 0x22, 0xFF, 0x22, 0x3B]).hasPrefix("encoding: not UTF-8"))
        #expect(parse([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]).hasPrefix("encoding: UTF-16 text with an unpaired surrogate"))
        #expect(parse([0xFF, 0xFE, 0x41]) == "encoding: UTF-16 text with an odd number of bytes")
    }

    @Test("syntax errors give the line and column where the reader stopped")
    func syntaxErrors() {
        #expect(parse("\"a\" = \"b\"\n\"c\" = \"d\";") == "2:1 expected ';' after the value, found '\"'")
        #expect(parse("\"a\" = \"unterminated;\n") == "1:7 a string opened here is never closed with \"")
        #expect(parse("\"a\" \"b\";") == "1:5 expected '=' after the key, found '\"'")
        #expect(parse("/* open comment\n\"a\" = \"b\";") == "1:1 a comment opened here is never closed with */")
        #expect(parse("\"a\" = ;") == "1:7 expected a value in double quotes, found ';'")
        #expect(parse("\"a\" = \"\\U12\";") == "1:12 expected four hex digits after \\U, found '\"'")
        #expect(parse("\"a\" = \"b;\n\"c\" = \"d\";").contains("the string opened at line 1, column 7 runs over several lines"))
    }

    @Test("an empty file and a file of comments have no entries")
    func empty() {
        #expect(parse("") == "")
        #expect(parse("// nothing\n/* yet */\n") == "")
    }

    @Test("a string catalog: source values default to the key, languages and states per key, lines")
    func catalog() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } },
                "count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%d day" } },
                                                         "other" : { "stringUnit" : { "state" : "translated", "value" : "%d days" } } } } },
                  "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%d Tage" } } } } } } },
                "id" : { "shouldTranslate" : false }
              },
              "version" : "1.0"
            }
            """
        let facts = try StringsCatalogReader(limits: Limits()).read(Array(json.utf8)).get()
        #expect(facts.sourceLanguage == "en")
        #expect(facts.languages == ["de", "en"])
        let tables = try #require(facts.tables)
        let english = try #require(tables.first { $0.language == "en" })
        #expect(english.entries.map { "\($0.key)=\($0.value)@\($0.line)" } == ["Done=Done@4", "count=%d days@5", "id=id@9"])
        #expect(english.entries.last?.translatable == false)
        let german = try #require(tables.first { $0.language == "de" })
        #expect(german.entries.map { "\($0.key)=\($0.value):\($0.state ?? "-")" } == ["Done=Fertig:translated", "count=%d Tage:needs_review"])
    }

    @Test("a catalog that is not JSON, or has no sourceLanguage, is a syntax error with its place")
    func badCatalogs() {
        func failure(_ text: String) -> StringsFailure? {
            if case let .failure(failure) = StringsCatalogReader(limits: Limits()).read(Array(text.utf8)) { failure } else { nil }
        }
        #expect(failure("{\"sourceLanguage\": \"en\", \"strings\": {},}") == .syntax(line: 1, column: 40, reason: "expected a key in double quotes, found '}'"))
        #expect(failure("{\"strings\": {}}") == .syntax(line: 1, column: 1, reason: "a string catalog needs \"sourceLanguage\", a language code"))
        #expect(failure("[1]") == .syntax(line: 1, column: 1, reason: "a string catalog is an object, found a list"))
        var small = Limits()
        small.maxJSONBytes = 10
        if case .failure(.tooLarge(15, 10)) = StringsCatalogReader(limits: small).read(Array("{\"strings\": {}}".utf8)) {} else {
            Issue.record("a catalog above max-json-size is not parsed")
        }
    }
}
