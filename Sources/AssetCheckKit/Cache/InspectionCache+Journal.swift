import AssetCheckCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries a run changed, appended to a file beside the cache file (its journal) instead of
/// the whole cache being written again: a pre-commit hook that changes one file of 10,000 wrote
/// 4.6 MB of unchanged entries each time, about a tenth of its CPU time.
///
/// The journal is a sequence of records, each: `ACJ1`, the identity of the cache file it adds to
/// (the CRC-64 of that file's header line, in 16 hex digits: the header names the format, the
/// tool, the rules and the bundle, and holds the checksum of the entries), the length of its
/// payload and the payload's CRC-64 (8 bytes each, little-endian), then the payload: entries in
/// the cache file's own form. A reader applies, in order, the records of the file it read (a
/// later entry for a path replaces an earlier one) and skips those of another; it stops at the
/// first record that is cut short or damaged. A save appends only while the journal is as long
/// as its last load found it, no entry was dropped, and the journal stays small beside the file
/// (``maxJournalBytes(base:)``); otherwise it writes the whole file and removes the journal.
/// Entries vouch for themselves (their stamp or blob is compared with the file's), so a record
/// that is lost costs a read of its files, never a verdict.
extension InspectionCache {
    /// The journal of the cache file at `path`.
    static func journal(of path: String) -> String { path + ".journal" }

    /// The largest journal kept beside a cache file of `base` bytes: an eighth of it, or 16 KiB
    /// when that is more. A save that would grow it past this writes the whole file instead, as
    /// does one that changes more than that (a run after the first of a staged cache, whose
    /// entries all stop being verified by hash).
    static func maxJournalBytes(base: Int) -> Int { Swift.max(16 << 10, base / 8) }

    private static let magic = Array("ACJ1".utf8)
    private static let recordHead = 4 + 16 + 8 + 8

    /// The identity of a cache file whose header line is `header`, which its journal's records name.
    static func identity(ofHeader header: some ContiguousBytes) -> String { checksum(header) }

    /// The entries of the journal at `path` that add to the cache file `base` (``identity(ofHeader:)``),
    /// in the order they were written, and where its last whole record ends; none, ending at 0,
    /// when the journal is missing or larger than `cap`.
    static func readJournal(_ path: String, base: String, cap: Int) -> (entries: [Entry], end: Int) {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > 0, size <= cap else {
            return ([], 0)
        }
        var data: [UInt8] = []
        data.reserveCapacity(size)
        guard case .success = CappedInput.stream(path, cap: cap, noun: "cache journal", { piece in
            data += piece
            return true
        }) else { return ([], 0) }
        return journalEntries(in: data, base: base)
    }

    /// The entries of the journal `data` that add to the cache file `base`, in the order they
    /// were written, and where its last whole record ends (see ``readJournal(_:base:cap:)``).
    static func journalEntries(in data: [UInt8], base: String) -> (entries: [Entry], end: Int) {
        var entries: [Entry] = [], offset = 0
        let identity = Array(base.utf8)
        while data.count - offset >= recordHead, data[offset..<offset + 4].elementsEqual(magic) {
            let length = Int(truncatingIfNeeded: littleEndian(data, at: offset + 20))
            let start = offset + recordHead
            guard length >= 0, length <= data.count - start else { break }
            let payload = data[start..<start + length]
            guard littleEndian(data, at: offset + 28) == crc64(payload) else { break }
            if data[offset + 4..<offset + 20].elementsEqual(identity) {
                guard let added = try? CompactDecoder().decodeEntries(from: payload, threads: 1) else { break }
                entries += added
            }
            offset = start + length
        }
        return (entries, offset)
    }

    /// A journal record adding `entries` to the cache file `base` (an identity: 16 hex digits).
    static func journalRecord(_ entries: [Entry], base: String) throws -> [UInt8] {
        let payload = try encode(entries: entries)
        var record = magic + Array(base.utf8)
        guard record.count == 20 else { throw CocoaError(.coderInvalidValue) }
        withUnsafeBytes(of: UInt64(payload.count).littleEndian) { record += $0 }
        withUnsafeBytes(of: crc64(payload).littleEndian) { record += $0 }
        return record + payload
    }

    /// Appends `record` to the file at `path` (made if missing) in one write; false when it could
    /// not be written whole.
    static func append(_ record: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < record.count {
            let count = record[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    private static func littleEndian(_ data: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(0) { $0 | UInt64(data[offset + $1]) << (8 * UInt64($1)) }
    }

    /// What this process last read or wrote of each cache file, by path: its identity and size,
    /// and where its journal's last whole record ends. A save appends to the journal only after
    /// what a load found of it.
    final class Journals: @unchecked Sendable {
        struct State: Sendable {
            var base: String
            var baseBytes: Int
            var end: Int
        }

        private let lock = NSLock()
        private var states: [String: State] = [:]

        func state(of path: String) -> State? { lock.withLock { states[path] } }

        func set(_ state: State?, for path: String) { lock.withLock { states[path] = state } }
    }

    static let journals = Journals()
}
