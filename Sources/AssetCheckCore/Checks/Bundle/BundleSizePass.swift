/// The bundle's total bytes against `budgets.bundle-size`.
///
/// Above the limit is the check's severity (an error by default); from `warn-at` up to the limit
/// it is at most a warning. The finding names the biggest files and classes, since those are
/// where bytes can be won back.
struct BundleSizePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.bundleSize, .error, summary: "The bundle's files total at most `budgets.bundle-size.max`.",
              explanation: "In decimal megabytes, as App Store Connect counts; a warning from `warn-at` (default 90%). "
                + "Names the biggest files and classes.",
              examples: BundleCheckExamples.size),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        guard let budget = rules.budgets.bundleSize else { return [] }
        let use = BudgetUse(name: "bundle-size", limitBytes: budget.maxBytes,
                            usedBytes: snapshot.records.clampedSum(\.bytes),
                            files: snapshot.records.count, warnAt: budget.warnAt)
        log.ran(.bundleSize, on: nil, assetClass: nil,
                expected: "at most \(ByteWording.limit(budget.maxBytes)) (warning from \(ByteWording.percent(budget.warnAt)))",
                measured: BudgetWording.measured(use))
        guard use.status != .ok else { return [] }
        let message = Message(
            use: use, warnAt: budget.warnAt,
            files: BudgetWording.biggest(snapshot.records.map { ($0.path, $0.bytes) }),
            classes: BudgetWording.biggestClasses(snapshot.records.map { ($0.assetClass, $0.bytes) }, rules: rules))
        return [FindingDraft(path: nil, message, maxSeverity: use.status == .over ? nil : .warning)]
    }

    /// What `bundle.size` says.
    struct Message: FindingMessage {
        let use: BudgetUse
        let warnAt: Double
        /// The biggest files and classes, worded.
        let files: String
        let classes: String

        var check: CheckID { .bundleSize }
        var text: String {
            "the bundle's \(BudgetWording.count(use.files, "file")) total \(ByteWording.size(use.usedBytes)), "
                + BudgetWording.standing(use, budget: "budget", warnAt: warnAt)
                + "; biggest files: \(files); biggest classes: \(classes)"
        }
        var fix: String? {
            use.status == .over
                ? "cut at least \(ByteWording.size(-use.headroomBytes)): recompress or resize the biggest files, or remove unused ones"
                : "recompress or resize the biggest files before the budget runs out; above \(ByteWording.limit(use.limitBytes)) this is an error"
        }
        var identity: [String] { [BudgetWording.state(use)] }
    }
}

extension CheckID {
    public static let bundleSize = CheckID("bundle.size")
}
