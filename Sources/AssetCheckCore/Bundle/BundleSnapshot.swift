import Foundation

/// Everything inspected in one bundle, ready for the checks: plain values, no file access.
public struct BundleSnapshot: Sendable {
    /// One record per file, sorted by path, each image variant with its scale.
    public private(set) var records: [AssetRecord]
    /// The scale variants of each image, sorted by name.
    public let imageGroups: [ImageGroup]
    public let imageSets: [ImageSetListing]
    /// Paths the scan could not read as files (links out of the bundle, loops, FIFOs).
    public let scanProblems: [ScanProblem]
    /// Image and data sets whose `Contents.json` is missing or unreadable.
    public let catalogProblems: [CatalogProblem]
    /// What the app's sources load and name; `nil` when none were read (no reference check runs).
    public let sources: SourceIndex?
    /// Which assets the sources use and where they load them, worked out once for the checks and
    /// the manifest; `nil` without sources, or when they load no asset by name (``SourceIndex/loadsAssets``).
    public let assetUse: AssetUse?

    /// Assembles a snapshot: groups the images into scale variants (scale from `Contents.json`
    /// in an image set, else from the `@2x` suffix) and sets each variant's scale.
    public init(records: consuming [AssetRecord], imageSets: [ImageSetListing] = [], scanProblems: [ScanProblem] = [],
                catalogProblems: [CatalogProblem] = [], sources: SourceIndex? = nil) {
        self.sources = sources
        // In place: a large bundle's records are tens of megabytes, and a caller that gives them up
        // (`consume`) has them sorted and scaled without a second copy.
        records.sortByPath()
        let grouped = ImageGroup.grouping(records, imageSets: imageSets)
        imageGroups = grouped.groups
        // Written only where it differs: most records have their scale from inspection already,
        // and each one written is a copy of it while the cache's save still holds the old.
        for index in records.indices where records[index].scale != grouped.scales[index] {
            records[index].scale = grouped.scales[index]
        }
        self.records = records
        self.imageSets = imageSets
        self.scanProblems = scanProblems
        self.catalogProblems = catalogProblems
        checkedRecords = self.records
        if let sources, sources.loadsAssets {
            assetUse = AssetUse(records: self.records, imageSets: imageSets, sources: sources)
        } else {
            assetUse = nil
        }
    }

    /// The decoded-memory estimate of ``records``, worked out on first use and kept: the memory
    /// budget's check and the summary's headroom both read it, and at 10,000 files it is a tenth
    /// of a pre-commit hook's time. The records it is made from never change after `init`.
    public var memoryEstimate: MemoryEstimate { derived.memoryEstimate { MemoryEstimate(snapshot: self) } }

    private let derived = Derived()

    /// What is worked out from the snapshot once, on first use, by whichever thread asks first.
    private final class Derived: @unchecked Sendable {
        private let lock = NSLock()
        private var estimate: MemoryEstimate?
        /// Held while the groups are read or made: a second thread asking meanwhile waits for them
        /// rather than making them again.
        private let groupsLock = NSLock()
        private var groups: (budget: MemoryBudget, groups: [MemoryEstimate.Group])?

        func memoryEstimate(_ make: () -> MemoryEstimate) -> MemoryEstimate {
            lock.lock()
            defer { lock.unlock() }
            if let estimate { return estimate }
            let made = make()
            estimate = made
            return made
        }

        func memoryGroups(of budget: MemoryBudget, _ make: () -> [MemoryEstimate.Group]) -> [MemoryEstimate.Group] {
            // Made under a lock of their own: making them asks for the estimate, which takes the other.
            groupsLock.withLock {
                if let groups, groups.budget == budget { return groups.groups }
                let made = make()
                groups = (budget, made)
                return made
            }
        }
    }

    /// The records whose own checks run (each file's format, size, sound, ...), sorted by path:
    /// every record, unless ``focus(on:)`` narrowed them. Checks across files (image groups,
    /// duplicates, budgets) read ``records``.
    public private(set) var checkedRecords: [AssetRecord] = []

    /// The paths ``focus(on:)`` narrowed the checks to; `nil` when every file is checked.
    public private(set) var focus: Set<String>?

    /// Narrows the checks to the findings on `paths` (and on the bundle as a whole): a run that
    /// reports only those (a pre-commit hook's) need not check every other file on its own, nor
    /// word findings that land elsewhere. Checks across files still read every record, and a
    /// per-file check's findings and evaluations are on its file alone, so those on `paths` and
    /// on the bundle are the same as without the focus.
    public mutating func focus(on paths: Set<String>) {
        focus = paths
        // A hook's few paths are found by halves, not looked up for each of a large bundle's records.
        guard paths.count * 64 < records.count else {
            checkedRecords = records.filter { paths.contains($0.path) }
            return
        }
        var found: [Int] = []
        for path in paths {
            guard var index = index(ofRecordAt: path) else { continue }
            while index < records.endIndex, records[index].path == path {
                found.append(index)
                index += 1
            }
        }
        checkedRecords = found.sorted().map { records[$0] }
    }

    /// The records of files below the folder `folder` (bundle-relative), in path order: found by
    /// halves, as their paths are next to each other in ``records``.
    public func records(under folder: String) -> ArraySlice<AssetRecord> {
        let prefix = folder + "/"
        let start = firstIndex(notBefore: prefix)
        var end = start
        while end < records.endIndex, records[end].path.hasPrefix(prefix) { end += 1 }
        return records[start..<end]
    }

    /// False when the snapshot is focused elsewhere (``focus(on:)``): no finding on `path` is wanted.
    public func wantsFindings(on path: String) -> Bool { focus?.contains(path) ?? true }

    /// The record at a bundle-relative path: a binary search of ``records``, which are sorted by
    /// path, so that a large bundle's records are held once and not indexed again by path.
    public func record(at path: String) -> AssetRecord? {
        index(ofRecordAt: path).map { records[$0] }
    }

    /// The index in ``records`` of the (first) record at a bundle-relative path, found as
    /// ``record(at:)`` finds it: for reading a record in place, without copying it.
    public func index(ofRecordAt path: String) -> Int? {
        let index = firstIndex(notBefore: path)
        return index < records.endIndex && records[index].path == path ? index : nil
    }

    /// The index of the first record whose path does not sort before `path` (``records``'
    /// end when there is none), found by halves.
    private func firstIndex(notBefore path: String) -> Int {
        var (low, high) = (records.startIndex, records.endIndex)
        while low < high {
            let middle = low + (high - low) / 2
            if records[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The groups of the memory budget `budget` (``MemoryEstimate/groups(of:)``), worked out on
    /// first use and kept: the memory budget's check and the summary's headroom both read them.
    public func memoryGroups(of budget: MemoryBudget) -> [MemoryEstimate.Group] {
        derived.memoryGroups(of: budget) { memoryEstimate.groups(of: budget) }
    }
}
