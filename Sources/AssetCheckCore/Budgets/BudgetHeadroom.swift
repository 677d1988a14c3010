/// Every budget of the rule set with what the bundle uses of it: the manifest's `budgets`.
///
/// Sorted by name inside each list and free of timestamps, so it diffs cleanly in git.
public struct BudgetHeadroom: Sendable, Codable, Hashable {
    /// Total bytes of the bundle's files against `budgets.bundle-size`; `nil` without that budget.
    public var bundleSize: BudgetUse?
    /// One per class with a `max-total-size`, sorted by class identifier.
    public var classes: [BudgetUse]
    /// One per memory group (decoded image bytes, and audio's PCM bytes where counted), sorted by group name; empty without `budgets.memory`.
    public var memory: [BudgetUse]
    /// The decoded-memory estimate when `budgets.memory` names no groups: reported, not checked;
    /// `nil` with groups or without a memory budget.
    public var memoryEstimate: MemoryOverview?

    public init(bundleSize: BudgetUse? = nil, classes: [BudgetUse] = [], memory: [BudgetUse] = [],
                memoryEstimate: MemoryOverview? = nil) {
        self.bundleSize = bundleSize
        self.classes = classes.sorted { $0.name < $1.name }
        self.memory = memory.sorted { $0.name < $1.name }
        self.memoryEstimate = memoryEstimate
    }

    /// Measures `snapshot` against the budgets of `rules`.
    public init(snapshot: BundleSnapshot, rules: RuleSet) {
        let bundle = rules.budgets.bundleSize.map { budget in
            BudgetUse(name: "bundle-size", limitBytes: budget.maxBytes, usedBytes: snapshot.records.clampedSum(\.bytes),
                      files: snapshot.records.count, warnAt: budget.warnAt)
        }
        let classes = rules.classes.compactMap { rule -> BudgetUse? in
            guard let limit = rule.maxTotalBytes else { return nil }
            // Summed in place: copying a large bundle's records out for each class costs a hook milliseconds.
            var (bytes, files) = (0, 0)
            for record in snapshot.records where record.assetClass == rule.id {
                bytes = bytes.addingClamped(record.bytes)
                files += 1
            }
            return BudgetUse(name: rule.id, limitBytes: limit, usedBytes: bytes, files: files, warnAt: nil)
        }
        let memory = rules.budgets.memory.map { budget in
            snapshot.memoryGroups(of: budget).map { group in
                BudgetUse(name: group.name, limitBytes: budget.budget.maxBytes, usedBytes: group.decodedBytes,
                          files: group.fileCount, warnAt: budget.budget.warnAt)
            }
        } ?? []
        let overview = rules.budgets.memory?.groups.isEmpty == true ? snapshot.memoryEstimate.overview : nil
        self.init(bundleSize: bundle, classes: classes, memory: memory, memoryEstimate: overview)
    }

    /// Every budget in one list: bundle size, then classes, then memory groups.
    public var all: [(kind: Kind, use: BudgetUse)] {
        (bundleSize.map { [(Kind.bundleSize, $0)] } ?? []) + classes.map { (.classSize, $0) } + memory.map { (.memory, $0) }
    }

    /// The three kinds of budget.
    public enum Kind: String, Sendable, Hashable {
        case bundleSize = "bundle size"
        case classSize = "class size"
        case memory
    }
}
