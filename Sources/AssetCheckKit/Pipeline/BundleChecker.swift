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
    /// The app's sources to read for asset loads; `nil` reads none (no reference check runs).
    public var sources: SourceRequest?
    /// Where the sources' cache lives (beside the inspection cache); `nil` reads every source file.
    public var sourceCache: (folder: String, toolVersion: String)?
    /// Previews for the HTML report, made as the files are read (see ``Previewing``); `nil` makes none.
    public var previewing: Previewing?
    /// True to keep what each check evaluated, passed or not, for reports that show passing checks
    /// (JUnit's test cases); a run with ``previewing`` keeps them anyway, for the HTML report.
    public var evaluating = false
    /// True, with a ``scope``, to run each file's own checks only on the files whose findings the
    /// scope reports (``BundleSnapshot/focus(on:)``): the outcome's findings and evaluations are
    /// the same, but its manifest then lacks the other files' own findings. For a run that writes
    /// neither the manifest nor a baseline (a pre-commit hook's); false by default.
    public var focusesOnScope = false
    /// Given, at the end of a run, the large values it is done with (the walk's list of files, the
    /// cache's view of them), which it would free one by one otherwise: a command that exits right
    /// after keeps them for the exit to let go of at once (at 10,000 files, a hook's milliseconds).
    /// `nil` frees them; a long-lived caller (watch mode) leaves it so.
    public var leaving: (@Sendable (any Sendable) -> Void)?
    /// What `assetcheck init`'s survey read of the bundle moments ago (see ``EarlierRead``).
    var earlier = EarlierRead()

    /// What a survey of the bundle read moments ago, for the check right after it to reuse.
    struct EarlierRead: Sendable {
        /// Records of the bundle's files, by path: one of the same size is reused where its
        /// class reads it no differently (``AssetInspector/reusing(_:)``), before the cache is asked.
        var records: [String: AssetRecord] = [:]
        /// The survey's walk of the folder, under rules that excluded these patterns (no more than
        /// the check's do): narrowed to the check's rules instead of walking the folder again.
        var scan: (result: BundleScanner.Result, excluded: Set<String>)?
        /// The catalog sets' listings read from that walk's files: used when the check's rules
        /// exclude nothing more, so that the narrowed walk is the same.
        var listings: ImageGrouper.Listings?
    }

    public init(rules: RuleSet, cache: InspectionCache? = nil, scope: ChangeScope? = nil,
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.rules = rules
        self.cache = cache
        self.scope = scope
        self.progress = progress
    }

    /// Checks the bundle at `root`; throws only when `root` is not a readable folder.
    public func check(root: String) async throws -> CheckOutcome {
        try await check(root: root, readingSources: nil)
    }

    /// Starts reading the app's ``sources`` for a check of the bundle at `root`; `nil` without sources.
    func readSources(root: String) -> Task<SourceIndex, Never>? {
        sources.map { request in
            Task { [root, cache = sourceCache] in
                SourceIndexReader(request: request, bundle: root, cacheFolder: cache?.folder, toolVersion: cache?.toolVersion ?? "").read()
            }
        }
    }

    /// Checks the bundle at `root`, with its sources already being read by `reading` (from
    /// ``readSources(root:)``) when given, and a staged run's changed files by `early` (from
    /// ``readAhead(_:written:known:)``).
    func check(root: String, readingSources reading: Task<SourceIndex, Never>?,
               readingAhead early: Background<[String: AssetRecord]>? = nil) async throws -> CheckOutcome {
        let started = ContinuousClock.now
        // The cache is read and decoded while the bundle is scanned (a warm run's two largest steps).
        let loading = cache.map { cache in
            Task { [key = CachedInspection.bundleKey(root: root, staged: indexCopy != nil), known = indexCopy?.cached] in
                known ?? cache.load(bundle: key, files: 0)
            }
        }
        // The sources are read on their own while the bundle is scanned and inspected.
        let readingSources = reading ?? readSources(root: root)
        let scan: BundleScanner.Result
        var listed: ImageGrouper.Listings?
        do {
            if let (earlierScan, excluded) = earlier.scan {
                scan = earlierScan.narrowed(to: rules, from: excluded)
                if BundleScanner.Result.excludesNothingMore(rules, than: excluded) { listed = earlier.listings }
            } else if let indexCopy {
                let scanner = BundleScanner(root: indexCopy.folder, rules: rules)
                if let walked = indexCopy.walked {
                    scan = try scanner.scan().adding(unwritten: indexCopy.unwritten, listed: walked.listed, skipped: walked.skipped,
                                                     catalogSets: walked.catalogSets, scanner: scanner)
                } else {
                    scan = try scanner.scan().adding(unwritten: indexCopy.unwritten, scanner: scanner)
                }
            } else {
                scan = try BundleScanner(root: root, rules: rules).scan()
            }
        } catch {
            loading?.cancel()
            readingSources?.cancel()
            throw error
        }
        let loaded = await loading?.value
        let cached = cache.map {
            CachedInspection(cache: $0, root: root, files: scan.files, limits: rules.limits, blobs: indexCopy?.blobs, loaded: loaded,
                             trusted: indexCopy?.trusted, unwritten: indexCopy?.unwritten)
        }
        var pending = cached?.pending ?? scan.files
        var reused = cached?.reused ?? []
        // Of those a staged run read ahead, the records of files the scan lists and the cache
        // did not keep (the others are its).
        var readAhead: [AssetRecord] = []
        if let early = early?.value {
            pending.removeAll { file in
                guard let record = early[file.relativePath] else { return false }
                readAhead.append(record)
                return true
            }
        }
        let asked = previewing.map { (request: $0.request(for: scan.files, rules: rules), limits: $0) }
        let previews = asked?.request
        var remembered: [String: AssetPreview] = [:]
        var shown: Set<String> = []
        if let previews {
            // A cached record holds no preview: a file that has one is read (once) for it, unless
            // an earlier run in this process made it from the same content.
            for record in reused where previews.shows(record) {
                if let key = previews.memoryKey(record), let known = previewing?.memory?.preview(for: key) {
                    remembered[record.path] = known
                } else {
                    shown.insert(record.path)
                }
            }
            reused.removeAll { shown.contains($0.path) }
            pending += scan.files.filter { shown.contains($0.relativePath) }
        }
        // The catalog sets' Contents.json, read once: for the listings, and inspected from the same bytes.
        let contents = listed == nil ? Self.readContents(scan.catalogSets, files: scan.files, known: indexCopy?.contents ?? [:]) : nil
        var (inspected, made) = await inspect(pending, verifying: cached, previews: asked, read: contents?.files ?? [:])
        inspected += readAhead
        // Merged and sorted in place: a large bundle's records are tens of megabytes a copy.
        var records = reused
        reused = []
        records.sortByPath(inserting: consume inspected)
        // The cache is saved on a thread of its own while the snapshot is made and checked (a
        // save is one core's work, as much as the checks at 10,000 files), and waited for before
        // the outcome is returned.
        let saving = cached.map { cached in
            Background { [records, shown, contents = contents?.bytes ?? [:]] in cached.save(records, contents: contents, reread: shown) }
        }
        if let previews, let memory = previewing?.memory {
            var kept: [String: AssetPreview] = [:]
            for record in records {
                guard let key = previews.memoryKey(record), let preview = made?.byPath[record.path] ?? remembered[record.path]
                else { continue }
                kept[key] = preview
            }
            memory.keep(kept)
        }
        let catalogs = listed ?? ImageGrouper().listings(catalogSets: scan.catalogSets, files: scan.files, loaded: contents?.bytes ?? [:])
        var snapshot = BundleSnapshot(records: consume records, imageSets: catalogs.listings, scanProblems: scan.problems,
                                      catalogProblems: catalogs.problems, sources: await readingSources?.value)
        // The memory budget's groups, the longest of the checks at 10,000 files, are made while the
        // scope's paths are found; the check then finds them made, or waits for them.
        let grouping = rules.budgets.memory.map { budget in Background { [snapshot] in _ = snapshot.memoryGroups(of: budget) } }
        let affected = scope.map { $0.affectedPaths(in: snapshot) }
        if focusesOnScope, let affected { snapshot.focus(on: affected) }
        // The walk's list of files is not used past here: its last use, so it is freed before the checks.
        let skipped = scan.skipped
        let results = CheckPasses.results(for: snapshot, rules: rules, evaluating: evaluating || previewing != nil)
        let findings = results.findings
        var outcome = CheckOutcome(root: root, snapshot: snapshot, findings: findings, rules: rules,
                                   elapsed: ContinuousClock.now - started)
        outcome.skippedPaths = skipped
        outcome.evaluations = results.evaluations
        if var made {
            for (path, preview) in remembered { made.add(preview, at: path) }
            outcome.previews = made
        }
        if let scope, let affected {
            outcome.findings = scope.findings(findings, among: affected)
            outcome.evaluations = scope.evaluations(results.evaluations, among: affected)
            outcome.resolveEvaluations()
            outcome.changedPaths = scope.checkedPaths(in: snapshot)
            outcome.changedSources = scope.sources.sorted()
        }
        saving?.value
        _ = grouping?.value
        leaving?(Leftovers(scan: scan, cached: cached))
        return outcome
    }

    /// What a run is done with, for ``leaving``.
    private struct Leftovers: Sendable {
        var scan: BundleScanner.Result
        var cached: CachedInspection?
    }

    /// Starts reading, on a thread of its own, the `files` (bundle-relative) a staged run's changes
    /// have git write into the index's copy, as soon as `written` (the copy's bundle folder) is
    /// there: at most 8, none that FFmpeg reads, nor a catalog's `Contents.json`, each with the
    /// cache's record of it in `known` (``IndexCopy/trusted``) as ``inspect(_:verifying:previews:read:)``
    /// would keep it. The records are by path; `nil` when there is none to read, or previews are made.
    func readAhead(_ files: Set<String>, written: Background<Result<String, Git.Failure>>,
                   known: [String: InspectionCache.Entry]?) -> Background<[String: AssetRecord]>? {
        guard previewing == nil, earlier.records.isEmpty, files.count <= 8 else { return nil }
        let wanted = files.filter { !CatalogPath.isMetadata($0) && !FFmpegLibrary.likelyNeeded(forPath: $0) }.sorted()
        guard !wanted.isEmpty else { return nil }
        let inspector = AssetInspector(rules: rules)
        let known = cache == nil ? nil : known
        return Background {
            guard case let .success(copy) = written.value, let real = FileNameBytes.withSystemPath(copy, { realpath($0, nil) }) else { return [:] }
            defer { free(real) }
            // Read from the copy's real folder, as the scan of the copy reads its files.
            let root = String(cString: real)
            var records: [String: AssetRecord] = [:]
            for file in wanted {
                // Git writes each as a plain file (``StagedBundle/Entry/isPlainFile``).
                let path = root + "/" + file
                guard let size = FileStamp.of(path)?.size else { continue }
                var preview: AssetPreview?
                let keeping = known?[file]?.record
                records[file] = inspector.inspect(relativePath: file, absolutePath: path, sizeHint: Int(size), beneath: root,
                                                  keeping: keeping?.sha256 == nil ? nil : keeping, preview: &preview)
            }
            return records
        }
    }

    /// The bundle's files at `root`, scanned, then inspected and sorted by path: the check's first
    /// steps alone, with no findings or manifest (`assetcheck init` surveys a project so).
    func inspectedRecords(root: String) async throws -> (scan: BundleScanner.Result, records: [AssetRecord]) {
        let scan = try BundleScanner(root: root, rules: rules).scan()
        return (scan, await inspect(scan.files, verifying: nil, previews: nil, read: [:]).records)
    }

    /// Inspects files on all cores, at most one file per core at a time, so memory stays bounded.
    /// The files FFmpeg reads (audio, JPEG) go first, then FFmpeg is unloaded, so that its
    /// libraries' pages and the other files' buffers are never resident together; within each
    /// group the largest go first, so that no large background is left to finish alone at the
    /// end while the other cores have nothing to do.
    /// With `previews`, each file's preview is made from the same read and returned by path; a
    /// file that has one is decoded even when the cache knows its content.
    private func inspect(_ files: [ScannedFile], verifying cached: CachedInspection?,
                         previews asked: (request: PreviewRequest, limits: Previewing)?,
                         read: [String: LoadedFile]) async -> (records: [AssetRecord], previews: RunPreviews?) {
        var inspector = AssetInspector(rules: rules)
        let previews = asked?.request
        inspector.previews = previews
        // What was read moments ago and is read no differently now: in chunks, not a task per file.
        let (reused, rest) = previews == nil ? reusable(files, inspector: inspector) : ([], files)
        // Sorted and split in place: at 100,000 files each copy of the list is megabytes.
        var files = consume rest
        files.sort { ($0.size, $1.relativePath) > ($1.size, $0.relativePath) }
        var first: [ScannedFile] = []
        files.removeAll { file in
            guard FFmpegLibrary.likelyNeeded(forPath: file.relativePath) else { return false }
            first.append(file)
            return true
        }
        let firstCount = first.count
        files.insert(contentsOf: consume first, at: 0)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (AssetRecord, AssetPreview?).self) { [inspector] group in
            var results = reused
            // Pictures go to a spool file, not memory; watch mode remembers them all in memory anyway.
            var made = asked.map { asked in
                var made = RunPreviews([:], limits: asked.limits)
                if asked.limits.memory == nil { made.spool = PreviewSpool() }
                return made
            }
            results.reserveCapacity(reused.count + files.count)
            // Files are started from the front (FFmpeg's, then the largest), and, while a core would
            // wait on FFmpeg, from the back (the smallest).
            var (head, tail, running, ffmpegRunning) = (0, files.count, 0, 0)
            func add(_ file: ScannedFile) {
                running += 1
                group.addTask {
                    if let loaded = read[file.relativePath] { return (inspector.inspect(loaded: loaded), nil) }
                    var preview: AssetPreview?
                    let keeping = previews.map { $0.shows(path: file.relativePath) } == true ? nil : cached?.earlier(file)
                    let record = inspector.inspect(relativePath: file.relativePath, absolutePath: file.absolutePath,
                                                   sizeHint: file.size, beneath: file.root, keeping: keeping, preview: &preview)
                    return (record, preview)
                }
            }
            /// Starts a small file from the back, if one is left: its buffers are no weight beside
            /// FFmpeg's pages. False when none is.
            func addSmall() -> Bool {
                guard tail > max(head, firstCount), files[tail - 1].size <= Self.smallFileBytes else { return false }
                tail -= 1
                add(files[tail])
                return true
            }
            /// Starts files until `width` run. FFmpeg's group goes first, and no other file but a
            /// small one starts while one of it runs; while the first loads the libraries, a small
            /// file goes before a second of the group, which would only wait for them.
            func fill() {
                while running < width {
                    if head < firstCount {
                        if ffmpegRunning > 0, !FFmpegLibrary.isSettled, addSmall() { continue }
                        add(files[head])
                        (head, ffmpegRunning) = (head + 1, ffmpegRunning + 1)
                    } else if ffmpegRunning > 0 {
                        if !addSmall() { return }
                    } else if head < tail {
                        if head == firstCount, firstCount > 0 { FFmpegLibrary.unloadIfUnused() }
                        add(files[head])
                        head += 1
                    } else {
                        return
                    }
                }
            }
            fill()
            for await (record, preview) in group {
                running -= 1
                if ffmpegRunning > 0, FFmpegLibrary.likelyNeeded(forPath: record.path) { ffmpegRunning -= 1 }
                results.append(record)
                if let preview { made?.add(preview, at: record.path) }
                progress?(results.count, reused.count + files.count)
                fill()
            }
            if firstCount > 0 { FFmpegLibrary.unloadIfUnused() }
            results.sortByPath()
            return (results, made)
        }
    }

    /// The ``earlier`` survey's records of `files` that `inspector` reads no differently (same size, and
    /// their class reads them the same way), and the files left to inspect.
    private func reusable(_ files: [ScannedFile], inspector: AssetInspector) -> (reused: [AssetRecord], rest: [ScannedFile]) {
        guard !earlier.records.isEmpty else { return ([], files) }
        let found = ChunkedWork.map(count: files.count) { [earlier = earlier.records] range in
            files[range].map { file in earlier[file.relativePath].flatMap { $0.bytes == file.size ? inspector.reusing($0) : nil } }
        }
        return (found.compactMap { $0 }, zip(files, found).filter { $0.1 == nil }.map(\.0))
    }

    /// Image and data sets' `Contents.json` bytes by path, read through the same safe reader as
    /// every asset (`known` holds those already had, by path), and the files read here.
    private static func readContents(_ catalogSets: [String], files: [ScannedFile], known: [String: [UInt8]])
        -> (bytes: [String: [UInt8]], files: [String: LoadedFile]) {
        let wanted = Set(catalogSets.map { $0 + "/Contents.json" })
        var bytes: [String: [UInt8]] = [:], read: [String: LoadedFile] = [:]
        // A file's name is compared before its path is hashed: at 10,000 files a hook's millisecond.
        for file in files where CatalogPath.isMetadata(file.relativePath) && wanted.contains(file.relativePath) {
            if let known = known[file.relativePath] {
                bytes[file.relativePath] = known
            } else if case let .success(content) = FileReader.load(absolutePath: file.absolutePath, relativePath: file.relativePath,
                                                                   limit: maxContentsBytes, beneath: file.root) {
                bytes[file.relativePath] = content.bytes
                read[file.relativePath] = content
            }
        }
        return (bytes, read)
    }

    /// The catalog sets' listings of a walk of the bundle: each set's `Contents.json` read against
    /// the files in its folder; `known` holds the bytes of those already read, by path.
    static func catalogListings(of scan: BundleScanner.Result, known: [String: [UInt8]] = [:]) -> ImageGrouper.Listings {
        ImageGrouper().listings(catalogSets: scan.catalogSets, files: scan.files,
                                loaded: readContents(scan.catalogSets, files: scan.files, known: known).bytes)
    }

    /// The largest `Contents.json` read; a larger one is read as missing.
    static let maxContentsBytes = 1 << 20

    /// The largest file started while FFmpeg's files are read (``inspect(_:verifying:previews:read:)``).
    static let smallFileBytes = 256 << 10
}
