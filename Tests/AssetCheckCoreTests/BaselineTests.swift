import AssetCheckCore
import Foundation
import Testing

/// Baselines: keyed by path, check and fingerprint; robust to rewording, new numbers and order;
/// deterministic JSON; layout-1 files still match.
@Suite("Baselines")
struct BaselineTests {
    private func finding(_ path: String?, _ check: CheckID, _ message: String, identity: [String]? = nil,
                         severity: Severity = .error) -> Finding {
        Finding(path: path, check: check, severity: severity, message: message, fix: "fix it",
                fingerprint: Fingerprint(check: check, path: path, identity: identity ?? [message]))
    }

    private static let budgetRules = """
        name: t
        budgets: {bundle-size: {max: 1 KB, warn-at: 50%}}
        classes:
          any: {kind: other, paths: ["**"]}
        """

    private func budgetFinding(_ bytes: [Int]) throws -> Finding {
        let rules = try RuleSetLoader.load(yaml: Self.budgetRules, source: "t.yml")
        let records = bytes.enumerated().map { AssetRecord.exampleFile("f\($0.offset).bin", bytes: $0.element) }
        return try #require(CheckPasses.findings(for: BundleSnapshot(records: records), rules: rules).first)
    }

    @Test("a budget finding keeps its fingerprint when its numbers and wording move")
    func numbersMove() throws {
        let before = try budgetFinding([600, 500])
        let after = try budgetFinding([700, 600, 10])
        #expect(before.message != after.message)
        #expect(before.baselineKey == after.baselineKey)
        #expect(before.baselineKey != (try budgetFinding([400, 200])).baselineKey, "near is not over")
    }

    @Test("the fingerprint is check, path and identity, never the message text")
    func fingerprint() {
        let a = finding("a@2x.png", .imageSize, "598x900 px, but Bennie characters are 300x450 pt", identity: ["598x900", "@2x"])
        let b = finding("a@2x.png", .imageSize, "598 x 900 px: export at 600 x 900", identity: ["598x900", "@2x"])
        #expect(a.fingerprint == b.fingerprint)
        #expect(a.fingerprint != finding("b@2x.png", .imageSize, "x", identity: ["598x900", "@2x"]).fingerprint)
        #expect(a.fingerprint != finding("a@2x.png", .imageSize, "x", identity: ["597x900", "@2x"]).fingerprint)
        #expect(Fingerprint(check: .imageSize, path: "a", identity: ["bc"])
            != Fingerprint(check: .imageSize, path: "ab", identity: ["c"]), "fields are kept apart")
        #expect(a.fingerprint.rawValue.count == 16)
    }

    @Test("compared: covered findings are baselined, others new, unmatched entries stale")
    func comparison() {
        let old = [finding("a.png", .imageSize, "598x900 px"), finding("b.png", .imageSquare, "10x12 px is not square"),
                   finding(nil, .bundleSize, "big", identity: ["near"], severity: .warning)]
        let baseline = Baseline(findings: old)
        let today = [finding("a.png", .imageSize, "598x900 px"),
                     finding(nil, .bundleSize, "bigger", identity: ["near"], severity: .warning),
                     finding("c.png", .imageSquare, "10x12 px is not square")]
        let comparison = BaselineComparison(findings: today.reversed(), baseline: baseline)
        #expect(comparison.new.map(\.path) == ["c.png"])
        #expect(comparison.baselined.map(\.path) == ["a.png", nil])
        #expect(comparison.stale.map(\.path) == ["b.png"])
        #expect(!comparison.matchedLegacyEntries)
    }

    @Test("findings with the same key are counted: two recorded cover two, a third is new")
    func counts() {
        let one = finding("x.json", .animationExpression, "layer 'Arm' has an expression")
        let baseline = Baseline(findings: [one, one])
        #expect(baseline.entries.map(\.count) == [2])
        #expect(BaselineComparison(findings: [one, one], baseline: baseline).new.isEmpty)
        #expect(BaselineComparison(findings: [one, one, one], baseline: baseline).new.count == 1)
        #expect(BaselineComparison(findings: [one], baseline: baseline).stale.map(\.count) == [1])
    }

    @Test("a layout-1 baseline (message keys) still covers its findings, by path and check, and says so")
    func legacyLayout() throws {
        let legacy = try Baseline.decode(Data("""
            {"version": 1, "entries": [
              {"path": "a.png", "check": "image.size", "fact": "#x# px", "count": 1},
              {"check": "bundle.size", "fact": "over", "count": 1}]}
            """.utf8))
        #expect(legacy.isLegacy)
        let today = [finding("a.png", .imageSize, "597x900 px"), finding(nil, .bundleSize, "big", identity: ["over"]),
                     finding("b.png", .imageSize, "1x1 px")]
        let comparison = BaselineComparison(findings: today, baseline: legacy)
        #expect(comparison.baselined.map(\.path) == ["a.png", nil])
        #expect(comparison.new.map(\.path) == ["b.png"])
        #expect(comparison.matchedLegacyEntries)
    }

    @Test("the file is sorted JSON without timestamps, the same for any finding order, and reads back")
    func roundTrip() throws {
        let findings = [finding(nil, .bundleMemory, "m", identity: ["group all-images", "over"]),
                        finding("b.png", .imageSquare, "1x2 px", identity: ["1x2"]),
                        finding("a.png", .imageSize, "3x4 px", identity: ["3x4", "@2x"])]
        let data = try Baseline(findings: findings).encoded()
        #expect(data == (try Baseline(findings: findings.reversed()).encoded()))
        let text = String(decoding: data, as: UTF8.self)
        let fingerprints = findings.map(\.fingerprint.rawValue)
        #expect(text == """
            {
              "entries" : [
                {
                  "check" : "image.size",
                  "count" : 1,
                  "fingerprint" : "\(fingerprints[2])",
                  "message" : "3x4 px",
                  "path" : "a.png"
                },
                {
                  "check" : "image.square",
                  "count" : 1,
                  "fingerprint" : "\(fingerprints[1])",
                  "message" : "1x2 px",
                  "path" : "b.png"
                },
                {
                  "check" : "bundle.memory",
                  "count" : 1,
                  "fingerprint" : "\(fingerprints[0])",
                  "message" : "m"
                }
              ],
              "version" : 2
            }

            """)
        #expect(try Baseline.decode(data) == Baseline(findings: findings))
        #expect(throws: (any Error).self) { try Baseline.decode(Data(#"{"version": 3, "entries": []}"#.utf8)) }
    }
}
