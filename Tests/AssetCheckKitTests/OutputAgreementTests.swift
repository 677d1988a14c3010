import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Every check under each severity, on bundles where it passes, fails and does not apply: the text
/// output, JSON, JUnit, SARIF and the HTML report all say the same of it, because they all read the
/// run's findings and evaluations.
@Suite("Outputs agree on every check")
struct OutputAgreementTests {
    /// What one output says of one check on the whole bundle: its worst result (one file it could
    /// not run on outweighs the files it passed, as on the HTML report's cards).
    enum Verdict: Int, Comparable, CustomStringConvertible {
        case absent, passed, notApplicable, warning, error

        static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rawValue < rhs.rawValue }

        var description: String { ["absent", "passed", "not applicable", "warning", "error"][rawValue] }
    }

    /// Each check's examples (they pass or fail it), the bundle of its first example emptied, and
    /// one with a lone text file: those two are where most checks do not apply.
    static let fixtures: [(check: String, title: String, example: CheckExample)] = CheckCatalog.all.flatMap { descriptor in
        var empty = descriptor.examples[0]
        empty.records = []
        empty.imageSets = []
        empty.scanProblems = []
        empty.catalogProblems = []
        var lone = empty
        lone.records = [AssetRecord(path: "Notes/readme.txt", assetClass: nil, kind: .other, bytes: 12, sha256: String(repeating: "a", count: 64))]
        let bundles = descriptor.examples.map { ($0.title, $0) } + [("an empty bundle", empty), ("one text file", lone)]
        return bundles.map { (descriptor.id.rawValue, $0.0, $0.1) }
    }

    @Test("each output reports each check as its evaluations say", arguments: fixtures.indices)
    func agree(index: Int) throws {
        let (check, title, example) = Self.fixtures[index]
        let id = CheckID(rawValue: check)
        for severity in ["error", "warning", "off"] {
            var edited = example
            edited.rules = Self.rules(example.rules, setting: check, to: severity)
            let outcome = try Self.outcome(edited)
            let expected = Self.verdict(outcome.evaluations.filter { $0.check == id })
            let place = "\(check) at \(severity) on '\(title)'"
            if severity == "off" { #expect(expected == .absent, "\(place): evaluated although off") }
            if example.triggers, severity != "off", !title.hasPrefix("an empty"), title != "one text file" {
                // A finding may be capped at a warning (a budget's warn-at) whatever the check's severity.
                let allowed: [Verdict] = severity == "error" ? [.error, .warning] : [.warning]
                #expect(allowed.contains(expected), "\(place): evaluations say \(expected)")
            }
            // Reports of findings say only what failed.
            let failedOnly = expected >= .warning ? expected : .absent
            #expect(Self.text(outcome, id) == failedOnly, "\(place): text says \(Self.text(outcome, id)), evaluations \(expected)")
            #expect(try Self.json(outcome, id) == failedOnly, "\(place): JSON disagrees")
            #expect(try Self.sarif(outcome, id) == failedOnly, "\(place): SARIF disagrees")
            #expect(Self.junit(outcome, id) == expected, "\(place): JUnit says \(Self.junit(outcome, id)), evaluations \(expected)")
            // The HTML report leaves out input guards that passed.
            let guardsInput = CheckCatalog.descriptor(for: id)?.guardsInput == true
            let shown = guardsInput && expected == .passed ? .absent : expected
            #expect(Self.html(outcome, id) == shown, "\(place): HTML says \(Self.html(outcome, id)), evaluations \(expected)")
        }
    }

    /// The example's rules with `check` set to `severity` at the top level and in every class that
    /// sets it itself (a class's setting wins over the top level's).
    static func rules(_ yaml: String, setting check: String, to severity: String) -> String {
        var lines = yaml.components(separatedBy: "\n").map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(check + ":") else { return line }
            return String(line.prefix(line.count - trimmed.count)) + check + ": " + severity
        }
        if let top = lines.firstIndex(of: "severities:") {
            lines.insert("  \(check): \(severity)", at: top + 1)
        } else if let classes = lines.firstIndex(of: "classes:") {
            lines.insert(contentsOf: ["severities:", "  \(check): \(severity)"], at: classes)
        }
        return lines.joined(separator: "\n")
    }

    /// The example checked as a run with every report asked for is.
    static func outcome(_ example: CheckExample) throws -> CheckOutcome {
        let rules = try RuleSetLoader.load(yaml: example.rules, source: "example.yml")
        let results = try example.results(evaluating: true)
        let snapshot = try example.snapshot()
        var outcome = CheckOutcome(root: "Bundle", snapshot: snapshot, findings: results.findings,
                                   manifest: AssetManifest(snapshot: snapshot, rules: rules, findings: results.findings),
                                   elapsed: .zero)
        outcome.rules = rules
        outcome.evaluations = results.evaluations
        return outcome
    }

    static func verdict(_ evaluations: [Evaluation]) -> Verdict {
        evaluations.map { evaluation -> Verdict in
            switch evaluation.outcome {
            case .passed: .passed
            case .failed(.error): .error
            case .failed(.warning): .warning
            case .notApplicable: .notApplicable
            }
        }.max() ?? .absent
    }

    static func text(_ outcome: CheckOutcome, _ check: CheckID) -> Verdict {
        TextReporter().report(outcome).split(separator: "\n").filter { $0.contains(": [\(check)] ") }.map { line in
            line.contains(": error: [") ? Verdict.error : .warning
        }.max() ?? .absent
    }

    static func json(_ outcome: CheckOutcome, _ check: CheckID) throws -> Verdict {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().report(outcome).utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["check"] as? String == check.rawValue }.map { finding in
            finding["severity"] as? String == "error" ? Verdict.error : .warning
        }.max() ?? .absent
    }

    static func sarif(_ outcome: CheckOutcome, _ check: CheckID) throws -> Verdict {
        let log = SARIFReporter(tool: ReportFixture.tool).report(outcome)
        let object = try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any]
        let results = (object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        return results.filter { $0["ruleId"] as? String == check.rawValue }.map { result in
            result["level"] as? String == "error" ? Verdict.error : .warning
        }.max() ?? .absent
    }

    /// JUnit: a failure is an error, a case listing a warning a warning, a skipped case not
    /// applicable, any other case of the check a pass.
    static func junit(_ outcome: CheckOutcome, _ check: CheckID) -> Verdict {
        let xml = JUnitReporter().report(outcome)
        let cases = xml.components(separatedBy: "<testcase ").dropFirst().map { $0.components(separatedBy: "</testcase>")[0] }
        return cases.filter { $0.contains(" [\(check)]") }.map { testCase in
            if testCase.contains("<failure type=\"\(check)\"") { return Verdict.error }
            if testCase.contains("warning: [\(check)]") { return .warning }
            if testCase.contains("<skipped") { return .notApplicable }
            return .passed
        }.max() ?? .absent
    }

    /// HTML: the badges of the check on every card.
    static func html(_ outcome: CheckOutcome, _ check: CheckID) -> Verdict {
        let page = HTMLReporter(tool: ReportFixture.tool).report(outcome)
        // A passing badge is a bare `<li>`; the others say their result in their class.
        let lists = page.components(separatedBy: "<ul class=\"badges\">").dropFirst().map { $0.components(separatedBy: "</ul>")[0] }
        let badges = lists.flatMap { $0.components(separatedBy: "<li").dropFirst() }.filter { badge in
            badge.components(separatedBy: "</li>")[0].hasSuffix(">\(check.rawValue)")
        }
        return badges.map { badge -> Verdict in
            if badge.hasPrefix(" class=\"error\"") { return .error }
            if badge.hasPrefix(" class=\"warning\"") { return .warning }
            if badge.hasPrefix(" class=\"na\"") { return .notApplicable }
            return .passed
        }.max() ?? .absent
    }
}
