import Dispatch
import Foundation

/// One step of checking: reads the snapshot and the rules, returns findings before severities
/// and writes down in `log` every check it evaluated, passed or not.
///
/// A pass declares every check it can report in ``checks``; ``CheckCatalog`` is made from those
/// declarations, so a check that no pass declares does not exist.
public protocol CheckPass: Sendable {
    /// The checks this pass reports, each described once.
    static var checks: [CheckDescriptor] { get }

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft]
}

/// What the passes found, and what they evaluated (when asked to say).
public struct CheckResults: Sendable {
    /// Resolved findings, sorted.
    public var findings: [Finding]
    /// Every evaluation of a check that is not off for its class, passed or failed as
    /// ``findings`` say, in the order the passes run and record them; empty unless asked for.
    public var evaluations: Evaluations
}

/// The passes, in the order they run.
public enum CheckPasses {
    /// Every file's checks, then each kind's passes in the order of ``AssetKind/allCases`` (as its
    /// ``AssetKind/Declaration`` lists them), then the checks of folders and of the bundle as a whole.
    public static let ordered: [any CheckPass] = [FileCheckPass(), UnclassifiedAssetPass()]
        + AssetKind.allCases.flatMap(\.declaration.passes)
        + [
            FolderRequirementPass(),
            BundleSizePass(),
            LargeFilePass(),
            ClassSizePass(),
            MemoryBudgetPass(),
            DuplicateContentPass(),
            AssetReferencePass(),
            FontRegistrationPass(),
        ]

    /// The indices of ``ordered`` in the order the passes start: the duplicates' first, a pass over
    /// every record's content hash, the longest of a hook's passes at 10,000 files (started last, it
    /// ran alone while the other core waited), then the others in their order. Results are kept in
    /// ``ordered``'s order whatever the order they start in.
    static let started: [Int] = {
        let first = ordered.indices.filter { ordered[$0] is DuplicateContentPass }
        return first + ordered.indices.filter { !first.contains($0) }
    }()

    /// Runs every pass and resolves severities; the result is sorted.
    public static func findings(for snapshot: BundleSnapshot, rules: RuleSet) -> [Finding] {
        results(for: snapshot, rules: rules, evaluating: false).findings
    }

    /// Runs every pass, on all cores: the passes are independent, and each reads the snapshot only.
    /// Each pass's drafts are resolved as it ends, so those of checks turned off are not kept;
    /// with `evaluating`, so are its evaluations.
    public static func results(for snapshot: BundleSnapshot, rules: RuleSet, evaluating: Bool) -> CheckResults {
        let policy = SeverityPolicy(rules: rules)
        let results = PassResults(count: ordered.count)
        DispatchQueue.concurrentPerform(iterations: ordered.count) { turn in
            let index = started[turn]
            let pass = ordered[index]
            // Off means off: a pass whose every check is off is not run (its drafts would all go).
            if type(of: pass).checks.allSatisfy({ policy.isOffEverywhere($0.id) }) { return }
            // Evaluations of checks that are off where they ran are not kept (off means off).
            let log = EvaluationLog(recording: evaluating) { policy.severity(of: $0, inClass: $1) != nil }
            let drafts = pass.run(on: snapshot, rules: rules, log: log)
            assert(drafts.allSatisfy { draft in type(of: pass).checks.contains { $0.id == draft.check } },
                   "\(type(of: pass)) reported a check it does not declare")
            assert(log.evaluations.allSatisfy { evaluation in type(of: pass).checks.contains { $0.id == evaluation.check } },
                   "\(type(of: pass)) evaluated a check it does not declare")
            results.store(drafts.compactMap(policy.resolve), log.evaluations, at: index)
        }
        let findings = Array(Set(results.findings)).sorted()
        // In pass order, and in each pass's own order: as deterministic as sorting, and cheaper.
        var evaluations = results.takeEvaluations()
        Evaluation.resolve(&evaluations, against: findings)
        return CheckResults(findings: findings, evaluations: evaluations)
    }

    /// One slot per pass, filled from the threads that ran them.
    private final class PassResults: @unchecked Sendable {
        private var slots: [(findings: [Finding], evaluations: Evaluations)]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: ([], Evaluations()), count: count) }

        func store(_ findings: [Finding], _ evaluations: Evaluations, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = (findings, evaluations)
        }

        /// Every pass's findings, in pass order.
        var findings: [Finding] {
            lock.lock()
            defer { lock.unlock() }
            return slots.flatMap(\.findings)
        }

        /// Every pass's evaluations, in pass order, moved out of the slots: their pages are handed
        /// on, not copied (a second copy of a large bundle's evaluations would be tens of megabytes).
        func takeEvaluations() -> Evaluations {
            lock.lock()
            defer { lock.unlock() }
            var all = Evaluations()
            for index in slots.indices {
                all.append(contentsOf: slots[index].evaluations)
                slots[index].evaluations = []
            }
            return all
        }
    }
}
