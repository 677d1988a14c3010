import AssetCheckCore
import Foundation
internal import ZIPFoundation

/// Every file of a zip, inflated in memory by ZIPFoundation under our ``ArchiveLimits``: sizes
/// are counted as the bytes come out, never taken from the headers, and reading stops the moment
/// a limit is passed. Nothing is written to disk. Nested `.mcpack` archives are opened the same
/// way, one level deep, sharing the limits.
struct ZipContents {
    /// File contents by entry name (nested ones as `cow_bp.mcpack/manifest.json`).
    private(set) var files: [String: [UInt8]] = [:]
    private let limits: ArchiveLimits
    private var totalBytes = 0
    private var entryCount = 0

    /// Below this many inflated bytes an entry's compression ratio is not judged: small text
    /// files legitimately compress more than 100 times.
    private static let ratioFloor = 1 << 20

    /// Reads `bytes`, or says why the archive is refused.
    static func read(_ bytes: [UInt8], limits: ArchiveLimits) -> Result<ZipContents, ArchiveFailure> {
        var contents = ZipContents(limits: limits)
        do throws(ArchiveFailure) {
            try contents.add(bytes, prefix: "", nested: false)
            return .success(contents)
        } catch {
            return .failure(error)
        }
    }

    private init(limits: ArchiveLimits) { self.limits = limits }

    private mutating func add(_ bytes: [UInt8], prefix: String, nested: Bool) throws(ArchiveFailure) {
        let listed = try ZipDirectoryGuard(limits: limits).entries(of: bytes, prefix: prefix).get()
        entryCount += listed.count
        guard entryCount <= limits.maxEntries else { throw .tooManyEntries(count: entryCount, limit: limits.maxEntries) }
        let archive: Archive
        do { archive = try Archive(data: Data(bytes), accessMode: .read) } catch {
            throw .damaged(reason: "\(prefix.isEmpty ? "the archive" : prefix) cannot be opened: \(error)")
        }
        var nestedPacks: [(String, [UInt8])] = []
        for entry in archive where entry.type == .file {
            let name = prefix + entry.path
            let data = try inflate(entry, named: name, in: archive)
            if !nested, entry.path.lowercased().hasSuffix(".mcpack") { nestedPacks.append((name, data)) } else { files[name] = data }
        }
        for (name, data) in nestedPacks { try add(data, prefix: name + "/", nested: true) }
    }

    private mutating func inflate(_ entry: Entry, named name: String, in archive: Archive) throws(ArchiveFailure) -> [UInt8] {
        var data: [UInt8] = []
        var stop: ArchiveFailure?
        let compressed = max(1, Int(clamping: entry.compressedSize))
        let (limits, before) = (self.limits, totalBytes)
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(contentsOf: chunk)
                if data.count > limits.maxEntryBytes {
                    stop = .entryTooLarge(entry: name, bytes: data.count, limit: limits.maxEntryBytes)
                } else if before + data.count > limits.maxTotalBytes {
                    stop = .tooLarge(bytes: before + data.count, limit: limits.maxTotalBytes)
                } else if data.count > Self.ratioFloor, data.count / compressed > limits.maxRatio {
                    stop = .ratio(entry: name, ratio: data.count / compressed, limit: limits.maxRatio)
                }
                if stop != nil { throw CancellationError() }
            }
        } catch {
            throw stop ?? .damaged(reason: "\(name) cannot be inflated: \(error)")
        }
        totalBytes = before + data.count
        return data
    }
}
