/// Examples of the checks, run as tests (see `CheckExample`).
enum DocumentCheckExamples {
    /// Prompt documents under Data/ and Lottie animations under Animations/, with the default JSON limits written out.
    static let rules = CheckExample.rules("""
          prompts:
            kind: json
            paths: ["Data/**/*.json"]
          effect-animation:
            kind: animation
            paths: ["Animations/**/*.json"]
        """, top: """
        limits:
          max-json-size: 16 MB
          max-json-depth: 256
        """)

    /// A parsed document: an object of `count` members, `bytes` long.
    private static func parsed(_ path: String, count: Int = 24, bytes: Int = 5_800) -> AssetRecord {
        .exampleFile(path, kind: .json, format: .json, bytes: bytes, facts: .json(JSONDocumentFacts(root: "object", count: count)))
    }

    /// A document the inspector could not parse.
    private static func failed(_ path: String, bytes: Int = 5_800, format: FileFormat = .json, _ failure: JSONFailure) -> AssetRecord {
        var record = AssetRecord.exampleFailure(path, kind: .json, format: format, .json(failure))
        record.bytes = bytes
        return record
    }

    static let syntax: [CheckExample] = [
        .passing("prompts.json parsed: an object of 24 prompts", rules: rules, [parsed("Data/prompts.json")]),
        .triggering("a trailing comma before the closing brace", rules: rules, [
            failed("Data/prompts.json", .syntax(line: 98, column: 1, reason: "expected a key in double quotes, found '}'")),
        ]),
        .triggering("a PNG saved as prompts.json", rules: rules, [
            failed("Data/prompts.json", bytes: 18_400, format: .png, .notJSON(content: .png)),
        ]),
        .triggering("a broken document no class claims: checked all the same", rules: rules, [
            failed("Levels/world1.json", .syntax(line: 3, column: 14, reason: "expected a value, found '''")),
        ]),
        .passing("a broken Lottie file: an animation, which animation checks report", rules: rules, [
            .exampleFailure("Animations/Effects/confetti.json", kind: .animation, format: .json,
                            .json(.syntax(line: 1, column: 4_812, reason: "expected ',' or ']' after a list element, found '}'"))),
        ]),
    ]

    static let tooLarge: [CheckExample] = [
        .passing("a 16 MB document, exactly the limit, parsed", rules: rules, [
            parsed("Data/dictionary.json", count: 48_000, bytes: 16_000_000),
        ]),
        .triggering("a document of 16 MB and one byte, not parsed", rules: rules, [
            failed("Data/dictionary.json", bytes: 16_000_001, .tooLarge(bytes: 16_000_001, limit: 16_000_000)),
        ]),
    ]

    static let tooDeep: [CheckExample] = [
        .passing("a document nested 256 levels deep, the limit, parsed", rules: rules, [
            .exampleFile("Data/nested.json", kind: .json, format: .json, bytes: 512,
                         facts: .json(JSONDocumentFacts(root: "array", count: 1))),
        ]),
        .triggering("257 opening brackets on line 1: one level too deep", rules: rules, [
            failed("Data/nested.json", bytes: 514, .tooDeep(line: 1, column: 257, limit: 256)),
        ]),
    ]
}

extension DocumentCheckExamples {
    /// Prompts as an array of objects with a unique `id`, a non-empty `text` and a `category`.
    static let shapeRules = CheckExample.rules("""
          prompts:
            kind: json
            paths: ["Resources/Prompts.json"]
            shape:
              root: array
              required: [id, text]
              types: {id: string, text: string, premium: boolean}
              unique: [id]
              non-empty: [text]
        """)

    /// Prompts.json with `violations` found by the shape validator.
    private static func prompts(_ violations: [JSONShapeViolation]) -> AssetRecord {
        .exampleFile("Resources/Prompts.json", kind: .json, format: .json,
                     facts: .json(JSONDocumentFacts(root: "array", count: 12, violations: violations)))
    }

    static let shape: [CheckExample] = [
        .passing("twelve prompts of the right shape", rules: shapeRules, [prompts([])]),
        .triggering("an object at the root, where the shape wants an array", rules: shapeRules, [
            prompts([JSONShapeViolation(path: "$", line: 1, .type(expected: "array", found: "object"))]),
        ]),
        .triggering("prompt 3 without 'text'", rules: shapeRules, [
            prompts([JSONShapeViolation(path: "$[3]", line: 14, .missingKey("text"))]),
        ]),
        .triggering("\"premium\": \"yes\" where a boolean belongs", rules: shapeRules, [
            prompts([JSONShapeViolation(path: "$[5].premium", line: 27, .type(expected: "boolean", found: "string"))]),
        ]),
    ]

    static let duplicateValue: [CheckExample] = [
        .passing("every id different", rules: shapeRules, [prompts([])]),
        .triggering("two prompts with id 'morning'", rules: shapeRules, [
            prompts([JSONShapeViolation(path: "$[7].id", line: 35, .duplicateValue(key: "id", value: "morning", firstPath: "$[0].id", firstLine: 3))]),
        ]),
    ]

    static let emptyValue: [CheckExample] = [
        .passing("every text written", rules: shapeRules, [prompts([])]),
        .triggering("\"text\": \"  \"", rules: shapeRules, [
            prompts([JSONShapeViolation(path: "$[2].text", line: 12, .emptyValue(key: "text"))]),
        ]),
    ]
}
