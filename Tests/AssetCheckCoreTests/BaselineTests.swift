import AssetCheckCore
import Foundation
import Testing

/// Baselines: keyed by path, check and fact; robust to new numbers and order; deterministic JSON.
@Suite("Baselines")
struct BaselineTests {
    private func finding(_ path: String?, _ check: CheckID, _ message: String, fact: String? = nil,
                         severity: Severity = .error) -> Finding {
        Finding(path: path, check: check, severity: severity, message: message, fix: "fix it", fact: fact)
    }

    @Test("the key blanks numbers, so a re-measured value is the same fact")
    func numbersBlanked() {
        let before = finding("a@2x.png", .imageSize, "598x900 px, but Bennie characters are 300x450 pt = 600x900 px at @2x")
        let after = finding("a@2x.png", .imageSize, "597x900 px, but Bennie characters are 300x450 pt = 600x900 px at @2x")
        #expect(before.baselineKey == after.baselineKey)
        #expect(before.baselineKey.fact == "#x# px, but Bennie characters are #x# pt = #x# px at @#x")
        #expect(finding(nil, .audioDuration, "lasts 0.53 s. Not 2.5 s.").baselineKey.fact == "lasts # s. Not # s.")
    }

    @Test("a finding's own fact is its key, whatever its message says")
    func explicitFact() {
        let a = finding(nil, .bundleSize, "the bundle's 3 files total 152.3 MB; biggest files: x", fact: "over")
        let b = finding(nil, .bundleSize, "the bundle's 4 files total 160.0 MB; biggest files: y", fact: "over")
        #expect(a.baselineKey == b.baselineKey)
        #expect(a.baselineKey != finding(nil, .bundleSize, "near", fact: "near").baselineKey)
    }

    @Test("compared: covered findings are baselined, others new, unmatched entries stale")
    func comparison() {
        let old = [finding("a.png", .imageSize, "598x900 px"), finding("b.png", .imageSquare, "10x12 px is not square"),
                   finding(nil, .bundleSize, "big", fact: "near", severity: .warning)]
        let baseline = Baseline(findings: old)
        let today = [finding("a.png", .imageSize, "597x900 px"), finding(nil, .bundleSize, "bigger", fact: "near", severity: .warning),
                     finding("c.png", .imageSquare, "10x12 px is not square")]
        let comparison = BaselineComparison(findings: today.reversed(), baseline: baseline)
        #expect(comparison.new.map(\.path) == ["c.png"])
        #expect(comparison.baselined.map(\.path) == ["a.png", nil])
        #expect(comparison.stale.map(\.path) == ["b.png"])
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

    @Test("the file is sorted JSON without timestamps, the same for any finding order, and reads back")
    func roundTrip() throws {
        let findings = [finding(nil, .bundleMemory, "m", fact: "group all-images over"), finding("b.png", .imageSquare, "1x2 px"),
                        finding("a.png", .imageSize, "3x4 px")]
        let data = try Baseline(findings: findings).encoded()
        #expect(data == (try Baseline(findings: findings.reversed()).encoded()))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text == """
            {
              "entries" : [
                {
                  "check" : "image.size",
                  "count" : 1,
                  "fact" : "#x# px",
                  "path" : "a.png"
                },
                {
                  "check" : "image.square",
                  "count" : 1,
                  "fact" : "#x# px",
                  "path" : "b.png"
                },
                {
                  "check" : "bundle.memory",
                  "count" : 1,
                  "fact" : "group all-images over"
                }
              ],
              "version" : 1
            }

            """)
        #expect(try Baseline.decode(data) == Baseline(findings: findings))
        #expect(throws: (any Error).self) { try Baseline.decode(Data(#"{"version": 2, "entries": []}"#.utf8)) }
    }
}
