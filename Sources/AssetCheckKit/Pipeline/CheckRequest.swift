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
    /// False to inspect every file again, neither reading nor writing the cache.
    public var usesCache: Bool
    /// The tool's version and build, which keys the cache.
    public var toolVersion: String
    /// Files this run writes (report files, the manifest), as given: never checked as assets,
    /// now or, unless the cache is off, on later runs (see ``OutputLedger``).
    public var outputs: [String]

    public init(setup: CheckSetup, changes: ChangeRequest = ChangeRequest(), baseline: BaselineRequest = BaselineRequest(),
                usesCache: Bool = true, toolVersion: String, outputs: [String] = []) {
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
            ? InspectionCache.forRun(in: setup.configFolder, rulesFile: setup.rulesFile, extending: setup.rules.extended.map(\.text),
                                       toolVersion: toolVersion) : nil
        let ledger = OutputLedger(folder: setup.configFolder)
        let written = outputs.filter { $0 != "-" && !$0.hasPrefix("/dev/") }
        // --no-cache writes nothing beside the cache either: this run's outputs are excluded all the same.
        if usesCache { ledger.remember(written, workingDirectory: workingDirectory) }
        let rules = OutputLedger.excluding(ledger.paths() + written, under: setup.root, workingDirectory: workingDirectory,
                                           from: setup.rules)
        let checker = BundleChecker(rules: rules, cache: cache, progress: progress)
        guard let check = try ScopedCheck(changes, root: setup.root, checker: checker, workingDirectory: workingDirectory) else {
            return nil
        }
        return try baseline.apply(to: try await check.check())
    }
}
