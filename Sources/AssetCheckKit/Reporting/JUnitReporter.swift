import AssetCheckCore

/// JUnit XML for CI test views (GitLab's `artifacts:reports:junit`, Jenkins): one test case per
/// checked file, failing with one `<failure>` per error on it.
///
/// Warnings don't fail a test case: they are listed in its `<system-out>`. Findings about the
/// whole bundle form a test case named after the bundle folder. No timings (deterministic).
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ outcome: CheckOutcome) -> String {
        let byPath = Dictionary(grouping: outcome.findings) { $0.path }
        var cases = Set(outcome.checkedPaths).union(outcome.findings.compactMap(\.path)).sorted().map { Optional($0) }
        if byPath[nil] != nil { cases.append(nil) }
        let failing = cases.count { path in (byPath[path] ?? []).contains { $0.severity == .error } }
        let name = XMLText.escape(outcome.displayPath(nil))
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"assetcheck\" tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"\(name)\" tests=\"\(cases.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
        for path in cases {
            xml += testCase(path, findings: byPath[path] ?? [], outcome: outcome)
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private func testCase(_ path: String?, findings: [Finding], outcome: CheckOutcome) -> String {
        let group = path.flatMap { outcome.snapshot.record(at: $0)?.assetClass } ?? (path == nil ? "bundle" : "unclassified")
        let shown = XMLText.escape(outcome.displayPath(path))
        let open = "    <testcase classname=\"\(XMLText.escape(group))\" name=\"\(shown)\""
            + (path == nil ? "" : " file=\"\(shown)\"")
        guard !findings.isEmpty else { return open + "/>\n" }
        var xml = open + ">\n"
        for finding in findings where finding.severity == .error {
            let text = "[\(finding.check)] \(finding.message)" + (finding.fix.map { "; \($0)" } ?? "")
            xml += "      <failure type=\"\(XMLText.escape(finding.check.rawValue))\" message=\"\(XMLText.escape(finding.message))\">"
                + XMLText.escape(text) + "</failure>\n"
        }
        let warnings = findings.filter { $0.severity == .warning }.map { finding in
            "warning: [\(finding.check)] \(finding.message)" + (finding.fix.map { "; \($0)" } ?? "")
        }
        if !warnings.isEmpty {
            xml += "      <system-out>" + warnings.map(XMLText.escape).joined(separator: "&#10;") + "</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }
}
