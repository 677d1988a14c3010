import AssetCheckCore
import AssetInspection
import Foundation

/// One run's use of the ``InspectionCache``: which files can keep their cached facts and which
/// must be read.
///
/// A file whose stamp (size, times, inode, device) equals the cached one keeps its record
/// without being read. A file whose stamp differs, or whose entry was written too soon after the
/// file changed, is read and hashed: the same SHA-256 as the cached record keeps the record (no
/// decoding), another one means an inspection of what was read (one read either way). Records
/// of unreadable files, and transient verdicts (a probe that ran out of time), are never cached,
/// so they are tried again each run.
struct CachedInspection: Sendable {
    let cache: InspectionCache
    /// The bundle's real path, which names the cache file.
    let bundle: String
    /// Records reused without reading the file.
    private(set) var reused: [AssetRecord] = []
    /// Files to read: new, changed or racy.
    private(set) var pending: [ScannedFile] = []
    private var previous: [String: InspectionCache.Entry]
    /// The entries the cache file held (with its journal's), before implausible ones were dropped.
    private var loaded: [String: InspectionCache.Entry] = [:]
    /// Each scanned file, in the scan's (path) order, which is the order of the records a save is
    /// given: its stamp, its cached entry's place in ``previous`` and blob id, and whether its
    /// record was reused. A save reads them by position, not by path, which at 10,000 files was
    /// a hook's milliseconds of lookups.
    private var files: [Stamped] = []

    /// One scanned file, as ``files`` keeps it.
    private struct Stamped: Sendable {
        var path: String
        var stamp: FileStamp?
        var entry: Dictionary<String, InspectionCache.Entry>.Index?
        var blob: String?
        var reused: Bool
    }
    /// Git's blob id of each file in a staged run, which keys its entries instead of the stamp.
    private let blobs: [String: String]?

    /// The name the cache of the bundle at `root` goes by: its real path, and a mark for the
    /// cache of staged runs (`staged`), whose entries are kept apart.
    static func bundleKey(root: String, staged: Bool) -> String {
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        return staged ? real + " (git index)" : real
    }

    /// Loads the cache of the bundle at `root` and stamps every file; `files` must be the whole
    /// scan, and a file's stamp is the one the scan's walk took (``ScannedFile/stamp``) where it
    /// took one, else a `stat` of it now. With `blobs` (a staged run, read from a copy of git's index), entries are kept in a
    /// cache of their own and a file keeps its facts when its blob id is the cached one.
    /// `loaded` is the cache already read, for at most ``InspectionCache/maxBytes(files:)`` of
    /// no files (a caller reads it while the bundle is scanned); a larger one is read here.
    /// `trusted` is `loaded` already sifted by ``trusted(_:limits:)``, and `unwritten` the files of
    /// a staged run left out of the index's copy (``IndexCopy/unwritten``), which are not stat'ed.
    init(cache: InspectionCache, root: String, files: [ScannedFile], limits: Limits, blobs: [String: String]? = nil,
         loaded: [String: InspectionCache.Entry]? = nil, trusted: [String: InspectionCache.Entry]? = nil,
         unwritten: [String: Int]? = nil) {
        self.cache = cache
        self.blobs = blobs
        bundle = Self.bundleKey(root: root, staged: blobs != nil)
        let given = loaded.flatMap { $0.isEmpty && InspectionCache.maxBytes(files: files.count) > InspectionCache.maxBytes(files: 0) ? nil : $0 }
        let entries = given ?? cache.load(bundle: bundle, files: files.count)
        self.loaded = entries
        let previous = (given != nil ? trusted : nil) ?? Self.trusted(entries, limits: limits)
        self.previous = previous
        // Each file judged on every core (its entry, its stamp, whether it keeps its record), then
        // gathered in the scan's order: each part's lists appended whole, not file by file.
        let parts = ChunkedWork.map(count: files.count, minimum: 1024) { range -> [Judged] in
            var part = Judged()
            part.stamped.reserveCapacity(range.count)
            for position in range {
                let file = files[position]
                let index = previous.index(forKey: file.relativePath)
                let entry = index.map { previous[$0].value }
                let blob = blobs?[file.relativePath]
                // A staged run's file left out of the index's copy (kept by its blob) keeps its
                // stamp: it is not there to stat.
                let stamp = blobs != nil && unwritten?[file.relativePath] != nil ? entry?.stamp
                    : file.stamp ?? FileStamp.of(file.absolutePath) ?? (blobs == nil ? nil : entry?.stamp)
                var kept = false
                if blobs != nil, let entry, Self.keeps(entry, blob: blob) {
                    kept = true
                } else if blobs == nil, let stamp, let entry, entry.stamp == stamp, !entry.verify {
                    kept = true
                }
                part.stamped.append(Stamped(path: file.relativePath, stamp: stamp, entry: index, blob: blob, reused: kept))
                if kept, let entry { part.reused.append(entry.record) } else { part.pending.append(position) }
            }
            return [part]
        }
        self.files.reserveCapacity(files.count)
        for part in parts {
            self.files += part.stamped
            reused += part.reused
            pending += part.pending.lazy.map { files[$0] }
        }
    }

    /// What a part of the scan's files is judged to be (``init(cache:root:files:limits:blobs:loaded:trusted:unwritten:)``):
    /// each file stamped, the records kept, and the positions of the files to read.
    private struct Judged {
        var stamped: [Stamped] = []
        var reused: [AssetRecord] = []
        var pending: [Int] = []
    }

    /// The entries a run may reuse: each for its own path, with the size its stamp says, and with
    /// facts a reader could have measured within `limits`.
    static func trusted(_ entries: [String: InspectionCache.Entry], limits: Limits) -> [String: InspectionCache.Entry] {
        // Judged on every core, each part of the dictionary from its own place in it (a hook's
        // staged run waits for this, at 10,000 entries milliseconds on one core). The others are
        // then taken out of a copy, not the trusted put into a new dictionary, which hashed and
        // stored every entry again to drop none.
        let dropped = ChunkedWork.map(count: entries.count, minimum: 1024, chunks: ProcessInfo.processInfo.activeProcessorCount) { range in
            var index = entries.index(entries.startIndex, offsetBy: range.lowerBound)
            var dropped: [String] = []
            for _ in range {
                let (path, entry) = entries[index]
                let record = entry.record
                if !(record.path == path && record.bytes == entry.stamp.size && record.isPlausible(within: limits)) {
                    dropped.append(path)
                }
                entries.formIndex(after: &index)
            }
            return dropped
        }
        guard !dropped.isEmpty else { return entries }
        var trusted = entries
        for path in dropped { trusted[path] = nil }
        return trusted
    }

    /// True when a staged run keeps a trusted `entry` for a file whose staged blob id is `blob`,
    /// without reading the file.
    static func keeps(_ entry: InspectionCache.Entry, blob: String?) -> Bool {
        entry.blob != nil && entry.blob == blob
    }

    /// The cached record of a pending `file`, whose content may be unchanged: the inspector hashes
    /// the file and keeps this record when the SHA-256 is the same (no decoding), else inspects
    /// what it read. `nil` when the cache knows nothing of the file: it is simply inspected.
    ///
    /// The cache is input too: an entry is reused only for its own path, with the size its stamp
    /// says, and with facts a reader could have measured within the rules' limits; anything else
    /// is inspected again.
    func earlier(_ file: ScannedFile) -> AssetRecord? {
        guard let record = previous[file.relativePath]?.record, record.sha256 != nil else { return nil }
        return record
    }

    /// Writes the cache for this run's `records` (all files of the bundle, in path order as the
    /// checker sorts them), unless nothing changed. A staged run's entries of catalog
    /// `Contents.json` files keep their bytes from `contents` (by path, as the listings read them).
    /// `reread` names the files whose records were read again although reused here (for a
    /// preview): their records are compared with the cached ones like those of pending files.
    func save(_ records: [AssetRecord], contents: [String: [UInt8]] = [:], reread: Set<String> = []) {
        // Nothing was read and every entry in the file was reused as it was: the file is current.
        if pending.isEmpty, reused.count == loaded.count { return }
        let now = FileStamp.now()
        var entries: [InspectionCache.Entry] = []
        entries.reserveCapacity(records.count)
        var changed = false
        // Positions by path, made only if the records are not in the files' order after all.
        var positions: [String: Int]?
        for (position, record) in records.enumerated() where record.sha256 != nil && !record.isTransient {
            var slot = position
            if position >= files.count || files[position].path != record.path {
                if positions == nil {
                    positions = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
                }
                guard let found = positions?[record.path] else { continue }
                slot = found
            }
            let file = files[slot]
            guard let stamp = file.stamp else { continue }
            let verify = stamp.isRacy(now: now), blob = file.blob
            let bytes = blobs == nil || contents.isEmpty ? nil : contents[record.path].flatMap { $0.count == record.bytes ? $0 : nil }
            // An entry as the cache has it is kept as it was read, bytes and all; a record is
            // stored without its scale. A reused record is the cached one.
            if let index = file.entry, case let old = previous[index].value, old.stamp == stamp, old.verify == verify, old.blob == blob,
               old.contents == bytes, file.reused && !reread.contains(record.path)
                   || (record.scale == nil ? old.record == record : old.record == record.withoutScale) {
                entries.append(old)
            } else {
                entries.append(.init(stamp: stamp, verify: verify, record: record.withoutScale, blob: blob, contents: bytes))
                changed = true
            }
        }
        guard changed || entries.count != previous.count else { return }
        // When every entry the file held is kept as it was read or replaced, only the others need
        // writing: a hook that changed one file of 10,000 appends one entry to the journal.
        let added = entries.filter { $0.encoded.bytes.isEmpty }
        let replaced = added.count { loaded[$0.record.path] != nil }
        cache.save(entries: entries, bundle: bundle, adding: entries.count - added.count + replaced == loaded.count ? added : nil)
    }
}

private extension AssetRecord {
    /// The record as the cache stores it: without its scale, which each run's snapshot sets from
    /// the bundle's layout.
    var withoutScale: AssetRecord {
        var record = self
        record.scale = nil
        return record
    }
}
