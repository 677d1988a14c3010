import AssetCheckCore

/// Watch mode's checks: the whole bundle once, then again after each batch of saved files,
/// comparing each outcome with the one before to say what changed for whom: each saved file,
/// and each other file whose findings moved with it.
///
/// Re-checks are cheap because the checker's ``InspectionCache`` keeps every unchanged file's
/// facts (by its stat stamp): only the saved files are read and decoded again, while checks
/// across files (scale pairs, duplicates, budgets) still see the whole bundle.
public struct BundleWatcher: Sendable {
    /// Checks the whole bundle each time; give it an ``InspectionCache`` to keep re-checks cheap.
    public var checker: BundleChecker
    /// The bundle folder as the user gave it.
    public var root: String
    /// Bundle-relative paths never reported (a report written inside the bundle).
    public var ignored: Set<String>

    public init(checker: BundleChecker, root: String, ignored: Set<String> = []) {
        self.checker = checker
        self.root = root
        self.ignored = ignored
    }

    /// The first check of the whole bundle.
    public func check() async throws -> CheckOutcome {
        try await checker.check(root: root)
    }

    /// Checks the bundle again after `changed` (files or folders, bundle-relative; empty when
    /// unknown) and compares with `previous`. Files whose content changed without an event are
    /// found by their SHA-256, so a lost event never hides a change.
    public func recheck(after previous: CheckOutcome, changed: Set<String>) async throws -> WatchUpdate {
        let current = try await checker.check(root: root)
        let before = Dictionary(previous.snapshot.records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(current.snapshot.records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var touched = Set<String>()
        for path in changed {
            if before[path] != nil || after[path] != nil {
                touched.insert(path)
            } else {
                // A folder: every file that was or is under it.
                touched.formUnion(before.keys.filter { $0.hasPrefix(path + "/") })
                touched.formUnion(after.keys.filter { $0.hasPrefix(path + "/") })
            }
        }
        for (path, record) in after where before[path]?.sha256 != record.sha256 { touched.insert(path) }
        for path in before.keys where after[path] == nil { touched.insert(path) }
        touched.subtract(ignored)

        let findingsBefore = Dictionary(grouping: previous.findings.filter { $0.path != nil }, by: { $0.path! })
        let findingsAfter = Dictionary(grouping: current.findings.filter { $0.path != nil }, by: { $0.path! })
        var files: [WatchUpdate.FileUpdate] = []
        for path in touched.sorted() {
            let now = findingsAfter[path] ?? []
            let state: WatchUpdate.FileUpdate.State = after[path] == nil ? .removed
                : !now.isEmpty ? .findings(now) : (findingsBefore[path] ?? []).isEmpty ? .ok : .fixed
            files.append(.init(path: path, state: state))
        }
        // Files the change did not touch whose verdict moved with it: the @3x of a fixed @2x,
        // the other copy of a duplicate that is no longer one.
        let others = Set(findingsBefore.keys).union(findingsAfter.keys).subtracting(touched).subtracting(ignored)
        for path in others.sorted() where Set(findingsBefore[path] ?? []) != Set(findingsAfter[path] ?? []) {
            let now = findingsAfter[path] ?? []
            files.append(.init(path: path, state: after[path] == nil ? .removed : now.isEmpty ? .fixed : .findings(now)))
        }
        files.sort { $0.path < $1.path }
        // Compared by fingerprint, not by the numbers in the message: a budget finding whose
        // megabytes move with every save is the same finding.
        func key(_ finding: Finding) -> Fingerprint { finding.fingerprint }
        let bundleBefore = previous.findings.filter { $0.path == nil }
        let bundleAfter = current.findings.filter { $0.path == nil }
        let keysBefore = Set(bundleBefore.map(key)), keysAfter = Set(bundleAfter.map(key))
        return WatchUpdate(outcome: current, files: files,
                           newBundleFindings: bundleAfter.filter { !keysBefore.contains(key($0)) },
                           fixedBundleFindings: bundleBefore.filter { !keysAfter.contains(key($0)) })
    }
}
