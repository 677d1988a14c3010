import Dispatch
import Foundation

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
        SingleScalePass(),
        HeavyImagePass(),
        ImageRequiredFilesPass(),
        ImageSetPass(),
        AppIconPass(),
        ColorSetPass(),
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
        StringsPluralPass(),
        GlyphCoveragePass(),
        AudioPass(),
        LargePCMPass(),
        AudioRequiredFilesPass(),
        FolderRequirementPass(),
        BundleSizePass(),
        LargeFilePass(),
        ClassSizePass(),
        MemoryBudgetPass(),
        DuplicateContentPass(),
        AssetReferencePass(),
        FontRegistrationPass(),
    ]

    /// Runs every pass and resolves severities; the result is sorted.
    /// Runs every pass, on all cores: the passes are independent, and each reads the snapshot only.
    /// Each pass's drafts are resolved as it ends, so those of checks turned off are not kept.
    public static func findings(for snapshot: BundleSnapshot, rules: RuleSet) -> [Finding] {
        let policy = SeverityPolicy(rules: rules)
        let results = PassResults(count: ordered.count)
        DispatchQueue.concurrentPerform(iterations: ordered.count) { index in
            let pass = ordered[index]
            // Off means off: a pass whose every check is off is not run (its drafts would all go).
            if type(of: pass).checks.allSatisfy({ policy.isOffEverywhere($0.id) }) { return }
            let drafts = pass.run(on: snapshot, rules: rules)
            assert(drafts.allSatisfy { draft in type(of: pass).checks.contains { $0.id == draft.check } },
                   "\(type(of: pass)) reported a check it does not declare")
            results.store(drafts.compactMap(policy.resolve), at: index)
        }
        return Array(Set(results.all)).sorted()
    }

    /// One slot per pass, filled from the threads that ran them.
    private final class PassResults: @unchecked Sendable {
        private var slots: [[Finding]]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: [], count: count) }

        func store(_ findings: [Finding], at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = findings
        }

        /// Every pass's findings, in pass order.
        var all: [Finding] {
            lock.lock()
            defer { lock.unlock() }
            return slots.flatMap { $0 }
        }
    }
}
