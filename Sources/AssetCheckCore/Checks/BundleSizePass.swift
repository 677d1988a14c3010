/// The bundle's total bytes against `budgets.bundle-size` (Bennie: 150 MB including all audio).
///
/// Above the limit is the check's severity (an error by default); from `warn-at` up to the limit
/// it is at most a warning. The finding names the biggest files and classes, since those are
/// where bytes can be won back.
struct BundleSizePass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        guard let budget = rules.budgets.bundleSize else { return [] }
        let use = BudgetUse(name: "bundle-size", limitBytes: budget.maxBytes,
                            usedBytes: snapshot.records.reduce(0) { $0 + $1.bytes },
                            files: snapshot.records.count, warnAt: budget.warnAt)
        guard use.status != .ok else { return [] }
        let files = BudgetWording.biggest(snapshot.records.map { ($0.path, $0.bytes) })
        let classes = BudgetWording.biggestClasses(snapshot.records.map { ($0.assetClass, $0.bytes) }, rules: rules)
        let message = "the bundle's \(BudgetWording.count(use.files, "file")) total \(ByteWording.size(use.usedBytes)), "
            + BudgetWording.standing(use, budget: "budget", warnAt: budget.warnAt)
            + "; biggest files: \(files); biggest classes: \(classes)"
        let limit = ByteWording.limit(use.limitBytes)
        let fix = use.status == .over
            ? "cut at least \(ByteWording.size(-use.headroomBytes)): recompress or resize the biggest files, or remove unused ones"
            : "recompress or resize the biggest files before the budget runs out; above \(limit) this is an error"
        return [FindingDraft(path: nil, check: .bundleSize, message: message, fix: fix, fact: BudgetWording.fact(use),
                             maxSeverity: use.status == .over ? nil : .warning)]
    }
}
