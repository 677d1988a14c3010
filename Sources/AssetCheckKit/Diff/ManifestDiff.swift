import AssetCheckCore

/// What changed between two manifests: assets added, removed, changed and moved with their
/// byte deltas, each budget's headroom before and after, and the findings introduced and fixed.
///
/// Plain values, sorted; ``DiffTextReport`` and ``DiffMarkdownReport`` shape them for people.
public struct ManifestDiff: Sendable, Hashable {
    /// Counts of one side.
    public struct Side: Sendable, Hashable {
        public var ruleSet: String
        public var files: Int
        public var bytes: Int
        public var errors: Int
        public var warnings: Int
    }

    /// One asset that differs between the sides.
    public struct AssetChange: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case added, removed, changed, moved
        }

        public var kind: Kind
        /// The path on the new side (on the old side for `removed`).
        public var path: String
        /// The old path of a moved asset (same content, new path).
        public var oldPath: String?
        public var oldBytes: Int?
        public var newBytes: Int?

        /// New bytes minus old bytes; a removed asset counts negative.
        public var delta: Int { (newBytes ?? 0) - (oldBytes ?? 0) }
    }

    /// One budget on either side; `nil` on a side whose manifest or rules do not have it.
    public struct BudgetChange: Sendable, Hashable {
        public var kind: BudgetHeadroom.Kind
        public var name: String
        public var before: BudgetUse?
        public var after: BudgetUse?
    }

    /// Where the code loads an asset file, gained and lost, for files on both sides (see
    /// ``AssetCheckCore/AssetManifest/Entry/loadedBy``).
    public struct LoadChange: Sendable, Hashable {
        public var path: String
        /// Places (`App/Shop.swift:12`) the new side lists and the old side doesn't, sorted.
        public var gained: [String]
        /// Places the old side lists and the new side doesn't, sorted.
        public var lost: [String]
    }

    public var old: Side
    public var new: Side
    /// Sorted by path.
    public var assets: [AssetChange]
    /// Bundle size first, then classes, then memory groups, each sorted by name.
    public var budgets: [BudgetChange]
    /// Sorted by path; only files whose loads differ.
    public var loads: [LoadChange]
    /// Findings of the new side that the old side does not have (matched as a baseline matches). Sorted.
    public var introduced: [Finding]
    /// Findings of the old side that the new side no longer has. Sorted.
    public var fixed: [Finding]

    /// Compares `old` with `new`.
    public init(old: AssetManifest, new: AssetManifest) {
        self.old = Self.side(old)
        self.new = Self.side(new)
        assets = Self.assetChanges(old: old.assets, new: new.assets)
        budgets = Self.budgetChanges(old: old.budgets, new: new.budgets)
        loads = Self.loadChanges(old: old.assets, new: new.assets)
        let before = old.allFindings, after = new.allFindings
        // A manifest from before fingerprints existed is compared by path and check alone.
        let loose = (before + after).contains { $0.fingerprint == .unknown }
        func recorded(_ findings: [Finding]) -> Baseline {
            loose ? Baseline(findings: findings).matchingPathAndCheckOnly : Baseline(findings: findings)
        }
        introduced = BaselineComparison(findings: after, baseline: recorded(before)).new
        fixed = BaselineComparison(findings: before, baseline: recorded(after)).new
    }

    /// How many assets changed in each way.
    public func count(_ kind: AssetChange.Kind) -> Int { assets.count { $0.kind == kind } }

    private static func side(_ manifest: AssetManifest) -> Side {
        Side(ruleSet: manifest.ruleSet, files: manifest.totals.files, bytes: manifest.totals.bytes,
             errors: manifest.totals.errors, warnings: manifest.totals.warnings)
    }

    /// The files on both sides whose places of loading differ. A file whose manifest lists none
    /// (no sources were read, or none loads it) counts as listing none.
    private static func loadChanges(old: [AssetManifest.Entry], new: [AssetManifest.Entry]) -> [LoadChange] {
        var before: [String: Set<String>] = [:]
        for entry in old where before[entry.path] == nil { before[entry.path] = Set(entry.loadedBy ?? []) }
        var seen: Set<String> = []
        var changes: [LoadChange] = []
        for entry in new where seen.insert(entry.path).inserted {
            guard let previous = before[entry.path] else { continue }
            let now = Set(entry.loadedBy ?? [])
            if now != previous {
                changes.append(LoadChange(path: entry.path, gained: now.subtracting(previous).sorted(), lost: previous.subtracting(now).sorted()))
            }
        }
        return changes.sorted { $0.path < $1.path }
    }

    private static func assetChanges(old: [AssetManifest.Entry], new: [AssetManifest.Entry]) -> [AssetChange] {
        // Positions, not copies of the entries: a 200,000-asset diff held four copies of each, 600 MB.
        func firstByPath(_ entries: [AssetManifest.Entry]) -> [String: Int] {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() where positions[entry.path] == nil { positions[entry.path] = index }
            return positions
        }
        let before = firstByPath(old), after = firstByPath(new)
        let removed = before.filter { after[$0.key] == nil }.map(\.value).sorted { old[$0].path < old[$1].path }
        // The removed files by content, each list in path order: a new path takes the first one
        // left with its content, as a move (one lookup each, where a search of every removed file was quadratic).
        var removedByContent: [String: ArraySlice<Int>] = [:]
        for index in removed { if let sha = old[index].sha256 { removedByContent[sha, default: []].append(index) } }
        var moved: Set<Int> = []
        var changes: [AssetChange] = []
        for index in after.values.sorted(by: { new[$0].path < new[$1].path }) {
            let entry = new[index]
            if let position = before[entry.path] {
                let previous = old[position]
                if previous.sha256 != entry.sha256 || previous.bytes != entry.bytes {
                    changes.append(AssetChange(kind: .changed, path: entry.path, oldBytes: previous.bytes, newBytes: entry.bytes))
                }
            } else if let sha = entry.sha256, let origin = removedByContent[sha]?.popFirst() {
                moved.insert(origin)
                changes.append(AssetChange(kind: .moved, path: entry.path, oldPath: old[origin].path,
                                           oldBytes: old[origin].bytes, newBytes: entry.bytes))
            } else {
                changes.append(AssetChange(kind: .added, path: entry.path, newBytes: entry.bytes))
            }
        }
        changes += removed.filter { !moved.contains($0) }.map { AssetChange(kind: .removed, path: old[$0].path, oldBytes: old[$0].bytes) }
        return changes.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }

    private static func budgetChanges(old: BudgetHeadroom?, new: BudgetHeadroom?) -> [BudgetChange] {
        let kinds: [BudgetHeadroom.Kind] = [.bundleSize, .classSize, .memory]
        let before = old?.all ?? [], after = new?.all ?? []
        return kinds.flatMap { kind -> [BudgetChange] in
            let names = Set((before + after).filter { $0.kind == kind }.map(\.use.name)).sorted()
            return names.map { name in
                BudgetChange(kind: kind, name: name,
                             before: before.first { $0.kind == kind && $0.use.name == name }?.use,
                             after: after.first { $0.kind == kind && $0.use.name == name }?.use)
            }
        }
    }
}
