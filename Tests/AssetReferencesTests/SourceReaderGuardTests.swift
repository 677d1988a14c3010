import AssetCheckCore
import AssetReferences
import Foundation
import Testing

/// Hostile or odd input: each file returns, quickly, with a note saying what was not read.
@Suite("Source reader guards")
struct SourceReaderGuardTests {
    private static let depth = 20_000

    private func read(_ source: String, path: String = "Deep.swift") -> SourceFileReferences {
        SourceReader.read(Array(source.utf8), path: path)
    }

    @Test("20,000 nested parentheses or closures in Swift are skipped before the parser sees them")
    func deepSwiftBrackets() {
        let parentheses = "let x = " + String(repeating: "(", count: Self.depth) + String(repeating: ")", count: Self.depth)
        let closures = "let f = " + String(repeating: "{ ", count: Self.depth) + String(repeating: "} ", count: Self.depth)
        #expect(read(parentheses).note == "skipped: its brackets nest deeper than 128 levels")
        #expect(read(closures).note == "skipped: its brackets nest deeper than 128 levels")
    }

    @Test("Nesting that takes the parser exponential time or deep recursion without brackets is skipped")
    func deepSwiftWithoutBrackets() {
        let arrays = "let x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30)
        #expect(read(arrays).note == "skipped: its square brackets nest deeper than 12 levels")
        let skipped = "skipped: one of its expressions nests more than 4000 tokens deep"
        #expect(read("let x = " + String(repeating: "try ", count: Self.depth) + "f()").note == skipped)
        #expect(read("let x = a" + String(repeating: ".b", count: Self.depth)).note == skipped)
        #expect(read("let x = a\n" + String(repeating: "    .b\n", count: Self.depth)).note == skipped)
        #expect(read("let x: " + String(repeating: "A<", count: Self.depth) + "Int" + String(repeating: ">", count: Self.depth)).note == skipped)
        #expect(read("let x = a" + String(repeating: "!", count: Self.depth)).note == skipped)
    }

    @Test("Just inside each limit, Swift is parsed on its own large stack")
    func swiftAtTheLimits() {
        #expect(read("let x = " + String(repeating: "(", count: 128) + "\"in\"" + String(repeating: ")", count: 128)).mentions == ["in"])
        #expect(read("let x = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)).note == nil)
        #expect(read("let x = " + String(repeating: "try ", count: 3_900) + "f()").note == nil)
        #expect(read("let x = a" + String(repeating: ".b", count: 1_900)).note == nil)
    }

    @Test("Nesting as deep as real SwiftUI code parses without a note")
    func realisticNesting() {
        let depth = 60
        let source = "var body: some View {\n" + String(repeating: "VStack {\n", count: depth) + "Image(\"leaf\")\n"
            + String(repeating: "}\n", count: depth) + "}\n"
        let found = read(source)
        #expect(found.note == nil)
        #expect(found.references == [SourceReference(.image, "leaf", line: depth + 2)])
    }

    @Test("A file over 8 MiB is skipped, saying its size and the limit")
    func tooLarge() {
        let found = SourceReader.read([UInt8](repeating: UInt8(ascii: "a"), count: 9 << 20), path: "Big.swift")
        #expect(found == SourceFileReferences(
            path: "Big.swift", note: "skipped as too large: 9437184 bytes, over the limit of 8388608 bytes (8 MiB)"))
    }

    @Test("A NUL byte early in a text file marks it binary", arguments: ["A.swift", "B.m", "C.storyboard", "D.plist", "E.json", "F.js"])
    func binary(path: String) {
        let found = SourceReader.read(Array("let a = \"x\"".utf8) + [0] + Array("\"y\"".utf8), path: path)
        #expect(found == SourceFileReferences(path: path, note: "skipped as binary: a NUL byte in its first 8 KiB"))
    }

    @Test("Invalid UTF-8 is decoded with replacement characters, and the rest still read")
    func invalidUTF8() {
        let bytes = Array("let a = UIImage(named: \"ok\")\nlet b = \"".utf8) + [0xFF, 0xC3] + Array("x\"\n".utf8)
        let found = SourceReader.read(bytes, path: "Odd.swift")
        #expect(found.references == [SourceReference(.image, "ok", line: 1)])
        #expect(found.mentions == ["\u{FFFD}\u{FFFD}x"])
    }

    @Test("Files of other kinds are not read")
    func otherKinds() {
        #expect(SourceReader.read(Array("x".utf8), path: "README").note == "not read: the file has no extension this reader knows")
        #expect(SourceReader.extensions.contains("swift") && !SourceReader.extensions.contains("strings"))
    }
}
