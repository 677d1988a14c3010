/// Decoded image memory of each group against `budgets.memory` (Bennie: 200 MB at peak; a game
/// module of the Osmo-like platform: about 100 MB).
///
/// Each image costs width x height x 4 bytes, counted once at its largest scale (see
/// ``MemoryEstimate``). Without `groups`, every image is one group: an upper bound, since an
/// app rarely shows all its images at once.
struct MemoryBudgetPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        guard let budget = rules.budgets.memory else { return [] }
        return MemoryEstimate(snapshot: snapshot).groups(of: budget).compactMap { group in
            let use = BudgetUse(name: group.name, limitBytes: budget.budget.maxBytes, usedBytes: group.decodedBytes,
                                files: group.images.count, warnAt: budget.budget.warnAt)
            guard use.status != .ok else { return nil }
            return draft(group, use: use, budget: budget, rules: rules)
        }
    }

    private func draft(_ group: MemoryEstimate.Group, use: BudgetUse, budget: MemoryBudget, rules: RuleSet) -> FindingDraft {
        let whole = budget.groups.isEmpty
        let place = whole ? "the whole bundle" : "memory group '\(group.name)'"
        let images = BudgetWording.biggest(group.images.map { ("\($0.path) (\($0.width)x\($0.height) px)", $0.decodedBytes) })
        let classes = BudgetWording.biggestClasses(group.images.map { ($0.assetClass, $0.decodedBytes) }, rules: rules)
        let message = "an estimated \(ByteWording.size(use.usedBytes)) of decoded images in \(place) "
            + "(\(BudgetWording.count(use.files, "image")) at width x height x 4 bytes, each once at its largest scale), "
            + BudgetWording.standing(use, budget: "memory budget", warnAt: budget.budget.warnAt)
            + "; biggest: \(images); biggest classes: \(classes)"
        var fix = use.status == .over
            ? "load fewer of these images at once, or make the biggest smaller (every pixel costs 4 bytes)"
            : "keep the biggest images in check; above \(ByteWording.limit(use.limitBytes)) this is an error"
        if whole { fix += "; if they are never all on screen together, name groups of images shown together under budgets.memory.groups in \(rules.source)" }
        return FindingDraft(path: nil, check: .bundleMemory, message: message, fix: fix,
                            fact: BudgetWording.fact(use, "group \(group.name)"),
                            maxSeverity: use.status == .over ? nil : .warning)
    }
}
