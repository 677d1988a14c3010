/// Each class's total bytes against its `max-total-size` (e.g. all music at most 40 MB).
///
/// A class budget has no warning threshold: it is a hard limit, and its headroom shows in the
/// manifest and in `assetcheck diff`.
struct ClassSizePass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        rules.classes.compactMap { rule -> FindingDraft? in
            guard let limit = rule.maxTotalBytes else { return nil }
            let members = snapshot.records.filter { $0.assetClass == rule.id }
            let use = BudgetUse(name: rule.id, limitBytes: limit, usedBytes: members.reduce(0) { $0 + $1.bytes },
                                files: members.count, warnAt: nil)
            guard use.status == .over else { return nil }
            let message = "\(rule.description) total \(ByteWording.size(use.usedBytes)) in \(BudgetWording.count(use.files, "file")), "
                + BudgetWording.standing(use, budget: "budget of class '\(rule.id)' (max-total-size)", warnAt: nil)
                + "; biggest: \(BudgetWording.biggest(members.map { ($0.path, $0.bytes) }))"
            return FindingDraft(
                path: nil, check: .bundleClassSize, assetClass: rule.id, message: message,
                fix: "cut at least \(ByteWording.size(-use.headroomBytes)) from \(rule.description): recompress or "
                    + "shorten the biggest files, or raise max-total-size in \(rules.source) if the budget is wrong",
                fact: BudgetWording.fact(use, rule.id))
        }
    }
}
