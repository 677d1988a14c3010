/// Each class's total bytes against its `max-total-size` (e.g. all music at most 40 MB).
///
/// A class budget has no warning threshold: it is a hard limit, and its headroom shows in the
/// manifest and in `assetcheck diff`.
struct ClassSizePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.bundleClassSize, .error, summary: "The files of a class total at most the class's `max-total-size`.",
              explanation: "A hard limit, without a warning threshold; the finding names the class's biggest files.",
              examples: BundleCheckExamples.classSize),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        rules.classes.compactMap { rule -> FindingDraft? in
            guard let limit = rule.maxTotalBytes else { return nil }
            let members = snapshot.records.filter { $0.assetClass == rule.id }
            let use = BudgetUse(name: rule.id, limitBytes: limit, usedBytes: members.clampedSum(\.bytes),
                                files: members.count, warnAt: nil)
            // Findings on a class's total are about the bundle, with the class.
            log.ran(.bundleClassSize, on: nil, assetClass: rule.id, expected: "at most \(ByteWording.limit(limit))",
                    measured: BudgetWording.measured(use))
            guard use.status == .over else { return nil }
            return FindingDraft(path: nil, assetClass: rule.id, Message(
                use: use, classID: rule.id, what: rule.description, rulesSource: rules.editableFile,
                biggest: BudgetWording.biggest(members.map { ($0.path, $0.bytes) })))
        }
    }

    /// What `bundle.class-size` says.
    struct Message: FindingMessage {
        let use: BudgetUse
        let classID: String
        let what: String
        let rulesSource: String
        let biggest: String

        var check: CheckID { .bundleClassSize }
        var text: String {
            "\(what) total \(ByteWording.size(use.usedBytes)) in \(BudgetWording.count(use.files, "file")), "
                + BudgetWording.standing(use, budget: "budget of class '\(classID)' (max-total-size)", warnAt: nil)
                + "; biggest: \(biggest)"
        }
        var fix: String? {
            "cut at least \(ByteWording.size(-use.headroomBytes)) from \(what): recompress or shorten the biggest "
                + "files, or raise max-total-size in \(rulesSource) if the budget is wrong"
        }
        var identity: [String] { [classID, BudgetWording.state(use)] }
    }
}

extension CheckID {
    public static let bundleClassSize = CheckID("bundle.class-size")
}
