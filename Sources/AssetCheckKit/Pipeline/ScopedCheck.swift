import AssetCheckCore
import AssetReferences
import Foundation

/// A ``BundleChecker`` run over the files a ``ChangeRequest`` names. With `staged`, the whole
/// bundle is read as git's index holds it (the tree the commit will record: unstaged edits,
/// untracked files and files deleted only from the working tree do not count), copied to a
/// temporary folder that is removed after the check. Only what the run must read is copied (see
/// ``IndexCopy/unwritten``): a commit that changes one file of a large bundle has git write that
/// file, not the bundle.
public struct ScopedCheck: Sendable {
    /// The checker, with its scope and, for a staged run, the copy of the index to read.
    public var checker: BundleChecker
    /// The bundle folder, as the user gave it.
    public var root: String
    /// Holds the copy of the index of a staged run; `nil` otherwise.
    public var temporaryFolder: String?
    /// The app's sources, being read while a staged run asks git for the index and reads the cache.
    var readingSources: Task<SourceIndex, Never>?
    /// The changed files of a staged run, being read from the index's copy as soon as git wrote
    /// them (``BundleChecker/readAhead(_:written:known:)``), while the other files are sifted.
    var readingAhead: Background<[String: AssetRecord]>?

    /// The check of `changes` in `root` with `checker`, or `nil` when only changed files are asked
    /// for and none of them is in the bundle (nothing to check).
    /// For a staged run, `ahead` is git being asked already (``StagedBundle/Ahead``): its answers
    /// are taken when it was started for the same `root`, `workingDirectory` and `environment`.
    public init?(_ changes: ChangeRequest, root: String, checker: BundleChecker,
                 workingDirectory: String = FileManager.default.currentDirectoryPath,
                 environment: [String: String] = ProcessInfo.processInfo.environment, ahead: StagedBundle.Ahead? = nil) throws {
        self.root = root
        self.checker = checker
        guard changes.staged else {
            var scope = try changes.scope(root: root, workingDirectory: workingDirectory)
            if let sources = checker.sources, let commits = changes.commits {
                let files = try StagedBundle(root: root, workingDirectory: workingDirectory, environment: environment)
                    .changedFiles(withExtensions: SourceReader.extensions, between: commits)
                scope?.sources = Self.shown(files, among: sources, root: root)
            } else if let sources = checker.sources, !changes.files.isEmpty {
                let files = changes.files.map { ChangeRequest.realPath(of: $0, relativeTo: workingDirectory) }
                    .filter { SourceReader.extensions.contains(SourceScanner.fileExtension($0)) }
                scope?.sources = Self.shown(files, among: sources, root: root)
            }
            if let scope, scope.isEmpty { return nil }
            self.checker.scope = scope
            return
        }
        // The cache, a large bundle's longest step before its check, is read while git runs: for
        // a file of at most the cache's size for no files, as the count is not known yet (a larger
        // one is read once the index says how many files there are).
        let loading = checker.cache.map { cache in
            Background { cache.load(bundle: CachedInspection.bundleKey(root: root, staged: true), files: 0) }
        }
        let asked = ahead.flatMap { $0.isAsked(for: root, workingDirectory: workingDirectory, environment: environment) ? $0 : nil }
            ?? StagedBundle.Ahead(root: root, workingDirectory: workingDirectory, environment: environment)
        let answers = try asked.answers.value.get()
        let (staged, listing) = (answers.staged, answers.listing)
        let changes = try answers.changes.get()
        var scope = changes.bundle
        if let sources = checker.sources { scope.sources = Self.shown(changes.sources, among: sources, root: root) }
        if scope.isEmpty { return nil }
        self.checker.scope = scope
        readingSources = self.checker.readSources(root: root)
        let folder = try Self.makeTemporaryFolder()
        do {
            (self.checker.indexCopy, readingAhead) = try Self.indexCopy(of: staged, listing: listing, changed: scope.changed, for: self.checker,
                                                                       root: root, into: folder, loading: loading)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        temporaryFolder = folder
    }

    /// The `files` (real absolute paths) that lie in the folders or are the files `sources`
    /// reads, by the paths findings name them (relative to the bundle `root`, as the run's
    /// source reader shows them).
    static func shown(_ files: [String], among sources: SourceRequest, root: String) -> Set<String> {
        let bundle = URL(fileURLWithPath: root).standardizedFileURL.path
        let places = sources.paths.map { path in
            (shown: URL(fileURLWithPath: path).standardizedFileURL.path,
             real: URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path)
        }
        var found: Set<String> = []
        for file in files {
            guard let place = places.first(where: { file == $0.real || file.hasPrefix($0.real == "/" ? "/" : $0.real + "/") }) else { continue }
            found.insert(ChangeScope.shown(place.shown + file.dropFirst(place.real.count), bundle: bundle))
        }
        return found
    }

    /// Runs the check, then removes the staged copies.
    public func check() async throws -> CheckOutcome {
        defer { if let temporaryFolder { try? FileManager.default.removeItem(atPath: temporaryFolder) } }
        return try await checker.check(root: root, readingSources: readingSources, readingAhead: readingAhead)
    }

    /// The bundle as the index of `staged` holds it, below `folder`. A file the cache of staged
    /// runs holds by its blob id is not read, so git writes only the others; nor are files a walk
    /// leaves out (excluded) or only lists as skipped. The catalogs' `Contents.json` among those
    /// not written, which the listings read, come from the cache where it holds their bytes, else
    /// from git in one process. Links, names that are not UTF-8 and files nested deeper than 32
    /// folders (a walk stops at 64, with a finding) are always written. Of the `changed` files
    /// (bundle-relative), those to write are written first, while the rest are sifted. `listing`
    /// is the index's entries in the bundle (``StagedBundle/entries()``), and `loading` the cache,
    /// both being read meanwhile from before git was first run. Also returns the changed files
    /// being read as soon as they are written (``BundleChecker/readAhead(_:written:known:)``).
    private static func indexCopy(of staged: StagedBundle, listing: Background<Result<StagedBundle.Listing, Git.Failure>>,
                                  changed: Set<String>, for checker: BundleChecker, root: String, into folder: String,
                                  loading: Background<[String: InspectionCache.Entry]>?)
        throws -> (IndexCopy, Background<[String: AssetRecord]>?) {
        let key = CachedInspection.bundleKey(root: root, staged: true)
        let index = try listing.value.get()
        let entries = index.entries
        let loaded = loading?.value
        let blobs = entries.mapValues(\.blob)
        let cached = checker.cache.map { cache in
            loaded.flatMap { $0.isEmpty && InspectionCache.maxBytes(files: entries.count) > InspectionCache.maxBytes(files: 0) ? nil : $0 }
                ?? cache.load(bundle: key, files: entries.count)
        }
        let known = CachedInspection.trusted(cached ?? [:], limits: checker.rules.limits)
        // The files the commit changes that the walk lists and the cache lacks (by their blob) are
        // written while the others are sifted: git's start is then off the hook's way.
        var judge = BundleScanner.WalkFilter(rules: checker.rules)
        let early = changed.filter { file in
            guard let entry = entries[file], entry.isPlainFile, Self.isShallow(file), judge.lists(file) else { return false }
            return !(known[file].map { CachedInspection.keeps($0, blob: entry.blob) } ?? false)
        }
        let writing = early.isEmpty ? nil : Background { [early = early.sorted()] in
            Result { () throws(Git.Failure) in try staged.materialize(early, into: folder) }
        }
        // They are read as soon as git has written them, while the others are sifted and scanned.
        let reading = writing.flatMap { checker.readAhead(early, written: $0, known: known) }
        // Git is done writing, and they are read, before the folder can be removed, on every way out.
        var handedOver = false
        defer {
            _ = writing?.value
            if !handedOver { _ = reading?.value }
        }
        // Each file is judged on every core (a walk's verdict and the cache's), then gathered in
        // the index's order, which the scan of the copy then need not sort again.
        let files = index.ordered
        let sifted = ChunkedWork.map(count: files.count, minimum: 1024) { [rules = checker.rules] range in
            var walk = BundleScanner.WalkFilter(rules: rules)
            var part = SiftedFiles()
            for (file, entry) in files[range] {
                guard entry.isPlainFile, Self.isShallow(file) else {
                    part.written.append(file)
                    continue
                }
                guard walk.lists(file) else {
                    part.unwritten.append((file, 0))
                    continue
                }
                guard let kept = known[file], CachedInspection.keeps(kept, blob: entry.blob),
                      !CatalogPath.isMetadata(file) || (1...BundleChecker.maxContentsBytes).contains(kept.record.bytes) else {
                    part.written.append(file)
                    continue
                }
                part.unwritten.append((file, kept.record.bytes))
                part.listed.append(.init(path: file, bytes: kept.record.bytes))
            }
            part.skipped = walk.skipped
            part.catalogSets = walk.catalogSets
            return [part]
        }
        var unwritten: [String: Int] = [:], listed: [BundleScanner.Listed] = [], written: [String] = []
        var skipped: Set<String> = [], catalogSets: Set<String> = []
        unwritten.reserveCapacity(entries.count)
        listed.reserveCapacity(entries.count)
        for part in sifted {
            for (file, bytes) in part.unwritten { unwritten[file] = bytes }
            listed += part.listed
            written += part.written
            skipped.formUnion(part.skipped)
            catalogSets.formUnion(part.catalogSets)
        }
        // The listings read the `Contents.json` of sets alone (not a catalog's or a group's own).
        // Those the cache holds the bytes of (kept by the same blob) are not asked of git: a hook
        // whose catalogs did not change starts no `git cat-file`.
        let metadata = listed.compactMap { CatalogPath.isMetadata($0.path) && CatalogPath.set(containing: $0.path) != nil ? $0.path : nil }
        var contents: [String: [UInt8]] = [:], asked: [String: String] = [:]
        for file in metadata {
            if let bytes = known[file]?.contents { contents[file] = bytes } else if let blob = blobs[file] { asked[file] = blob }
        }
        contents.merge(try staged.contents(of: asked)) { cached, _ in cached }
        // A listing git could not give as the cache has it is written after all.
        let unlisted = Set(metadata.filter { contents[$0]?.count != unwritten[$0] })
        for file in unlisted { unwritten[file] = nil }
        if !unlisted.isEmpty {
            listed.removeAll { unlisted.contains($0.path) }
            written += unlisted
        }
        _ = try writing?.value.get()
        // What the sift wrote down as read from the copy, not each of the index's files asked again.
        let copy = try staged.materialize(written.filter { !early.contains($0) }.sorted(), into: folder)
        var indexCopy = IndexCopy(folder: copy, blobs: blobs, cached: cached, unwritten: unwritten)
        indexCopy.contents = contents.filter { unwritten[$0.key] != nil }
        // The walk saw every file the copy holds too, whose folders it entered, so its catalog sets
        // and skipped paths are those of the unwritten files and of folders the copy's walk enters.
        indexCopy.walked = .init(listed: listed, skipped: skipped, catalogSets: catalogSets)
        indexCopy.trusted = known
        handedOver = true
        return (indexCopy, reading)
    }

    /// What a part of the index's files sifts to: those left out of the copy, each with its size
    /// (0 where the walk leaves it out), those of them the walk lists, those written to the copy,
    /// and what the walk found.
    private struct SiftedFiles {
        var unwritten: [(file: String, bytes: Int)] = []
        var listed: [BundleScanner.Listed] = []
        var written: [String] = []
        var skipped: Set<String> = []
        var catalogSets: Set<String> = []
    }

    /// True for a file nested in fewer than 32 folders, which may be left out of the index's copy.
    private static func isShallow(_ file: String) -> Bool {
        file.utf8.count(where: { $0 == UInt8(ascii: "/") }) < 32
    }

    /// A temporary folder for staged copies, under the system's temporary folder.
    static func makeTemporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("assetcheck-staged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
