import AssetCheckCore

/// The files a run was asked about (`--staged`, or a file list), and which findings they affect.
///
/// Every file of the bundle is still known (from the cache, or inspected), so checks across
/// files see the whole bundle. Reported are the findings on:
/// - the changed files themselves;
/// - the other scale variants of a changed or deleted image (a missing or mismatched @3x is
///   reported on its @2x), and every file of an `.imageset` that holds one, with its `Contents.json`;
/// - Lottie files that refer to a changed or deleted image by its file name;
/// - files with the same content as a changed file (duplicates);
/// - the bundle as a whole (budgets, required files), whenever anything in the bundle changed;
/// - changed source files of the app (``sources``): a load in them of an asset the bundle lacks.
public struct ChangeScope: Sendable, Hashable {
    /// Bundle-relative paths of added, modified or renamed files.
    public var changed: Set<String>
    /// Bundle-relative paths of deleted files (they affect their image group and the bundle).
    public var deleted: Set<String>
    /// Changed files of the app's sources, by the paths findings name them (relative to the
    /// bundle: `../App/ShopView.swift`): a commit of code alone can load an asset the bundle lacks.
    public var sources: Set<String> = []

    public init(changed: Set<String>, deleted: Set<String> = []) {
        self.changed = changed
        self.deleted = deleted
    }

    /// True when neither a file of the bundle nor a source file changed: nothing to check.
    public var isEmpty: Bool { changed.isEmpty && deleted.isEmpty && sources.isEmpty }

    /// `path` (absolute, standardized) as findings name it: relative to `bundle` (absolute,
    /// standardized), with `../` steps when it lies beside it.
    static func shown(_ path: String, bundle: String) -> String {
        if path.hasPrefix(bundle + "/") { return String(path.dropFirst(bundle.count + 1)) }
        let from = bundle.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// The changed files that exist in `snapshot`, sorted: the files this run checked.
    public func checkedPaths(in snapshot: BundleSnapshot) -> [String] {
        changed.filter { snapshot.record(at: $0) != nil }.sorted()
    }

    /// The findings these changes affect, in their order.
    public func findings(_ findings: [Finding], in snapshot: BundleSnapshot) -> [Finding] {
        self.findings(findings, among: affectedPaths(in: snapshot))
    }

    /// The findings these changes affect, in their order, given their ``affectedPaths(in:)``.
    public func findings(_ findings: [Finding], among paths: Set<String>) -> [Finding] {
        guard !isEmpty else { return [] }
        let bundleChanged = !changed.isEmpty || !deleted.isEmpty
        return findings.filter { finding in finding.path.map(paths.contains) ?? bundleChanged }
    }

    /// The evaluations on what these changes affect, given their ``affectedPaths(in:)``, as
    /// ``findings(_:among:)`` keeps findings.
    public func evaluations(_ evaluations: Evaluations, among paths: Set<String>) -> Evaluations {
        guard !isEmpty else { return [] }
        let bundleChanged = !changed.isEmpty || !deleted.isEmpty
        return Evaluations(evaluations.lazy.filter { evaluation in evaluation.subject.map(paths.contains) ?? bundleChanged })
    }

    /// Paths whose findings are reported: see the type's description.
    ///
    /// Every image group and record of the bundle is asked about the few files a commit changes:
    /// a handful are compared as they are, not hashed once for each of a large bundle's files.
    public func affectedPaths(in snapshot: BundleSnapshot) -> Set<String> {
        let touched = changed.union(deleted)
        var paths = touched.union(sources)
        let isTouched = touched.makeMembershipTest()
        let isGroupName = Set(touched.map(ImageGroup.name(forImageAt:))).makeMembershipTest()
        for index in snapshot.imageGroups.indices where isGroupName(snapshot.imageGroups[index].name)
            || snapshot.imageGroups[index].variants.values.contains(where: isTouched) {
            paths.insert(snapshot.imageGroups[index].name)
            paths.formUnion(snapshot.imageGroups[index].variants.values)
        }
        let sets = Set(touched.compactMap { CatalogPath.imageSet(containing: $0) })
        for set in sets {
            paths.formUnion([set, set + "/Contents.json"])
            paths.formUnion(snapshot.records(under: set).lazy.map(\.path).filter { CatalogPath.imageSet(containing: $0) == set })
        }
        let isName = Set(touched.map(Self.fileName)).makeMembershipTest()
        // Each record read in place, not copied into a filtered list: a hook's run asks this of
        // every record of a large bundle.
        for index in snapshot.records.indices
        where snapshot.records[index].animation?.externalImages.contains(where: { isName(Self.fileName($0)) }) == true {
            paths.insert(snapshot.records[index].path)
        }
        let hashes = Set(changed.compactMap { snapshot.record(at: $0)?.sha256 })
        if !hashes.isEmpty {
            let isHash = hashes.makeMembershipTest()
            for index in snapshot.records.indices where snapshot.records[index].sha256.map(isHash) == true {
                paths.insert(snapshot.records[index].path)
            }
        }
        return paths
    }

    /// The image group a path belongs to, named as ``ImageGroup/name``: the `.imageset` folder, or
    /// folder + base name + device modifier for a loose file (`Characters/Bennie/wave`).
    static func fileName(_ path: String) -> String {
        String(path.lastPathName)
    }
}
