/// One step of checking: reads the snapshot and the rules, returns findings before severities.
///
/// A pass declares every check it can report in ``checks``; ``CheckCatalog`` is made from those
/// declarations, so a check that no pass declares does not exist.
public protocol CheckPass: Sendable {
    /// The checks this pass reports, each described once.
    static var checks: [CheckDescriptor] { get }

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft]
}

/// The passes, in the order they run. Adding a check family means adding its pass here.
public enum CheckPasses {
    public static let ordered: [any CheckPass] = [
        FileCheckPass(),
        UnclassifiedAssetPass(),
        ImageFilePass(),
        ImageGroupPass(),
        ImageRequiredFilesPass(),
        ImageSetPass(),
        SpriteAtlasPass(),
        AnimationPass(),
        AnimationImagePass(),
        AnimationFeaturePass(),
        JSONDocumentPass(),
        EntityPass(),
        AddonArchivePass(),
        AddonPackPass(),
        JSONShapePass(),
        FontPass(),
        StringsFilePass(),
        StringsLanguagePass(),
        GlyphCoveragePass(),
        AudioPass(),
        AudioRequiredFilesPass(),
        FolderRequirementPass(),
        BundleSizePass(),
        ClassSizePass(),
        MemoryBudgetPass(),
        DuplicateContentPass(),
    ]

    /// Runs every pass and resolves severities; the result is sorted.
    public static func findings(for snapshot: BundleSnapshot, rules: RuleSet) -> [Finding] {
        let policy = SeverityPolicy(rules: rules)
        let drafts = ordered.flatMap { pass in
            let drafts = pass.run(on: snapshot, rules: rules)
            assert(drafts.allSatisfy { draft in type(of: pass).checks.contains { $0.id == draft.check } },
                   "\(type(of: pass)) reported a check it does not declare")
            return drafts
        }
        return Array(Set(drafts.compactMap(policy.resolve))).sorted()
    }
}
