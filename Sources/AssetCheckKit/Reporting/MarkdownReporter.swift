import AssetCheckCore
import Foundation

/// A Markdown summary for `$GITHUB_STEP_SUMMARY`, a GitLab job log or a pull-request comment: a
/// headline with the counts, then one table row per finding (errors first), at most
/// ``maxRows`` rows so a comment stays under the size limits of GitHub and GitLab. Names and
/// messages are escaped by ``MarkdownText``, as `diff --format markdown`'s are.
public struct MarkdownReporter: Reporter {
    /// Rows shown before the rest is only counted; default 200.
    public var maxRows: Int

    public init(maxRows: Int = 200) { self.maxRows = maxRows }

    public func report(_ outcome: CheckOutcome) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let files = outcome.checkedPaths.count
        let scope = outcome.changedPaths == nil ? count(files, "file") : count(files, "changed file")
        var text = outcome.findings.isEmpty
            ? "## ✅ assetcheck: no problems\n\n"
            : "## \(outcome.errorCount > 0 ? "❌" : "⚠️") assetcheck: "
                + "\(count(outcome.errorCount, "error")), \(count(outcome.warningCount, "warning"))\n\n"
        text += "Checked \(scope) in \(code(outcome.displayPath(nil))) with the \(code(outcome.manifest.ruleSet)) rules.\n"
        guard !outcome.findings.isEmpty else { return text }
        text += "\n| Severity | File | Check | Problem | Fix |\n|---|---|---|---|---|\n"
        let ordered = outcome.findings.filter { $0.severity == .error } + outcome.findings.filter { $0.severity == .warning }
        for finding in ordered.prefix(maxRows) {
            let severity = finding.severity == .error ? "❌ error" : "⚠️ warning"
            let file = finding.path.map { code(outcome.displayPath($0)) } ?? "(bundle)"
            text += "| \(severity) | \(file) | \(code(finding.check.rawValue)) | \(cell(finding.message)) | "
                + "\(cell(finding.fix ?? "")) |\n"
        }
        if ordered.count > maxRows {
            text += "\n… and \(count(ordered.count - maxRows, "more finding")); the text or SARIF report has them all.\n"
        }
        return text
    }

    private func cell(_ text: String) -> String { MarkdownText.cell(text) }

    private func code(_ text: String) -> String { MarkdownText.code(text) }
}
