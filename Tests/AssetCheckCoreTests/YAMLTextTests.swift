import AssetCheckCore
import Testing

/// Every rules error names the place: bytes that are not UTF-8, UTF-16 files, empty files.
@Suite("Rules file text")
struct YAMLTextTests {
    @Test("a byte that is not UTF-8 is named with its line and column")
    func notUTF8() {
        let bytes = Array("name: x\nclasses:\n  a: {kind: other, paths: [\"".utf8) + [0xFF] + Array("**\"]}\n".utf8)
        #expect(throws: RulesError(file: "r.yml", line: 3, column: 29,
                                   message: "byte 0xFF is not UTF-8 text; save the file as UTF-8")) {
            try YAMLText.decode(bytes, file: "r.yml")
        }
        // A cut-off multi-byte character at the very end, after a non-ASCII line.
        #expect(throws: RulesError(file: "r.yml", line: 2, column: 3,
                                   message: "byte 0xC3 is not UTF-8 text; save the file as UTF-8")) {
            try YAMLText.decode(Array("ä\nab".utf8) + [0xC3], file: "r.yml")
        }
    }

    @Test("UTF-16 is named as such, UTF-8 with non-ASCII letters reads")
    func encodings() throws {
        #expect(throws: RulesError(file: "r.yml", line: 1, column: 1, message: "the file is UTF-16 text; save it as UTF-8")) {
            try YAMLText.decode([0xFF, 0xFE, 0x6E, 0x00], file: "r.yml")
        }
        #expect(try YAMLText.decode(Array("description: Spielfläche\n".utf8), file: "r.yml") == "description: Spielfläche\n")
    }

    @Test("an empty rules file is an error at line 1, column 1")
    func empty() {
        #expect(throws: RulesError(file: "r.yml", line: 1, column: 1,
                                   message: "the rules file is empty; it needs a 'name' and 'classes'")) {
            try RuleSetLoader.load(yaml: "", source: "r.yml")
        }
    }

    @Test("an error about a rules file quotes at most its offending line, never the rest of the file")
    func noEcho() {
        let secret = "# api-token: 3f9a-very-secret"
        let text = "name: x\n\(secret)\nclasses:\n  a: {kind: other, paths: [\"**\"]}\n  b: [unclosed\n"
        let error = #expect(throws: RulesError.self) { try RuleSetLoader.load(yaml: text, source: "r.yml") }
        #expect(error?.line != nil)
        #expect(error.map { !$0.description.contains("3f9a-very-secret") } == true, "\(String(describing: error))")
    }
}
