import AssetCheckCore
import Foundation

/// A Markdown summary for `$GITHUB_STEP_SUMMARY`, a GitLab job log or a pull-request comment: a
/// headline with the counts, then one table row per finding (errors first), at most
/// ``maxRows`` rows so a comment stays under the size limits of GitHub and GitLab. Control
/// characters are made visible (``LineText``), so no name or message can break a table row.
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

    /// Table-cell text: Markdown's punctuation (`|`, `*`, `_`, `` ` ``, `[`, `]`, `~`, `\\`)
    /// escaped, line breaks as `<br>`, HTML's `<`, `>` and `&` as entities, and `@` followed by a
    /// zero-width space so `@2x` never mentions a GitHub user.
    private func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|", "*", "_", "`", "[", "]", "~", "\\": out += "\\" + String(character)
            case "@": out += "@&#8203;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r\n", "\r": out += "<br>"
            default: out += LineText.escaped(String(character))
            }
        }
        return out
    }

    /// A code span long enough to hold any backticks in `text`, with pipes escaped for tables.
    private func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + LineText.escaped(padded).replacingOccurrences(of: "|", with: "\\|") + fence
    }
}
