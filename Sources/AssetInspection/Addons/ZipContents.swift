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
        var nestedPacks: [(String, [UInt8])] = []
        for entry in listed where !entry.name.hasSuffix("/") {
            let name = prefix + entry.name
            let data = try inflate(entry, named: name, from: bytes)
            if !nested, entry.name.lowercased().hasSuffix(".mcpack") { nestedPacks.append((name, data)) } else { files[name] = data }
        }
        for (name, data) in nestedPacks { try add(data, prefix: name + "/", nested: true) }
    }

    /// Inflates one entry from the bytes the directory guard located, and only those:
    /// ZIPFoundation's `Archive.extract` reads on past an entry whose deflate stream never ends
    /// (and, at the end of the file, loops for ever), so its inflater gets a provider that
    /// stops at the entry's end. Its CRC-32 must match the directory's.
    private mutating func inflate(_ entry: ZipDirectoryGuard.Entry, named name: String,
                                  from bytes: [UInt8]) throws(ArchiveFailure) -> [UInt8] {
        let raw = bytes[entry.dataStart..<entry.dataStart + entry.compressedSize]
        var data: [UInt8] = []
        var stop: ArchiveFailure?
        let compressed = max(1, entry.compressedSize)
        let (limits, before) = (self.limits, totalBytes)
        func take(_ chunk: some Collection<UInt8>) throws {
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
        let checksum: UInt32
        do {
            switch entry.method {
            case 0:
                try take(raw)
                checksum = Data(data).crc32(checksum: 0)
            case 8:
                let chunkSize = Self.chunkSize
                checksum = try Data.decompress(size: Int64(raw.count), bufferSize: chunkSize, skipCRC32: false,
                                               provider: { position, _ in
                    // Every chunk is exactly chunkSize long (the inflater assumes so); past the
                    // entry's last byte it is zeros, which no deflate stream can end in.
                    guard position < Int64(raw.count) else { throw ZipReadError.noEnd }
                    let from = raw.startIndex + Int(position)
                    var chunk = Data(raw[from..<min(from + chunkSize, raw.endIndex)])
                    if chunk.count < chunkSize { chunk.append(Data(count: chunkSize - chunk.count)) }
                    return chunk
                }, consumer: { try take($0) })
            default:
                throw ZipReadError.method(entry.method)
            }
        } catch {
            if let stop { throw stop }
            let why = switch error as? ZipReadError {
            case .noEnd?: "its compressed data ends before its deflate stream does"
            case let .method(method)?: "compression method \(method) is not one a zip reader must know (stored or deflate)"
            case nil: "its compressed data is damaged"
            }
            throw .damaged(reason: "\(name) cannot be inflated: \(why)")
        }
        guard checksum == entry.crc32 else {
            throw .damaged(reason: "\(name) inflates to bytes whose CRC-32 is not the one the archive lists")
        }
        totalBytes = before + data.count
        return data
    }

    /// The inflater's input and output chunk size.
    private static let chunkSize = 64 << 10

    private enum ZipReadError: Error {
        case noEnd
        case method(Int)
    }
}
