import AssetCheckCore
import AssetInspection
import Foundation

/// Runs the whole check of one bundle: scan, inspect in parallel, group, check, build the manifest.
///
/// The library never prints: the caller picks reporters for the ``CheckOutcome``.
public struct BundleChecker: Sendable {
    public let rules: RuleSet

    public init(rules: RuleSet) { self.rules = rules }

    /// Checks the bundle at `root`; throws only when `root` is not a readable folder.
    public func check(root: String) async throws -> CheckOutcome {
        let started = ContinuousClock.now
        let scan = try BundleScanner(root: root, rules: rules).scan()
        var records = await inspect(scan.files)
        let grouper = ImageGrouper(rules: rules)
        let contents = loadContents(scan.imageSets, files: scan.files)
        let (listings, catalogProblems) = grouper.listings(imageSets: scan.imageSets, files: scan.files, loaded: contents)
        let groups = grouper.groups(records: records, imageSets: listings)
        let scales = grouper.scales(of: groups)
        for index in records.indices { records[index].scale = scales[records[index].path] }
        let snapshot = BundleSnapshot(records: records, imageGroups: groups, imageSets: listings,
                                      scanProblems: scan.problems + catalogProblems)
        let findings = CheckPasses.findings(for: snapshot, rules: rules)
        let manifest = AssetManifest(snapshot: snapshot, rules: rules, findings: findings)
        return CheckOutcome(root: root, snapshot: snapshot, findings: findings, manifest: manifest,
                            elapsed: ContinuousClock.now - started)
    }

    /// Inspects files on all cores, at most one file per core at a time, so memory stays bounded.
    private func inspect(_ files: [ScannedFile]) async -> [AssetRecord] {
        let inspector = AssetInspector(rules: rules)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: AssetRecord.self) { group in
            var results: [AssetRecord] = []
            results.reserveCapacity(files.count)
            var next = files.makeIterator()
            func add(_ file: ScannedFile) {
                group.addTask {
                    inspector.inspect(relativePath: file.relativePath, absolutePath: file.absolutePath, sizeHint: file.size)
                }
            }
            for _ in 0..<width { if let file = next.next() { add(file) } }
            for await record in group {
                results.append(record)
                if let file = next.next() { add(file) }
            }
            return results.sorted { $0.path < $1.path }
        }
    }

    /// Image sets' `Contents.json` bytes, read through the same safe reader as every asset.
    private func loadContents(_ imageSets: [String], files: [ScannedFile]) -> [String: [UInt8]] {
        let wanted = Set(imageSets.map { $0 + "/Contents.json" })
        var loaded: [String: [UInt8]] = [:]
        for file in files where wanted.contains(file.relativePath) {
            if case let .success(content) = FileReader.load(absolutePath: file.absolutePath, relativePath: file.relativePath,
                                                            limit: 1 << 20) {
                loaded[file.relativePath] = content.bytes
            }
        }
        return loaded
    }
}
