import AssetCheckCore
internal import CPNGScan
internal import Crypto
import Foundation

/// Inspected facts kept between runs: one file per bundle in ``folder`` (by default
/// `.assetcheck-cache/` beside `.assetcheck.yml`, else in the current folder).
///
/// The file is a header line (JSON), then the entries in ``CompactCoding``'s binary form, which a
/// warm run decodes in a fraction of the time JSON took. The header names the format, the tool
/// version and build, the SHA-256 of what of the rules decides a record, the bundle's real path
/// and the CRC-64 of the entries; when any differs from this run's, or the file doesn't parse,
/// the cache is ignored and rebuilt. It is written atomically (a temporary file, then a rename).
public struct InspectionCache: Sendable {
    /// Folder holding the cache files.
    public var folder: String
    /// The tool's version and build; another one makes every entry stale.
    public var toolVersion: String
    /// SHA-256 of ``AssetInspector/rulesKey``: rules that read files otherwise make every entry stale.
    public var rulesDigest: String

    /// Bumped when the file layout, ``AssetRecord``'s coding or what a record vouches for changes
    /// (2: every PNG's image data is verified whole, so older records of damaged PNGs must go; MP4
    /// records list their other audio tracks; JPEG records their Exif orientation. 3: binary
    /// entries instead of JSON. 4: PNG records carry their colour profile. 5: facts coded under
    /// their kind's name, `{"image": {...}}`, for every kind alike. 6: a staged run's entries of
    /// catalog `Contents.json` files carry their bytes. 7: the entries' checksum is a CRC-64, not
    /// a SHA-256, which a hook spent milliseconds on twice at 10,000 files: it catches a damaged
    /// file, and a forged one gets past either, to the decoder's and the limits' checks).
    static let format = 7

    public init(folder: String, toolVersion: String, rulesDigest: String) {
        self.folder = folder
        self.toolVersion = toolVersion
        self.rulesDigest = rulesDigest
    }

    /// What the cache knows of one file.
    ///
    /// Its members are held in one shared box, copied on write: a hook's run copies each of
    /// thousands of entries several times (the decoded list into the table, the trusted ones, the
    /// sift, the cached view, the save), and each copy of the box is one reference counted, where
    /// a copy of the members was a dozen (the record's strings, its facts, the blob, the bytes).
    public struct Entry: Sendable, Codable, Hashable {
        private var storage: Storage

        public var stamp: FileStamp {
            get { storage.stamp }
            set { unique().stamp = newValue; storage.encoded = Encoded() }
        }
        /// Set when the file was written too recently to trust its stamp: verify by hash.
        public var verify: Bool {
            get { storage.verify }
            set { unique().verify = newValue; storage.encoded = Encoded() }
        }
        public var record: AssetRecord {
            get { storage.record }
            set { unique().record = newValue; storage.encoded = Encoded() }
            _modify {
                yield &unique().record
                storage.encoded = Encoded()
            }
        }
        /// Git's blob id of the file's staged content; set only in the cache of staged runs.
        public var blob: String? {
            get { storage.blob }
            set { unique().blob = newValue; storage.encoded = Encoded() }
        }
        /// The bytes of a catalog set's `Contents.json`, in the cache of staged runs: the listings
        /// read them, and a run that keeps the entry by its blob then asks git for none of them.
        public var contents: [UInt8]? {
            get { storage.contents }
            set { unique().contents = newValue; storage.encoded = Encoded() }
        }
        /// The bytes this entry was read from, when it was read from a cache file and has not
        /// changed since (setting any member forgets them).
        public var encoded: Encoded {
            get { storage.encoded }
            set { unique().encoded = newValue }
        }

        public init(stamp: FileStamp, verify: Bool, record: AssetRecord, blob: String? = nil, contents: [UInt8]? = nil) {
            storage = Storage(stamp: stamp, verify: verify, record: record, blob: blob, contents: contents, encoded: Encoded())
        }

        enum CodingKeys: String, CodingKey {
            case stamp, verify, record, blob, contents
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(stamp: try container.decode(FileStamp.self, forKey: .stamp), verify: try container.decode(Bool.self, forKey: .verify),
                      record: try container.decode(AssetRecord.self, forKey: .record),
                      blob: try container.decodeIfPresent(String.self, forKey: .blob),
                      contents: try container.decodeIfPresent([UInt8].self, forKey: .contents))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(stamp, forKey: .stamp)
            try container.encode(verify, forKey: .verify)
            try container.encode(record, forKey: .record)
            try container.encodeIfPresent(blob, forKey: .blob)
            try container.encodeIfPresent(contents, forKey: .contents)
        }

        /// Equal when they say the same, whatever bytes they were read from (``Encoded``).
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.storage === rhs.storage
                || (lhs.stamp == rhs.stamp && lhs.verify == rhs.verify && lhs.record == rhs.record && lhs.blob == rhs.blob
                    && lhs.contents == rhs.contents)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(stamp)
            hasher.combine(verify)
            hasher.combine(record)
            hasher.combine(blob)
            hasher.combine(contents)
        }

        /// The box, copied first when another entry shares it.
        private mutating func unique() -> Storage {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }

        /// The members, in a box that is only changed while one entry holds it (``unique()``).
        private final class Storage: @unchecked Sendable {
            var stamp: FileStamp
            var verify: Bool
            var record: AssetRecord
            var blob: String?
            var contents: [UInt8]?
            var encoded: Encoded

            init(stamp: FileStamp, verify: Bool, record: AssetRecord, blob: String?, contents: [UInt8]?, encoded: Encoded) {
                (self.stamp, self.verify, self.record, self.blob, self.contents, self.encoded) = (stamp, verify, record, blob, contents, encoded)
            }

            func copy() -> Storage {
                Storage(stamp: stamp, verify: verify, record: record, blob: blob, contents: contents, encoded: encoded)
            }
        }

        /// An entry's bytes in the cache file it was read from: one saved unchanged is written as
        /// these bytes again instead of being encoded anew, which was most of a save (a hook's
        /// change of one file rewrote thousands of entries). They are not part of what the entry
        /// says: entries are equal, and hash alike, whatever bytes they came from, or none.
        public struct Encoded: Sendable, Hashable {
            let bytes: ArraySlice<UInt8>

            init(_ bytes: ArraySlice<UInt8> = []) { self.bytes = bytes }

            public static func == (_: Self, _: Self) -> Bool { true }
            public func hash(into hasher: inout Hasher) {}
        }
    }

    struct Header: Codable, Equatable {
        var format: Int
        var tool: String
        var rules: String
        var bundle: String
        var entries: String
    }

    /// The cache file of the bundle whose real path is `bundle`.
    public func file(forBundle bundle: String) -> String { Self.file(in: folder, forBundle: bundle) }

    /// The cache file in `folder` of the bundle whose real path is `bundle`.
    static func file(in folder: String, forBundle bundle: String) -> String {
        folder + "/facts-" + String(Self.hex(Data(bundle.utf8)).prefix(16)) + ".bin"
    }

    /// Where format 2 and older kept the bundle's cache; removed when the new one is written.
    private func oldFile(forBundle bundle: String) -> String {
        folder + "/facts-" + String(Self.hex(Data(bundle.utf8)).prefix(16)) + ".json"
    }

    /// The largest cache file read for a bundle of `files` files: 16 MiB, or 16 KiB a file when
    /// that is more (a real entry takes about 1 KiB). A larger file is ignored, never read.
    public static func maxBytes(files: Int) -> Int { Swift.max(16 << 20, files.multipliedClamped(by: 16 << 10)) }

    /// The entries cached for `bundle` (of `files` files); empty when there is no cache or it is
    /// too large, corrupt, foreign or stale.
    public func load(bundle: String, files: Int) -> [String: Entry] {
        let path = file(forBundle: bundle)
        let read: Read?
        // A file read ahead stands in when its entries were decoded (a read ahead for another
        // build decodes none); its header is then held to this run's like any file's.
        if case let .some(.some(early)) = Self.prefetched.take(path), early.entries != nil {
            read = early
        } else {
            read = Self.read(path, cap: Self.maxBytes(files: files)) { $0 == header(bundle: bundle, entries: $0.entries) }
        }
        guard let read, read.size <= Self.maxBytes(files: files), read.header == header(bundle: bundle, entries: read.checksum),
              let entries = read.entries else {
            Self.journals.set(nil, for: path)
            return [:]
        }
        Self.journals.set(.init(base: read.identity, baseBytes: read.size, end: read.journalEnd), for: path)
        return entries
    }

    /// What a cache file holds: its size, header, the checksum of its entries, and the entries with
    /// its journal's applied (`nil` when they did not decode, or were not decoded for a header that
    /// could not match); its identity, which its journal's records name, and where the last whole
    /// record of the journal ends.
    private struct Read: Sendable {
        var size: Int
        var header: Header
        var checksum: String
        var entries: [String: Entry]?
        var identity: String
        var journalEnd: Int
    }

    /// Reads the cache file at `path`, of at most `cap` bytes; `nil` when it is larger, or has no
    /// header. Its entries are decoded when their checksum is the header's and `decoding` accepts it.
    private static func read(_ path: String, cap: Int, decoding: (Header) -> Bool) -> Read? {
        // Read straight into one buffer, its payload hashed and decoded where it lies: at 10,000
        // files the file is megabytes, and each copy of it a pre-commit hook's milliseconds.
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= cap else { return nil }
        var data: [UInt8] = []
        data.reserveCapacity(size)
        guard case .success = CappedInput.stream(path, cap: cap, noun: "cache", { piece in
                  data += piece
                  return true
              }),
              let newline = data.firstIndex(of: 0x0A),
              let header = try? JSONDecoder().decode(Header.self, from: Data(data[..<newline])) else { return nil }
        let payload = data[(newline + 1)...]
        let checksum = Self.checksum(payload)
        let decodes = header.entries == checksum && decoding(header)
        let identity = Self.identity(ofHeader: data[..<newline])
        var entries = decodes ? try? Self.decode(payload) : nil
        var journalEnd = 0
        if entries != nil {
            let journal = readJournal(Self.journal(of: path), base: identity, cap: maxJournalBytes(base: data.count))
            for entry in journal.entries { entries?[entry.record.path] = entry }
            journalEnd = journal.end
        }
        return Read(size: data.count, header: header, checksum: checksum, entries: entries, identity: identity, journalEnd: journalEnd)
    }

    /// Starts reading, on a thread of its own, the cache file a run of `toolVersion` reads for the
    /// bundle at `root` (staged or not) with its configuration in `configFolder`: a run whose rule
    /// set is still being read then finds it decoded. ``load(bundle:files:)`` takes it when it asks
    /// for the same file, and checks its header as it checks the header of a file it reads itself
    /// (the rules' part of it is known only then). A file larger than the cap for no files is left
    /// for that load to read.
    public static func prefetch(configFolder: String, root: String, staged: Bool, toolVersion: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let bundle = CachedInspection.bundleKey(root: root, staged: staged)
        let path = file(in: location(in: configFolder, environment: environment), forBundle: bundle)
        prefetched.start(path) {
            read(path, cap: maxBytes(files: 0)) { $0.format == format && $0.tool == toolVersion && $0.bundle == bundle }
        }
    }

    /// The cache files being read ahead (``prefetch(configFolder:root:staged:toolVersion:environment:)``), by path.
    private static let prefetched = Prefetched()

    private final class Prefetched: @unchecked Sendable {
        private let lock = NSLock()
        private var reads: [String: Background<Read?>] = [:]

        func start(_ path: String, _ work: @escaping @Sendable () -> Read?) {
            lock.withLock { if reads[path] == nil { reads[path] = Background(work) } }
        }

        /// The read of `path`, waited for, and forgotten; `nil` when none was started.
        func take(_ path: String) -> Read?? {
            lock.withLock { reads.removeValue(forKey: path) }.map(\.value)
        }

        /// Waits for the read of `path`, if one was started, and keeps it.
        func wait(_ path: String) {
            _ = lock.withLock { reads[path] }?.value
        }
    }

    /// Waits until the cache file at `path` is read ahead, if its reading was started (for tests).
    static func awaitPrefetch(_ path: String) { prefetched.wait(path) }

    /// The entries in `payload`, keyed by their record's path (the last of any repeated path).
    static func decode(_ payload: [UInt8]) throws -> [String: Entry] { try decode(payload[...]) }

    static func decode(_ payload: ArraySlice<UInt8>) throws -> [String: Entry] {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let list = try CompactDecoder().decodeEntries(from: payload, threads: threads)
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(list.count)
        for entry in list { entries[entry.record.path] = entry }
        return entries
    }

    /// `entries` in the payload's form, in path order so that the same entries give the same bytes.
    static func encode(_ entries: [String: Entry]) throws -> [UInt8] {
        try encode(entries: Array(entries.values))
    }

    /// `entries` (one a path, keyed by their record's path) in the payload's form, in path order:
    /// sorted here unless they are. An entry read from a cache file is written as the bytes it
    /// was read from (``Entry/encoded``).
    static func encode(entries: [Entry]) throws -> [UInt8] {
        var entries = entries
        if !zip(entries, entries.dropFirst()).allSatisfy({ $0.record.path < $1.record.path }) {
            entries.sort { $0.record.path < $1.record.path }
        }
        return try CompactEncoder().encode(elements: entries) { entry in
            entry.encoded.bytes.isEmpty ? nil : entry.encoded.bytes
        }
    }

    /// Replaces the cache of `bundle` with `entries`; a folder that cannot be written is skipped.
    public func save(_ entries: [String: Entry], bundle: String) {
        save(entries: Array(entries.values), bundle: bundle)
    }

    /// Replaces the cache of `bundle` with `entries`, one a path (see ``encode(entries:)``). With
    /// `added`, the entries among them not read from the cache file (new or changed: the others
    /// were read from it unchanged, and none it held was dropped), these are appended to the
    /// file's journal instead, when its last load found the journal as it is and it stays small
    /// (see the journal's extension).
    func save(entries: [Entry], bundle: String, adding added: [Entry]? = nil) {
        let path = file(forBundle: bundle), journal = Self.journal(of: path)
        if let added, !added.isEmpty, let state = Self.journals.state(of: path),
           ((try? FileManager.default.attributesOfItem(atPath: journal))?[.size] as? Int ?? 0) == state.end,
           let record = try? Self.journalRecord(added, base: state.base),
           state.end + record.count <= Self.maxJournalBytes(base: state.baseBytes), Self.append(record, to: journal) {
            Self.journals.set(.init(base: state.base, baseBytes: state.baseBytes, end: state.end + record.count), for: path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let payload = try? Self.encode(entries: entries),
              let header = try? encoder.encode(header(bundle: bundle, entries: Self.checksum(payload))) else { return }
        let manager = FileManager.default
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let ignore = folder + "/.gitignore"
        if !manager.fileExists(atPath: ignore) {
            try? Data("# Made by assetcheck: the cache is never committed.\n*\n".utf8).write(to: URL(fileURLWithPath: ignore))
        }
        // Not waited on to reach the disk: a file a crash cut short fails its checksum and is rebuilt.
        guard (try? OutputFile.write(parts: [[UInt8](header) + [0x0A], payload], to: path, durable: false)) != nil else { return }
        // The journal added to the file just replaced: removed after it, so that no reader applies it.
        unlink(journal)
        Self.journals.set(.init(base: Self.identity(ofHeader: header), baseBytes: header.count + 1 + payload.count, end: 0), for: path)
        try? manager.removeItem(atPath: oldFile(forBundle: bundle))
    }

    /// The header of a file for `bundle` whose entries' checksum is `entries` (``checksum(_:)``).
    private func header(bundle: String, entries: String) -> Header {
        Header(format: Self.format, tool: toolVersion, rules: rulesDigest, bundle: bundle, entries: entries)
    }

    /// The entries' checksum: their CRC-64 (``ac_crc64``), in 16 lower-case hex digits.
    static func checksum(_ payload: some ContiguousBytes) -> String {
        let digits = String(crc64(payload), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The CRC-64 of `bytes` (``ac_crc64``).
    static func crc64(_ bytes: some ContiguousBytes) -> UInt64 {
        bytes.withUnsafeBytes { ac_crc64(0, $0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
    }

    /// Lower-case hex SHA-256 of `data`.
    static func hex(_ data: some DataProtocol) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
