import AssetCheckCore
import AssetCheckTestSupport
import Testing

/// A snapshot focused on some paths (``BundleSnapshot/focus(on:)``, what a pre-commit hook's run
/// does) reports on those paths exactly what checking every file reports there.
@Suite("Focused checks")
struct FocusedCheckTests {
    /// Every example of every check.
    static let cases = CheckCatalog.all.flatMap { check in check.examples.map { (check.id.rawValue, $0) } }

    @Test("on each example, focusing on any one file, or on none, keeps that file's findings and evaluations", arguments: cases)
    func focusKeepsItsPaths(check: String, example: CheckExample) throws {
        let rules = try RuleSetLoader.load(yaml: example.rules, source: "example.yml")
        let snapshot = try example.snapshot()
        let whole = CheckPasses.results(for: snapshot, rules: rules, evaluating: true)
        let focuses = [Set<String>()] + snapshot.records.map { [$0.path] } + [Set(snapshot.records.prefix(2).map(\.path))]
        for paths in focuses {
            var focused = snapshot
            focused.focus(on: paths)
            #expect(focused.checkedRecords.map(\.path) == snapshot.records.map(\.path).filter(paths.contains))
            let results = CheckPasses.results(for: focused, rules: rules, evaluating: true)
            // What a scoped run keeps: findings on the focused paths, and those on no file at all.
            func kept(_ path: String?) -> Bool { path.map(paths.contains) ?? true }
            #expect(results.findings.filter { kept($0.path) } == whole.findings.filter { kept($0.path) },
                    "\(check): '\(example.title)' focused on \(paths.sorted())")
            #expect(results.evaluations.filter { kept($0.subject) } == whole.evaluations.filter { kept($0.subject) },
                    "\(check): '\(example.title)' focused on \(paths.sorted())")
            // Without evaluations, as a hook runs: passes may skip what lands elsewhere (the duplicates'
            // sets are gathered only for the focused files' contents).
            #expect(CheckPasses.results(for: focused, rules: rules, evaluating: false).findings.filter { kept($0.path) }
                        == whole.findings.filter { kept($0.path) },
                    "\(check): '\(example.title)' focused on \(paths.sorted()), not evaluating")
        }
    }
}
