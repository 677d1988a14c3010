import Foundation
import AssetCheckCore

/// `assetcheck diff` for a terminal: a header of totals, then assets, budgets and findings.
public struct DiffTextReport: Sendable {
    /// The old and new sides as the user named them.
    public var oldLabel: String
    public var newLabel: String

    public init(oldLabel: String, newLabel: String) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
    }

    public func report(_ diff: ManifestDiff) -> String {
        var lines = ["assetcheck diff: \(oldLabel) -> \(newLabel)"]
        let (old, new) = (diff.old, diff.new)
        lines.append("files \(old.files) -> \(new.files) (\(DiffWording.signed(new.files - old.files))), "
            + "size \(ByteWording.size(old.bytes)) -> \(ByteWording.size(new.bytes)) (\(ByteWording.delta(new.bytes - old.bytes))), "
            + "errors \(old.errors) -> \(new.errors), warnings \(old.warnings) -> \(new.warnings)")
        if old.ruleSet != new.ruleSet { lines.append("note: the rule sets differ (\(old.ruleSet) -> \(new.ruleSet))") }

        lines.append("")
        lines.append("Assets: \(DiffWording.assetCounts(diff))")
        let width = min(60, diff.assets.map { $0.path.count }.max() ?? 0)
        for change in diff.assets {
            let shown = LineText.escaped(change.path)
            let path = shown.padding(toLength: max(width, shown.count), withPad: " ", startingAt: 0)
            let kind = change.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            lines.append("  \(kind) \(path)  \(detail(change))")
        }

        lines.append("")
        if diff.budgets.isEmpty {
            lines.append("Budgets: none recorded")
        } else {
            lines.append("Budgets (headroom before -> after):")
            for budget in diff.budgets {
                lines.append("  \(DiffWording.label(budget)) (\(DiffWording.limit(budget))): \(DiffWording.headroom(budget.before)) -> "
                    + "\(DiffWording.headroom(budget.after)); used \(DiffWording.used(budget.before)) -> "
                    + "\(DiffWording.used(budget.after)) (\(DiffWording.usedDelta(budget)))")
            }
        }

        if !diff.loads.isEmpty {
            lines.append("")
            lines.append("Loads in code (\(diff.loads.count) \(diff.loads.count == 1 ? "file" : "files")):")
            for change in diff.loads {
                let gained = change.gained.map { "+" + $0 }, lost = change.lost.map { "-" + $0 }
                lines.append("  \(LineText.escaped(change.path))  " + LineText.escaped((gained + lost).joined(separator: " ")))
            }
        }

        for (title, findings) in [("Findings introduced", diff.introduced), ("Findings fixed", diff.fixed)] {
            lines.append("")
            lines.append("\(title) (\(findings.count))\(findings.isEmpty ? "" : ":")")
            for finding in findings {
                let fix = finding.fix.map { "; \($0)" } ?? ""
                lines.append("  \(LineText.escaped(finding.path ?? "(bundle)")): \(finding.severity.rawValue): "
                    + "[\(finding.check)] \(LineText.escaped(finding.message + fix))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func detail(_ change: ManifestDiff.AssetChange) -> String {
        switch change.kind {
        case .added, .removed: ByteWording.delta(change.delta)
        case .changed:
            "\(ByteWording.size(change.oldBytes ?? 0)) -> \(ByteWording.size(change.newBytes ?? 0)) (\(ByteWording.delta(change.delta)))"
        case .moved: "from \(change.oldPath ?? "?") (same content)"
        }
    }
}
