import AssetCheckCore
@testable import AssetInspection
import Testing

/// JSON documents against a class's shape: each violation with its path and line.
@Suite("JSON shape")
struct JSONShapeTests {
    private func violations(_ text: String, _ configure: (inout JSONShape) -> Void) throws -> [String] {
        var shape = JSONShape()
        configure(&shape)
        let bytes = Array(text.utf8)
        let tape = try JSONTapeParser(maxDepth: 64).parse(bytes).get()
        return JSONShapeValidator(shape: shape, lines: LineIndex(bytes)).violations(of: tape.root).map { violation in
            "\(violation.path)@\(violation.line) \(violation.problem)"
        }
    }

    @Test("root type, required keys, value types, unique and non-empty values")
    func everything() throws {
        let text = """
            {"prompts": [
              {"id": "a", "text": "x", "premium": false},
              {"id": "a", "text": " "},
              {"text": "y", "premium": "yes"},
              7
            ]}
            """
        let found = try violations(text) { shape in
            shape.root = .object
            shape.entries = "prompts"
            shape.required = ["id", "text"]
            shape.types = ["premium": .boolean]
            shape.unique = ["id"]
            shape.nonEmpty = ["text"]
        }
        #expect(found == [
            #"$.prompts[1].text@3 emptyValue(key: "text")"#,
            #"$.prompts[1].id@3 duplicateValue(key: "id", value: "a", firstPath: "$.prompts[0].id", firstLine: 2)"#,
            #"$.prompts[2]@4 missingKey("id")"#,
            #"$.prompts[2].premium@4 type(expected: "boolean", found: "string")"#,
            #"$.prompts[3]@5 type(expected: "object", found: "number")"#,
        ])
    }

    @Test("a root of the wrong type is one violation; a missing entries member another")
    func roots() throws {
        #expect(try violations("[1]") { $0.root = .object } == [#"$@1 type(expected: "object", found: "array")"#])
        #expect(try violations("{}") { $0.entries = "prompts" } == [#"$@1 missingKey("prompts")"#])
        #expect(try violations("{\"two words\": {\"x\": 1}}") { $0.required = ["id"] } == [#"$["two words"]@1 missingKey("id")"#])
    }

    @Test("past 100 violations the rest are counted, not listed")
    func limit() throws {
        let text = "[" + Array(repeating: "{}", count: 150).joined(separator: ",") + "]"
        let found = try violations(text) { $0.required = ["id"] }
        #expect(found.count == 101)
        #expect(found.last == "$@1 more(count: 50)")
    }

    @Test("characters of string values, not keys, each with its first place")
    func characters() throws {
        let bytes = Array("{\"ß\": \"ab\",\n \"list\": [\"bç\", \"ça\"]}".utf8)
        let tape = try JSONTapeParser(maxDepth: 64).parse(bytes).get()
        let uses = JSONCharacterCollector(lines: LineIndex(bytes)).characters(of: tape.root)
        #expect(uses.map { "\($0.character) \($0.place)@\($0.line)" } == ["a $[\"ß\"]@1", "b $[\"ß\"]@1", "ç $.list[0]@2"])
    }
}
