import AssetCheckCore

/// Words shared by the text and markdown diff reports.
enum DiffWording {
    /// `bundle size`, `class background-music`, `memory all-images`.
    static func label(_ budget: ManifestDiff.BudgetChange) -> String {
        switch budget.kind {
        case .bundleSize: "bundle size"
        case .classSize: "class \(budget.name)"
        case .memory: "memory \(budget.name)"
        }
    }

    /// `149.8 MB free (99.9%)`, `2.3 MB over`, or `-` when the side has no such budget.
    static func headroom(_ use: BudgetUse?) -> String {
        guard let use else { return "-" }
        if use.status == .over { return "\(ByteWording.size(-use.headroomBytes)) over" }
        return "\(ByteWording.size(use.headroomBytes)) free (\(ByteWording.percent(1 - use.fractionUsed)))"
    }

    /// `18.4 KB`, `43.5 MB`, or `-` when the side has no such budget.
    static func used(_ use: BudgetUse?) -> String {
        use.map { ByteWording.size($0.usedBytes) } ?? "-"
    }

    /// The limit of whichever side has the budget, both when they differ: `150 MB -> 160 MB`.
    static func limit(_ budget: ManifestDiff.BudgetChange) -> String {
        switch (budget.before?.limitBytes, budget.after?.limitBytes) {
        case let (old?, new?) where old != new: "\(ByteWording.limit(old)) -> \(ByteWording.limit(new))"
        case let (old, new): ByteWording.limit(new ?? old ?? 0)
        }
    }

    /// Change in bytes used, `+12.3 KB`; `-` when a side lacks the budget.
    static func usedDelta(_ budget: ManifestDiff.BudgetChange) -> String {
        guard let before = budget.before, let after = budget.after else { return "-" }
        return ByteWording.delta(after.usedBytes - before.usedBytes)
    }

    /// `+1`, `-2`, `0`.
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

    /// `1 added, 2 changed, 0 removed, 0 moved`.
    static func assetCounts(_ diff: ManifestDiff) -> String {
        "\(diff.count(.added)) added, \(diff.count(.changed)) changed, \(diff.count(.removed)) removed, \(diff.count(.moved)) moved"
    }
}
