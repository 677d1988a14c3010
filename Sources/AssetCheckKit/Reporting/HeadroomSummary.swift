import AssetCheckCore

/// The budget part of the summary line: `2.1 MB of 150 MB budget (98.6% free)`, plus the
/// tightest memory group, e.g. `; memory 'celebration' 71.7 MB of 200 MB (64.2% free)`, or without
/// groups the estimate, e.g. `; memory (no groups, not checked) 88.3 MB of images, a screen of the
/// largest of each class 31.2 MB`.
public enum HeadroomSummary {
    /// The words for `budgets`, or `nil` when the rule set has no bundle-size or memory budget.
    public static func text(_ budgets: BudgetHeadroom?) -> String? {
        guard let budgets else { return nil }
        var parts: [String] = []
        if let size = budgets.bundleSize {
            parts.append("\(ByteWording.megabytes(size.usedBytes)) of \(ByteWording.limit(size.limitBytes)) budget (\(free(size)))")
        }
        if let tightest = budgets.memory.max(by: { ($0.fractionUsed, $1.name) < ($1.fractionUsed, $0.name) }) {
            parts.append("memory '\(tightest.name)' \(ByteWording.megabytes(tightest.usedBytes)) of "
                + "\(ByteWording.limit(tightest.limitBytes)) (\(free(tightest)))")
        }
        if let estimate = budgets.memoryEstimate {
            parts.append("memory (no groups, not checked) \(ByteWording.megabytes(estimate.decodedBytes)) of images, "
                + "a screen of the largest of each class \(ByteWording.megabytes(estimate.plausibleScreenBytes))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// `98.6% free`, or `2.3 MB over`.
    static func free(_ use: BudgetUse) -> String {
        use.status == .over ? "\(ByteWording.size(-use.headroomBytes)) over"
            : "\(ByteWording.percent(1 - use.fractionUsed)) free"
    }
}
