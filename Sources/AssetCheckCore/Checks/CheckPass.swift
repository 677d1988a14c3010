/// One step of checking: reads the snapshot and the rules, returns findings before severities.
public protocol CheckPass: Sendable {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft]
}

/// The passes, in the order they run. Adding a check family means adding its pass here.
public enum CheckPasses {
    public static let ordered: [any CheckPass] = [
        InspectionProblemsPass(),
        UnclassifiedAssetPass(),
        ImageVariantPass(),
        ImageGroupPass(),
        ImageSetPass(),
        AnimationPass(),
        AnimationImagePass(),
        AnimationFeaturePass(),
        AudioPass(),
        AudioRequiredFilesPass(),
        BundleSizePass(),
        ClassSizePass(),
        MemoryBudgetPass(),
        DuplicateContentPass(),
    ]

    /// Runs every pass and resolves severities; the result is sorted.
    public static func findings(for snapshot: BundleSnapshot, rules: RuleSet) -> [Finding] {
        let policy = SeverityPolicy(rules: rules)
        let drafts = ordered.flatMap { $0.run(on: snapshot, rules: rules) }
        return Array(Set(drafts.compactMap(policy.resolve))).sorted()
    }
}

/// Problems met while reading files: unreadable, corrupt, wrong format, too large.
struct InspectionProblemsPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.scanProblems + snapshot.records.flatMap(\.problems)
    }
}

/// Images, animations and audio that no class claims: likely a misplaced or misnamed file.
struct UnclassifiedAssetPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.filter { $0.assetClass == nil && $0.kind != .other }.map { record in
            FindingDraft(
                path: record.path, check: .assetUnclassified,
                message: "this \(record.kind.rawValue) file matches no asset class of the '\(rules.name)' rules",
                fix: "move it into a folder a class covers, or add a pattern for it to \(rules.source)")
        }
    }
}
