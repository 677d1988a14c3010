import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Tests about the code itself: the catalog, the docs, the examples and the sources agree.
@Suite("Check catalog")
struct CheckCatalogTests {
    @Test("identifiers are unique, dotted and kebab-case")
    func identifiers() {
        let ids = CheckCatalog.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count == 2, "\(id) should be area.name")
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" }, "\(id) is not kebab-case")
        }
    }

    @Test("Docs/Checks.md is the catalog's own markdown (regenerate with `assetcheck rules --format markdown`)")
    func documented() throws {
        let docs = try String(contentsOfFile: Repository.root + "/Docs/Checks.md", encoding: .utf8)
        #expect(docs == CheckCatalog.markdown())
    }

    @Test("every check has a one-line summary and examples that trigger it and that don't")
    func described() {
        for check in CheckCatalog.all {
            #expect(!check.summary.isEmpty && !check.summary.contains("\n"), "\(check.id) needs a one-line summary")
            #expect(check.examples.contains { $0.triggers }, "\(check.id) has no example that triggers it")
            #expect(check.examples.contains { !$0.triggers }, "\(check.id) has no example that passes it")
        }
    }

    @Test("every example does what it says", arguments: CheckCatalog.all.flatMap { check in
        check.examples.map { (check.id.rawValue, $0) }
    })
    func examples(check: String, example: CheckExample) throws {
        let reported = try example.findings().map(\.check.rawValue)
        if example.triggers {
            #expect(reported.contains(check), "\(check): '\(example.title)' should trigger it; reported \(reported)")
        } else {
            #expect(!reported.contains(check), "\(check): '\(example.title)' should pass it; reported \(reported)")
        }
    }

    @Test("every check is asserted by name in some test outside the catalog's examples")
    func tested() throws {
        let sources = Self.swiftSources(under: "Tests").filter { !$0.path.hasSuffix("CheckCatalogTests.swift") }
            .map(\.text).joined()
        for check in CheckCatalog.all {
            // Either the identifier itself or its CheckID constant (`image.too-large` is `.imageTooLarge`).
            let words = check.id.rawValue.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
            let constant = "." + words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let named = sources.contains(check.id.rawValue)
                || [")", "]", ",", " "].contains { sources.contains(constant + $0) }
            #expect(named, "no test names \(check.id)")
        }
    }

    @Test("every check identifier written in the sources is in the catalog")
    func noStrayIdentifiers() {
        let families = Set(CheckCatalog.all.map { String($0.id.rawValue.split(separator: ".")[0]) })
        let fileExtensions: Set = ["png", "jpg", "jpeg", "json", "aac", "m4a", "yml", "md", "html", "lottie", "swift"]
        var stray: [String] = []
        for source in Self.swiftSources(under: "Sources") {
            for literal in Self.stringLiterals(in: source.text) {
                let parts = literal.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2, families.contains(parts[0]), !fileExtensions.contains(parts[1]),
                      parts[1].first?.isLetter == true,
                      parts[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else { continue }
                if CheckCatalog.descriptor(for: CheckID(rawValue: literal)) == nil {
                    stray.append("\(source.path): \"\(literal)\"")
                }
            }
        }
        #expect(stray.isEmpty, "identifiers no pass declares: \(stray)")
        #expect(CheckCatalog.descriptor(for: CheckID(rawValue: "image.nonexistent")) == nil)
    }

    @Test("every check a pass reports is one it declares")
    func declaredByReporter() throws {
        for check in CheckCatalog.all {
            for example in check.examples where example.triggers {
                // CheckPasses asserts this in debug builds; running the examples exercises every emitter.
                _ = try example.findings()
            }
        }
    }

    private static func swiftSources(under folder: String) -> [(path: String, text: String)] {
        let root = Repository.root + "/" + folder
        return (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .compactMap { path in (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { (path, $0) } }
    }

    /// The contents of one-line string literals (no escapes inside considered).
    private static func stringLiterals(in text: String) -> [String] {
        var literals: [String] = []
        for line in text.split(separator: "\n") {
            let pieces = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard pieces.count >= 3 else { continue }
            for index in stride(from: 1, to: pieces.count - 1, by: 2) { literals.append(String(pieces[index])) }
        }
        return literals
    }
}
