import AssetCheckCore
import AssetInspection
import Foundation

/// Runs the whole check of one bundle: scan, inspect in parallel, group, check, build the manifest.
///
/// The library never prints: the caller picks reporters for the ``CheckOutcome``.
public struct BundleChecker: Sendable {
    public let rules: RuleSet
    /// Keeps inspected facts between runs; `nil` inspects every file.
    public var cache: InspectionCache?
    /// When set, only the findings these changes affect are reported (see ``ChangeScope``).
    public var scope: ChangeScope?
    /// Set for a `--staged` run: the bundle is read from this copy of git's index instead.
    public var indexCopy: IndexCopy?
    /// Called after each file inspected with (files done, files to inspect), for a progress line.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Records of the bundle's files read moments ago with no class (`assetcheck init`'s survey),
    /// by path: one of the same size is reused where its class reads it no differently
    /// (``AssetInspector/reusing(_:)``). Default none.
    public var earlier: [String: AssetRecord] = [:]
    /// The bundle's scan from moments ago under rules that excluded no more than these
    /// (`assetcheck init`'s survey): narrowed to these rules instead of walking the folder again.
    var earlierScan: BundleScanner.Result?

    public init(rules: RuleSet, cache: InspectionCache? = nil, scope: ChangeScope? = nil,
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.rules = rules
        self.cache = cache
        self.scope = scope
        self.progress = progress
    }

    /// Checks the bundle at `root`; throws only when `root` is not a readable folder.
    public func check(root: String) async throws -> CheckOutcome {
        let started = ContinuousClock.now
        // The cache is read and decoded while the bundle is scanned (a warm run's two largest steps).
        let loading = cache.map { cache in
            Task { [key = CachedInspection.bundleKey(root: root, staged: indexCopy != nil)] in cache.load(bundle: key, files: 0) }
        }
        let scan: BundleScanner.Result
        do {
            scan = try earlierScan.map { $0.narrowed(to: rules) } ?? BundleScanner(root: indexCopy?.folder ?? root, rules: rules).scan()
        } catch {
            loading?.cancel()
            throw error
        }
        let loaded = await loading?.value
        let cached = cache.map {
            CachedInspection(cache: $0, root: root, files: scan.files, limits: rules.limits, blobs: indexCopy?.blobs, loaded: loaded)
        }
        let records = (await inspect(cached?.pending ?? scan.files, verifying: cached) + (cached?.reused ?? []))
            .sorted { $0.path < $1.path }
        cached?.save(records)
        let contents = loadContents(scan.catalogSets, files: scan.files)
        let (listings, catalogProblems) = ImageGrouper().listings(catalogSets: scan.catalogSets, files: scan.files,
                                                                  loaded: contents)
        let snapshot = BundleSnapshot(records: records, imageSets: listings, scanProblems: scan.problems,
                                      catalogProblems: catalogProblems)
        let findings = CheckPasses.findings(for: snapshot, rules: rules)
        let manifest = AssetManifest(snapshot: snapshot, rules: rules, findings: findings)
        var outcome = CheckOutcome(root: root, snapshot: snapshot, findings: findings, manifest: manifest,
                                   elapsed: ContinuousClock.now - started)
        outcome.rules = rules
        outcome.skippedPaths = scan.skipped
        if let scope {
            outcome.findings = scope.findings(findings, in: snapshot)
            outcome.changedPaths = scope.checkedPaths(in: snapshot)
        }
        return outcome
    }

    /// The bundle's files at `root`, scanned, then inspected and sorted by path: the check's first
    /// steps alone, with no findings or manifest (`assetcheck init` surveys a project so).
    func inspectedRecords(root: String) async throws -> (scan: BundleScanner.Result, records: [AssetRecord]) {
        let scan = try BundleScanner(root: root, rules: rules).scan()
        return (scan, await inspect(scan.files, verifying: nil))
    }

    /// Inspects files on all cores, at most one file per core at a time, so memory stays bounded.
    /// The largest go first, so that no large background is left to finish alone at the end while
    /// the other cores have nothing to do.
    private func inspect(_ files: [ScannedFile], verifying cached: CachedInspection?) async -> [AssetRecord] {
        let files = files.sorted { ($0.size, $1.relativePath) > ($1.size, $0.relativePath) }
        let inspector = AssetInspector(rules: rules)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: AssetRecord.self) { group in
            var results: [AssetRecord] = []
            results.reserveCapacity(files.count)
            var next = files.makeIterator()
            func add(_ file: ScannedFile) {
                group.addTask { [limit = rules.limits.maxFileBytes, earlier = earlier[file.relativePath]] in
                    cached?.verified(file, limit: limit)
                        ?? earlier.flatMap { $0.bytes == file.size ? inspector.reusing($0) : nil }
                        ?? inspector.inspect(relativePath: file.relativePath, absolutePath: file.absolutePath, sizeHint: file.size,
                                            beneath: file.root)
                }
            }
            for _ in 0..<width { if let file = next.next() { add(file) } }
            for await record in group {
                results.append(record)
                progress?(results.count, files.count)
                if let file = next.next() { add(file) }
            }
            return results.sorted { $0.path < $1.path }
        }
    }

    /// Image and data sets' `Contents.json` bytes, read through the same safe reader as every asset.
    private func loadContents(_ catalogSets: [String], files: [ScannedFile]) -> [String: [UInt8]] {
        let wanted = Set(catalogSets.map { $0 + "/Contents.json" })
        var loaded: [String: [UInt8]] = [:]
        for file in files where wanted.contains(file.relativePath) {
            if case let .success(content) = FileReader.load(absolutePath: file.absolutePath, relativePath: file.relativePath,
                                                            limit: 1 << 20, beneath: file.root) {
                loaded[file.relativePath] = content.bytes
            }
        }
        return loaded
    }
}
