import AssetCheckCore
import Foundation
import AssetCheckTestSupport
import Testing

/// Passes say what they evaluated, and their evaluations agree with their findings.
@Suite("Evaluations")
struct EvaluationTests {
    /// Every example of every check, evaluated.
    static let cases = CheckCatalog.all.flatMap { check in check.examples.map { (check.id.rawValue, $0) } }

    @Test("each example's evaluations agree with its findings", arguments: cases)
    func agree(check: String, example: CheckExample) throws {
        let results = try example.results(evaluating: true)
        let id = CheckID(rawValue: check)
        let evaluations = results.evaluations.filter { $0.check == id }
        // Every finding stands for a failed evaluation of its check on its path.
        for finding in results.findings {
            let failed = results.evaluations.contains { $0.check == finding.check && $0.subject == finding.path && $0.failed }
            #expect(failed, "\(finding.check) on \(finding.path ?? "the bundle") in '\(example.title)' has no evaluation")
        }
        let failed = evaluations.contains { $0.failed }
        if example.triggers {
            #expect(failed, "\(check): '\(example.title)' should fail an evaluation")
        } else {
            #expect(!failed, "\(check): '\(example.title)' should fail none")
        }
    }

    @Test("every check records a passing evaluation in one of its passing examples", arguments: CheckCatalog.all.map(\.id.rawValue))
    func recordsPasses(check: String) throws {
        let id = CheckID(rawValue: check)
        let passing = try #require(CheckCatalog.descriptor(for: id)).examples.filter { !$0.triggers }
        let recorded = try passing.contains { example in
            try example.results(evaluating: true).evaluations.contains { $0.check == id && $0.outcome == .passed }
        }
        #expect(recorded, "\(check) records no passed evaluation in any of its passing examples")
    }

    @Test("a run that asks for no evaluations keeps none, and finds the same")
    func notRecording() throws {
        for example in Self.cases.map(\.1).prefix(40) {
            let quiet = try example.results(evaluating: false)
            let recorded = try example.results(evaluating: true)
            #expect(quiet.evaluations.isEmpty)
            #expect(quiet.findings == recorded.findings)
        }
    }

    @Test("an evaluation of a check that is off is dropped, and one at warning fails as a warning")
    func severities() throws {
        let example = try #require(CheckCatalog.descriptor(for: .imageSize)?.examples.first { $0.triggers })
        for (severity, expected) in [("warning", Evaluation.Outcome.failed(.warning)), ("error", .failed(.error))] {
            var edited = example
            edited.rules = edited.rules.replacingOccurrences(of: "classes:\n", with: "severities:\n  image.size: \(severity)\nclasses:\n")
            let outcomes = try edited.results(evaluating: true).evaluations.filter { $0.check == .imageSize }.map(\.outcome)
            #expect(outcomes.contains(expected), "\(severity): \(outcomes)")
        }
        var off = example
        off.rules = off.rules.replacingOccurrences(of: "classes:\n", with: "severities:\n  image.size: off\nclasses:\n")
        #expect(try off.results(evaluating: true).evaluations.allSatisfy { $0.check != .imageSize })
    }
}

/// How evaluations read their outcomes from findings.
@Suite("Evaluation outcomes")
struct EvaluationOutcomeTests {
    static func finding(_ check: CheckID, _ path: String?, _ severity: Severity, assetClass: String? = nil) -> Finding {
        Finding(path: path, check: check, severity: severity, message: "m", fingerprint: Fingerprint(check: check, path: path, identity: []),
                assetClass: assetClass)
    }

    @Test("a bundle check of one class fails only that class's evaluation; a file's fails by path")
    func perClass() {
        let recorded = [
            Evaluation(.audioRequiredFile, subject: nil, assetClass: "music", outcome: .passed),
            Evaluation(.audioRequiredFile, subject: nil, assetClass: "effects", outcome: .passed),
            Evaluation(.imageSize, subject: "a@2x.png", assetClass: "ui", outcome: .passed),
            Evaluation(.imageSize, subject: "b@2x.png", assetClass: "ui", outcome: .passed),
            Evaluation(.imageOpaque, subject: "b@2x.png", assetClass: "ui", outcome: .notApplicable(reason: "not decoded")),
        ]
        let findings = [Self.finding(.audioRequiredFile, nil, .error, assetClass: "effects"),
                        Self.finding(.imageSize, "b@2x.png", .warning, assetClass: "ui")]
        let outcomes = Evaluation.resolved(recorded, against: findings).map(\.outcome)
        #expect(outcomes == [.passed, .failed(.error), .passed, .failed(.warning), .notApplicable(reason: "not decoded")])
        // A finding read back from a manifest names no class: it fails every class's evaluation of its check.
        let unnamed = [Self.finding(.audioRequiredFile, nil, .error)]
        #expect(Evaluation.resolved(recorded, against: unnamed).prefix(2).map(\.outcome) == [.failed(.error), .failed(.error)])
        // Without the finding (a baseline took it out), the evaluation passes again.
        #expect(Evaluation.resolved(Evaluation.resolved(recorded, against: findings), against: []).prefix(4).allSatisfy { $0.outcome == .passed })
    }

    @Test("a log's evaluations, kept in pages, read, change and compare as the list recorded, across pages and logs")
    func pages() throws {
        let checks: [CheckID] = [.imageFormat, .imageCorrupt, .audioBitRate]
        var recorded: [Evaluation] = []
        var all = Evaluations()
        // Three logs: one empty, one of a page (2,048) and a bit, one of exactly two pages; and
        // subjects repeated, words shared, a reason for one not applicable.
        for count in [0, 2048 + 17, 4096] {
            let log = EvaluationLog(recording: true)
            for n in 0..<count {
                let check = checks[n % checks.count], subject = "Sprites/s\(recorded.count / 2)@2x.png"
                if n % 500 == 7 {
                    log.notApplicable(check, on: subject, assetClass: nil, because: "reason \(n % 3)")
                    recorded.append(Evaluation(check, subject: subject, assetClass: nil, outcome: .notApplicable(reason: "reason \(n % 3)")))
                } else {
                    log.ran(check, on: n % 3 == 0 ? nil : subject, assetClass: "sprite", expected: n % 2 == 0 ? "600x900 px" : nil,
                            measured: "\(n % 100) px")
                    recorded.append(Evaluation(check, subject: n % 3 == 0 ? nil : subject, assetClass: "sprite", outcome: .passed,
                                               expected: n % 2 == 0 ? "600x900 px" : nil, measured: "\(n % 100) px"))
                }
            }
            #expect(Array(log.evaluations) == Array(recorded.suffix(count)))
            all.append(contentsOf: log.evaluations)
        }
        #expect(all.count == 2048 + 17 + 4096)
        #expect(Array(all) == recorded)
        #expect(all == Evaluations(recorded))
        #expect(all.indices.allSatisfy { all[$0] == recorded[$0] }, "every position finds its page")
        #expect(Array(all.reversed()) == recorded.reversed())

        // Resolving in place fails exactly the evaluations a finding stands for, on any page.
        let failing = [1, 2047, 2048, 2064, 2065, 4100, 6160].map { recorded[$0] }
        let findings = failing.map { Finding(path: $0.subject, check: $0.check, severity: .warning, message: "-",
                                            fingerprint: Fingerprint(check: $0.check, path: $0.subject, identity: [])) }
        Evaluation.resolve(&all, against: findings)
        let resolved = Evaluation.resolved(recorded, against: findings)
        #expect(Array(all) == resolved)
        #expect(all.filter(\.failed).count >= failing.count)
        #expect(all.filter(\.failed).count == resolved.filter(\.failed).count)
        #expect(all != Evaluations(recorded))
    }
}
