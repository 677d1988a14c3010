import AssetCheckCore
import Foundation

/// Everything `assetcheck check` asks of the library: the setup, which files, the baseline, and
/// whether to use the cache.
public struct CheckRequest: Sendable {
    /// The rule set, bundle folder and manifest of the run.
    public var setup: CheckSetup
    /// Which files are checked; the whole bundle by default.
    public var changes: ChangeRequest
    /// Baseline files to apply and record.
    public var baseline: BaselineRequest
    /// False to inspect every file again, neither reading nor writing the cache (nor the list of
    /// earlier runs' outputs beside it).
    public var usesCache: Bool
    /// The tool's version and build, which keys the cache.
    public var toolVersion: String
    /// Files this run writes (report files, the manifest), as given: never checked as assets nor
    /// read as the app's code, now or, unless the cache is off, on later runs (see
    /// ``OutputLedger``). The baselines of ``baseline`` are treated alike.
    public var outputs: [String]
    /// Previews to make for an HTML report as the files are read; `nil` (the default) for none.
    public var previewing: BundleChecker.Previewing?
    /// True to keep every check's evaluation for reports that show passing checks (see
    /// ``BundleChecker/evaluating``).
    public var evaluating: Bool
    /// Git being asked already for a staged run (see ``StagedBundle/Ahead``); `nil` to ask it when the run starts.
    public var ahead: StagedBundle.Ahead?
    /// Given what the run is done with and would free (see ``BundleChecker/leaving``).
    public var leaving: (@Sendable (any Sendable) -> Void)?

    public init(setup: CheckSetup, changes: ChangeRequest = ChangeRequest(), baseline: BaselineRequest = BaselineRequest(),
                usesCache: Bool = true, toolVersion: String, outputs: [String] = [], previewing: BundleChecker.Previewing? = nil,
                evaluating: Bool = false) {
        self.previewing = previewing
        self.evaluating = evaluating
        self.setup = setup
        self.changes = changes
        self.baseline = baseline
        self.usesCache = usesCache
        self.toolVersion = toolVersion
        self.outputs = outputs
    }

    /// Checks the bundle (or its changed files) and applies the baseline; `nil` when only changed
    /// files were asked for and none of them is in the bundle. `progress` is called with (files
    /// done, files to inspect) after each file.
    public func run(workingDirectory: String = FileManager.default.currentDirectoryPath,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> CheckOutcome? {
        let cache = usesCache
            ? InspectionCache.forRun(in: setup.configFolder, rules: setup.rules, toolVersion: toolVersion) : nil
        let ledger = OutputLedger(folder: setup.configFolder)
        // The baselines read and written are the tool's files too: neither an asset nor app code.
        let written = (outputs + [baseline.baseline, baseline.writeBaseline].compactMap { $0 }).filter { $0 != "-" && !$0.hasPrefix("/dev/") }
        // --no-cache neither reads nor writes anything beside the cache: this run's outputs are
        // excluded all the same, earlier runs' are not known.
        if usesCache { ledger.remember(written, workingDirectory: workingDirectory) }
        let remembered = usesCache ? ledger.paths() : []
        let rules = OutputLedger.excluding(remembered + written, under: setup.root, workingDirectory: workingDirectory,
                                           from: setup.rules)
        var checker = BundleChecker(rules: rules, cache: cache, progress: progress)
        checker.sources = setup.sources.map { request in
            var request = request
            request.ignored.formUnion(written.map { URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0).standardizedFileURL.path })
            request.ignored.formUnion(remembered.map { URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : workingDirectory + "/" + $0).standardizedFileURL.path })
            return request
        }
        checker.sourceCache = cache.map { ($0.folder, toolVersion) }
        checker.previewing = previewing
        checker.evaluating = evaluating
        checker.leaving = leaving
        // Nothing reads the other files' own findings when neither the manifest, a baseline nor
        // the HTML report (which shows every file) is made: the run reports the scope's findings.
        checker.focusesOnScope = setup.manifest == nil && baseline.baseline == nil && baseline.writeBaseline == nil
            && previewing == nil
        guard let check = try ScopedCheck(changes, root: setup.root, checker: checker, workingDirectory: workingDirectory,
                                          ahead: ahead) else {
            return nil
        }
        let outcome = try await check.check()
        // A staged run's copy of the index holds the cache it read: thousands of entries, freed
        // on a thread of their own while the run goes on to report (at 10,000 files, milliseconds),
        // or not at all by a command that exits next.
        if let leaving { leaving(check) } else { Background.release(consume check) }
        return try baseline.apply(to: outcome)
    }
}
