import AssetCheckCore

/// JUnit XML for CI test views (GitLab's `artifacts:reports:junit`, Jenkins, CircleCI, Azure
/// DevOps): one test case per checked file, and one per error, so every test case holds at most
/// one `<failure>` (those viewers show only the first of several).
///
/// A file without errors is one passing test case named after it; each error is a test case of
/// its own, named `path [check]` (numbered when a check fails twice on one file). Warnings don't
/// fail: they are listed in the `<system-out>` of the file's first test case; under `--strict`,
/// where they fail the run, each is a failing test case as an error is. Findings about the whole
/// bundle are test cases named after the bundle folder. Names are the display paths; `file=` is
/// relative to the repository root, as the other CI reports' paths are. No timings (deterministic).
public struct JUnitReporter: Reporter {
    /// True when warnings fail the run (`--strict`): they are failures too.
    public var strict: Bool
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?

    public init(strict: Bool = false, repositoryPath: String? = nil) {
        self.strict = strict
        self.repositoryPath = repositoryPath
    }

    /// One test case: its file (`nil` for the bundle), the error it fails with, if any, and
    /// the warnings it lists.
    struct Case {
        var path: String?
        var suffix: String
        var failure: Finding?
        var warnings: [Finding]
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let byPath = Dictionary(grouping: outcome.findings) { $0.path }
        var paths = Set(outcome.checkedPaths).union(outcome.findings.compactMap(\.path)).sorted().map { Optional($0) }
        if byPath[nil] != nil { paths.append(nil) }
        let cases = paths.flatMap { self.cases(for: $0, findings: byPath[$0] ?? []) }
        let failing = cases.count { $0.failure != nil }
        let name = XMLText.escape(outcome.displayPath(nil))
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"assetcheck\" tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"\(name)\" tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
        for testCase in cases {
            xml += self.testCase(testCase, outcome: outcome)
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// The test cases of one file: one per error, or one passing case when it has none.
    private func cases(for path: String?, findings: [Finding]) -> [Case] {
        let errors = findings.filter { $0.severity == .error || strict }
        let warnings = findings.filter { $0.severity == .warning && !strict }
        guard !errors.isEmpty else { return [Case(path: path, suffix: "", failure: nil, warnings: warnings)] }
        var seen: [CheckID: Int] = [:]
        return errors.enumerated().map { index, error in
            let count = (seen[error.check] ?? 0) + 1
            seen[error.check] = count
            let suffix = " [\(error.check)]" + (count > 1 ? " (\(count))" : "")
            return Case(path: path, suffix: suffix, failure: error, warnings: index == 0 ? warnings : [])
        }
    }

    private func testCase(_ testCase: Case, outcome: CheckOutcome) -> String {
        let path = testCase.path
        let group = path.flatMap { outcome.snapshot.record(at: $0)?.assetClass } ?? (path == nil ? "bundle" : "unclassified")
        let shown = XMLText.escape(outcome.displayPath(path))
        let open = "    <testcase classname=\"\(XMLText.escape(group))\" name=\"\(shown)\(XMLText.escape(testCase.suffix))\""
            + (path == nil ? "" : " file=\"\(XMLText.escape(outcome.repositoryPath(path, bundleInRepository: repositoryPath)))\"")
        guard testCase.failure != nil || !testCase.warnings.isEmpty else { return open + "/>\n" }
        var xml = open + ">\n"
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
