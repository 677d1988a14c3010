import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Budgets and duplicates on real files: scanned, inspected and checked as `assetcheck` does.
@Suite("Budgets end to end")
struct BudgetEndToEndTests {
    private func rules(size: String, memory: String, groups: Bool = true) throws -> RuleSet {
        try RuleSetLoader.load(yaml: """
            name: budget-test
            budgets:
              bundle-size: {max: \(size), warn-at: 90%}
              memory: {max: \(memory), warn-at: 90%\(groups ? ", groups: {sprites: [\"Sprites/**\"]}" : "")}
            classes:
              sprite:
                kind: image
                paths: ["Sprites/**"]
                scales: [2x, 3x]
            """, source: "budget-test.yml")
    }

    /// A 100x100 @2x and 150x150 @3x sprite (90,000 bytes decoded at @3x) plus `dataBytes` of other data.
    private func bundle(dataBytes: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sprites/star@2x.png", PNGFixture.sprite(100, 100))
        try folder.write("Sprites/star@3x.png", PNGFixture.sprite(150, 150))
        try folder.write("Data/levels.bin", [UInt8](repeating: 7, count: dataBytes))
        return folder
    }

    private func bundleChecks(_ outcome: CheckOutcome) -> [String] {
        outcome.findings.filter { $0.check.rawValue.hasPrefix("bundle.") }.map { "\($0.check) \($0.severity)" }
    }

    @Test("bundle size: just under the warning threshold passes, at it warns, one byte over fails")
    func bundleSize() async throws {
        let folder = try bundle(dataBytes: 0)
        defer { folder.delete() }
        let images = try await BundleChecker(rules: rules(size: "1 MB", memory: "1 MB")).check(root: folder.path).manifest.totals.bytes
        let limit = images + 10000
        let warnFrom = Int((Double(limit) * 0.9).rounded(.up))
        for (total, expected) in [(warnFrom - 1, [String]()), (warnFrom, ["bundle.size warning"]),
                                  (limit, ["bundle.size warning"]), (limit + 1, ["bundle.size error"])] {
            try folder.write("Data/levels.bin", [UInt8](repeating: 7, count: total - images))
            let outcome = try await BundleChecker(rules: rules(size: "\(limit) B", memory: "1 MB")).check(root: folder.path)
            #expect(bundleChecks(outcome) == expected, "at \(total) bytes")
        }
    }

    @Test("memory: the @3x sprite's 90,000 decoded bytes against budgets just above, at and just below it")
    func memory() async throws {
        let folder = try bundle(dataBytes: 10)
        defer { folder.delete() }
        let cases: [(String, [String])] = [("100001 B", []), ("90000 B", ["bundle.memory warning"]), ("89999 B", ["bundle.memory error"])]
        for (limit, expected) in cases {
            let outcome = try await BundleChecker(rules: rules(size: "1 MB", memory: limit)).check(root: folder.path)
            #expect(bundleChecks(outcome) == expected, "memory budget \(limit)")
        }
        let over = try await BundleChecker(rules: rules(size: "1 MB", memory: "89999 B")).check(root: folder.path)
        #expect(over.findings.first { $0.check == .bundleMemory }?.message
            .contains("biggest: Sprites/star@3x.png (150x150 px) 90.0 KB") == true)
    }

    @Test("headroom is in the summary line and in the manifest")
    func headroom() async throws {
        let folder = try bundle(dataBytes: 1000)
        defer { folder.delete() }
        var outcome = try await BundleChecker(rules: rules(size: "150 MB", memory: "1 MB")).check(root: folder.path)
        outcome.root = "Bundle"
        let summary = TextReporter.summary(outcome)
        #expect(summary.contains("in Bundle: 0 errors, 0 warnings; 0.0 MB of 150 MB budget (100% free); memory 'sprites' 0.1 MB of 1 MB (91% free) ("))
        let budgets = try #require(outcome.manifest.budgets)
        #expect(budgets.bundleSize?.limitBytes == 150_000_000)
        #expect(budgets.bundleSize?.headroomBytes == 150_000_000 - outcome.manifest.totals.bytes)
        #expect(budgets.memory.map(\.name) == ["sprites"])
        #expect(budgets.memory.first?.usedBytes == 90_000)
        #expect(budgets.memoryEstimate == nil)
        let json = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        #expect(json.contains("\"headroomBytes\" : 910000"))
    }

    @Test("bundle.memory without groups: over the budget in all is an estimate in the summary and manifest, no finding")
    func memoryWithoutGroups() async throws {
        let folder = try bundle(dataBytes: 10)
        defer { folder.delete() }
        var outcome = try await BundleChecker(rules: rules(size: "1 MB", memory: "1000 B", groups: false)).check(root: folder.path)
        outcome.root = "Bundle"
        #expect(bundleChecks(outcome).isEmpty)
        #expect(TextReporter.summary(outcome).contains(
            "memory (no groups, not checked) 0.1 MB of images, a screen of the largest of each class 0.1 MB"))
        let estimate = try #require(outcome.manifest.budgets?.memoryEstimate)
        #expect(estimate.decodedBytes == 90_000)
        #expect(estimate.classes.map(\.largestPath) == ["Sprites/star@3x.png"])
        let json = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        #expect(json.contains("\"plausibleScreenBytes\" : 90000"))
    }

    @Test("the same content under two names in the example bundle is one warning naming both")
    func duplicate() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Data/levels.json.bak", Array("{\"levels\": [1, 2, 3]}".utf8))
        try bundle.folder.write("Data/levels-copy.bak", Array("{\"levels\": [1, 2, 3]}".utf8))
        let findings = try await bundle.check().findings.filter { $0.check == .bundleDuplicate }
        #expect(findings.map(\.path) == ["Data/levels-copy.bak"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("as Data/levels.json.bak: 2 copies of 21 bytes, 21 bytes wasted") == true)
    }

    @Test("the example bundle is within its budgets and has no duplicates")
    func example() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        #expect(outcome.findings.filter { $0.check.rawValue.hasPrefix("bundle.") }.isEmpty)
        #expect(outcome.manifest.budgets?.bundleSize?.status == .ok)
        #expect(outcome.manifest.budgets?.memory.first?.status == .ok)
    }
}
