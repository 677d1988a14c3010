extension AssetManifest {
    /// Builds the manifest of `snapshot` with its resolved `findings`.
    /// Where the sources load each file's asset, by file path, capped at ``Entry/maxLoads``.
    static func loads(in snapshot: BundleSnapshot) -> [String: [String]] {
        guard let use = snapshot.assetUse else { return [:] }
        var byFile: [String: [String]] = [:]
        for asset in use.names.assets {
            guard let places = use.loads[asset.path] else { continue }
            for file in asset.files { byFile[file] = Array(places.prefix(Entry.maxLoads)) }
        }
        return byFile
    }

    public init(snapshot: BundleSnapshot, rules: RuleSet, findings: [Finding]) {
        let byPath = Dictionary(grouping: findings.filter { $0.path != nil }) { $0.path! }
        let loads = Self.loads(in: snapshot)
        var entries = snapshot.records.map { record in
            Entry(path: record.path, assetClass: record.assetClass, kind: record.kind, format: record.format,
                  bytes: record.bytes, sha256: record.sha256, scale: record.scale, facts: record.facts,
                  findings: byPath[record.path], loadedBy: loads[record.path])
        }
        // Findings on paths that are not files of their own (a missing Contents.json entry) stay visible.
        let orphans = findings.filter { $0.path.map { snapshot.record(at: $0) == nil } ?? true }
        var byKind: [String: KindTotal] = [:]
        for record in snapshot.records {
            byKind[record.kind.rawValue, default: KindTotal(files: 0, bytes: 0)].files += 1
            let bytes = byKind[record.kind.rawValue]?.bytes ?? 0
            byKind[record.kind.rawValue]?.bytes = bytes.addingClamped(record.bytes)
        }
        entries.sort { $0.path < $1.path }
        self.init(
            ruleSet: rules.name, assets: entries,
            totals: Totals(files: entries.count, bytes: snapshot.records.clampedSum(\.bytes),
                           errors: findings.count { $0.severity == .error },
                           warnings: findings.count { $0.severity == .warning }, byKind: byKind),
            findings: orphans.sorted(), budgets: BudgetHeadroom(snapshot: snapshot, rules: rules))
    }
}
