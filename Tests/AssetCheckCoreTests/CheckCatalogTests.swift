import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// Tests about the code itself: the catalog, the docs and the tests agree.
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

    @Test("every check has a line in Docs/Checks.md with its default severity")
    func documented() throws {
        let docs = try String(contentsOfFile: Repository.root + "/Docs/Checks.md", encoding: .utf8)
        for check in CheckCatalog.all {
            #expect(docs.contains("| `\(check.id)` | \(check.defaultSeverity.rawValue) |"), "\(check.id) is not in Docs/Checks.md")
        }
    }

    @Test("every check is asserted by name in some test")
    func tested() throws {
        let tests = Repository.root + "/Tests"
        let sources = FileManager.default.enumerator(atPath: tests)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("CheckCatalogTests.swift") }
            .compactMap { try? String(contentsOfFile: tests + "/" + $0, encoding: .utf8) }
            .joined() ?? ""
        for check in CheckCatalog.all {
            // Either the identifier itself or its CheckID constant (`image.too-large` is `.imageTooLarge`).
            let words = check.id.rawValue.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
            let constant = "." + words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let named = sources.contains(check.id.rawValue)
                || [")", "]", ",", " "].contains { sources.contains(constant + $0) }
            #expect(named, "no test names \(check.id)")
        }
    }

    @Test("every check id written in Swift sources is in the catalog")
    func noStrayIdentifiers() {
        for check in CheckCatalog.all {
            #expect(CheckCatalog.descriptor(for: check.id) == check)
        }
        #expect(CheckCatalog.descriptor(for: "image.nonexistent") == nil)
    }
}
