@testable import AssetInspection
import AssetCheckCore
import Testing

/// Comments in pack JSON: accepted where whitespace may stand, and only when asked for.
@Suite("JSON comments (Bedrock pack files only)")
struct PackJSONCommentTests {
    private func result(_ text: String, comments: Bool = true) -> String {
        let bytes = Array(text.utf8)
        switch JSONTapeParser(maxDepth: 16, allowsComments: comments).parse(bytes) {
        case .success: return "ok"
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return "\(line):\(column) \(reason)"
        case .failure(.tooDeep): return "too deep"
        }
    }

    @Test("// and /* */ comments between tokens are whitespace")
    func accepted() {
        #expect(result("// head\n{ /* a */ \"a\" /* b */ : /* c */ 1 /* d */, \"b\": [1, // e\n 2] } // tail") == "ok")
        #expect(result("{\"url\": \"http://x/*y*/\"}") == "ok")  // inside a string, nothing is a comment
    }

    @Test("a strict parse refuses the same comments")
    func strictByDefault() {
        #expect(result("// head\n{}", comments: false) == "1:1 expected a value, found '/'")
    }

    @Test("comments in the wrong place, or unclosed, are syntax errors with a place")
    func wrongPlace() {
        #expect(result("{\"a\": 1/2}") == "1:8 a '/' that starts no comment (comments are // or /* */)")
        #expect(result("{\"a\": 1 /* never closed }") == "1:9 this /* comment is never closed (the file ends inside it)")
        #expect(result("# shell\n{}") == "1:1 expected a value, found '#'")
    }

    @Test("an entity file is read into its facts; a client entity lists its textures")
    func entityFacts() throws {
        let behaviour = try EntityReader(maxDepth: 16).read(Array("""
            {"format_version": "1.20.0", "minecraft:entity": {"description": {"identifier": "crafta:cow"}, "components": {}}}
            """.utf8)).get()
        #expect(behaviour == EntityFacts(formatVersion: "1.20.0", entityKey: EntityFacts.behaviourKey,
                                         identifier: "crafta:cow", hasComponents: true))
        let client = try EntityReader(maxDepth: 16).read(Array("""
            {"minecraft:client_entity": {"description": {"identifier": "crafta:cow", "textures": {"default": "textures/entity/cow"}}}}
            """.utf8)).get()
        #expect(client.textures == ["textures/entity/cow"])
        #expect(!client.hasComponents)
    }

    @Test("unsafe entry names: .. parts and absolute paths")
    func unsafeNames() {
        for name in ["../x", "a/../../x", "/etc/passwd", "\\\\server\\x", "C:\\x", "a\\..\\x"] {
            #expect(ZipDirectoryGuard.isUnsafe(name), "\(name)")
        }
        for name in ["a/b.json", "a..b/c", "manifest.json"] { #expect(!ZipDirectoryGuard.isUnsafe(name), "\(name)") }
    }
}
