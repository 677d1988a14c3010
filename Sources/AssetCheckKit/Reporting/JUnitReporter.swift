import AssetCheckCore

/// JUnit XML for CI test views (GitLab's `artifacts:reports:junit`, Jenkins, CircleCI, Azure
/// DevOps): one test case per check evaluated on each file (and on the bundle), as the passes
/// recorded (``Evaluation``), so a view lists what passed as well as what failed.
///
/// A test case is named `path [check]` and its class name is the file's asset class. A check that
/// failed with an error is a `<failure>`; one that failed twice on one file is a test case per
/// error (numbered), since viewers show only the first failure of a case. A warning does not fail:
/// its case passes and lists it in `<system-out>`; under `--strict`, where warnings fail the run,
/// it is a failure as an error is. A check the class asks for that could not run there is
/// `<skipped>` with the reason. Bundle-wide checks are named after the bundle folder. Names are
/// the display paths; `file=` is relative to the repository root, as the other CI reports' paths
/// are. No timings (deterministic).
public struct JUnitReporter: Reporter {
    /// True when warnings fail the run (`--strict`): they are failures too.
    public var strict: Bool
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?

    public init(strict: Bool = false, repositoryPath: String? = nil) {
        self.strict = strict
        self.repositoryPath = repositoryPath
    }

    /// One test case: its subject (`nil` for the bundle), its check, and what it fails with,
    /// lists, or was skipped for.
    struct Case {
        var path: String?
        var assetClass: String?
        var check: CheckID
        var number = 1
        var failure: Finding?
        var warnings: [Finding] = []
        var skipped: String?
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let cases = Self.cases(outcome, strict: strict)
        let failing = cases.count { $0.failure != nil }
        let skipped = cases.count { $0.skipped != nil }
        let name = XMLText.escape(outcome.displayPath(nil))
        let counts = "tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"\(skipped)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"assetcheck\" \(counts)>\n"
        xml += "  <testsuite name=\"\(name)\" \(counts)>\n"
        for testCase in cases {
            xml += self.testCase(testCase, outcome: outcome)
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The test cases: one per evaluation (one per error where a check failed more than once on a
    /// subject), then one per finding that no evaluation stands for, by subject then check.
    static func cases(_ outcome: CheckOutcome, strict: Bool) -> [Case] {
        let byKey = Dictionary(grouping: outcome.findings) { Key(check: $0.check, path: $0.path) }
        var cases: [Case] = []
        var covered = Set<Key>()
        func add(_ key: Key, assetClass: String?, skipped: String?) {
            guard covered.insert(key).inserted else { return }
            let findings = byKey[key] ?? []
            let failures = findings.filter { $0.severity == .error || strict }
            let warnings = findings.filter { $0.severity == .warning && !strict }
            guard !failures.isEmpty else {
                cases.append(Case(path: key.path, assetClass: assetClass, check: key.check, warnings: warnings, skipped: skipped))
                return
            }
            for (index, failure) in failures.enumerated() {
                cases.append(Case(path: key.path, assetClass: assetClass, check: key.check, number: index + 1, failure: failure,
                                  warnings: index == 0 ? warnings : []))
            }
        }
        for evaluation in outcome.evaluations {
            var skipped: String?
            if case let .notApplicable(reason) = evaluation.outcome { skipped = reason }
            add(Key(check: evaluation.check, path: evaluation.subject), assetClass: evaluation.assetClass, skipped: skipped)
        }
        for finding in outcome.findings {
            add(Key(check: finding.check, path: finding.path), assetClass: nil, skipped: nil)
        }
        return cases.sorted { ($0.path ?? "\u{10FFFF}", $0.check, $0.number) < ($1.path ?? "\u{10FFFF}", $1.check, $1.number) }
    }

    private struct Key: Hashable {
        var check: CheckID
        var path: String?
    }

    private func testCase(_ testCase: Case, outcome: CheckOutcome) -> String {
        let path = testCase.path
        let group = testCase.assetClass ?? path.flatMap { outcome.snapshot.record(at: $0)?.assetClass }
            ?? (path == nil ? "bundle" : "unclassified")
        let suffix = " [\(testCase.check)]" + (testCase.number > 1 ? " (\(testCase.number))" : "")
        let shown = XMLText.escape(outcome.displayPath(path) + suffix)
        let open = "    <testcase classname=\"\(XMLText.escape(group))\" name=\"\(shown)\""
            + (path == nil ? "" : " file=\"\(XMLText.escape(outcome.repositoryPath(path, bundleInRepository: repositoryPath)))\"")
        guard testCase.failure != nil || !testCase.warnings.isEmpty || testCase.skipped != nil else { return open + "/>\n" }
        var xml = open + ">\n"
        if let reason = testCase.skipped {
            xml += "      <skipped message=\"\(XMLText.escape("not checked: " + reason))\"/>\n"
        }
        if let finding = testCase.failure {
            let text = (finding.severity == .warning ? "warning: " : "") + "[\(finding.check)] \(finding.message)"
                + (finding.fix.map { "; \($0)" } ?? "")
            xml += "      <failure type=\"\(XMLText.escape(finding.check.rawValue))\" message=\"\(XMLText.escape(finding.message))\">"
                + XMLText.escape(text) + "</failure>\n"
        }
        let warnings = testCase.warnings.map { finding in
            "warning: [\(finding.check)] \(finding.message)" + (finding.fix.map { "; \($0)" } ?? "")
        }
        if !warnings.isEmpty {
            xml += "      <system-out>" + warnings.map(XMLText.escape).joined(separator: "&#10;") + "</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }
}
