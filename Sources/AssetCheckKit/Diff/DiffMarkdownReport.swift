import Foundation
import AssetCheckCore

/// `assetcheck diff --format markdown`: GitHub-flavoured markdown to paste as a pull-request
/// comment. Names and messages are escaped by ``MarkdownText``, as `check --report markdown`'s are.
public struct DiffMarkdownReport: Sendable {
    public var oldLabel: String
    public var newLabel: String
    /// Most asset rows listed; the rest are counted (a PR comment stays readable). Default 100.
    public var maxAssetRows: Int

    public init(oldLabel: String, newLabel: String, maxAssetRows: Int = 100) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.maxAssetRows = maxAssetRows
    }

    public func report(_ diff: ManifestDiff) -> String {
        let (old, new) = (diff.old, diff.new)
        var lines = ["### assetcheck: \(code(oldLabel)) → \(code(newLabel))", ""]
        if old.ruleSet != new.ruleSet { lines += ["> The rule sets differ: \(code(old.ruleSet)) → \(code(new.ruleSet)).", ""] }
        lines += [
            "| | Before | After | Change |", "|---|--:|--:|--:|",
            "| Files | \(old.files) | \(new.files) | \(DiffWording.signed(new.files - old.files)) |",
            "| Size | \(ByteWording.size(old.bytes)) | \(ByteWording.size(new.bytes)) | \(ByteWording.delta(new.bytes - old.bytes)) |",
            "| Errors | \(old.errors) | \(new.errors) | \(DiffWording.signed(new.errors - old.errors)) |",
            "| Warnings | \(old.warnings) | \(new.warnings) | \(DiffWording.signed(new.warnings - old.warnings)) |",
        ]

        lines += ["", "#### Budgets", ""]
        if diff.budgets.isEmpty {
            lines.append("No budgets recorded.")
        } else {
            lines += ["| Budget | Limit | Used before | Used after | Change | Headroom before | Headroom after |",
                      "|---|--:|--:|--:|--:|--:|--:|"]
            for budget in diff.budgets {
                lines.append("| \(DiffWording.label(budget)) | \(DiffWording.limit(budget)) | \(DiffWording.used(budget.before)) | "
                    + "\(DiffWording.used(budget.after)) | \(DiffWording.usedDelta(budget)) | \(DiffWording.headroom(budget.before)) | "
                    + "\(DiffWording.headroom(budget.after)) |")
            }
        }

        lines += ["", "#### Assets: \(DiffWording.assetCounts(diff))", ""]
        if !diff.assets.isEmpty {
            lines += ["| | Asset | Before | After | Change |", "|---|---|--:|--:|--:|"]
            for change in diff.assets.prefix(maxAssetRows) {
                let path = change.oldPath.map { "\(code($0)) → \(code(change.path))" } ?? code(change.path)
                lines.append("| \(change.kind.rawValue) | \(path) | \(change.oldBytes.map(ByteWording.size) ?? "") | "
                    + "\(change.newBytes.map(ByteWording.size) ?? "") | \(ByteWording.delta(change.delta)) |")
            }
            if diff.assets.count > maxAssetRows {
                lines += ["", "…and \(diff.assets.count - maxAssetRows) more; run `assetcheck diff` locally for the full list."]
            }
        }

        if !diff.loads.isEmpty {
            lines += ["", "#### Loads in code (\(diff.loads.count))", "", "| Asset | Gained | Lost |", "|---|---|---|"]
            for change in diff.loads.prefix(maxAssetRows) {
                lines.append("| \(code(change.path)) | \(change.gained.map(code).joined(separator: " ")) | "
                    + "\(change.lost.map(code).joined(separator: " ")) |")
            }
        }

        for (title, findings) in [("Findings introduced", diff.introduced), ("Findings fixed", diff.fixed)] {
            lines += ["", "#### \(title) (\(findings.count))", ""]
            if findings.isEmpty { lines.append("None.") }
            for finding in findings {
                let fix = finding.fix.map { "; \(escape($0))" } ?? ""
                lines.append("- **\(finding.severity.rawValue)** \(code(finding.path ?? "(bundle)")) "
                    + "\(code(finding.check.rawValue)): \(escape(finding.message))\(fix)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func code(_ text: String) -> String { MarkdownText.code(text) }

    private func escape(_ text: String) -> String { MarkdownText.cell(text) }
}
