import AssetCheckCore
import AssetReferences
import Dispatch
import Foundation

/// Reads the app's sources into a ``SourceIndex``, on all cores, reusing what the
/// ``ReferenceCache`` holds for files whose stamp has not changed.
struct SourceIndexReader: Sendable {
    let request: SourceRequest
    /// The bundle folder as the run names it.
    let bundle: String
    /// Where the cache lives; `nil` reads every file.
    let cacheFolder: String?
    let toolVersion: String

    /// The largest source file read; a larger one gets a note.
    static let maxBytes = 8 << 20

    func read() -> SourceIndex {
        let bundleFolder = URL(fileURLWithPath: bundle).standardizedFileURL.path
        var found = SourceScanner(request: request, bundle: bundleFolder).scan()
        // Only code and Interface Builder files load assets by name; without one (a bundle of art and
        // data, no app), nothing would be checked, and the data files are not read for nothing.
        // Nor is any other file's name kept: only a load or a declared font looks among them, and a
        // bundle of 100,000 files has some 250,000 (names, stems and bases), 17 MB held to the end.
        if !found.files.contains(where: { SourceScanner.codeExtensions.contains(SourceScanner.fileExtension($0.absolute)) }) {
            found.files = []
            found.elsewhere = []
        }
        let scan = found
        let cache = cacheFolder.map { ReferenceCache(folder: $0, toolVersion: toolVersion, key: bundleFolder + "\n" + request.paths.joined(separator: "\n")) }
        let previous = cache?.load() ?? [:]
        let now = FileStamp.now()
        let results = ChunkedWork.map(count: scan.files.count, minimum: 8) { range in
            SourceReader.onParsingThread { scan.files[range].map { file -> (SourceFileReferences, FileStamp?) in
                let stamp = FileStamp.of(file.absolute)
                if let stamp, let entry = previous[file.shown], entry.stamp == stamp, !stamp.isRacy(now: now) {
                    return (entry.references, stamp)
                }
                return (Self.readFile(file.absolute, shown: file.shown, size: stamp.map { Int($0.size) }), stamp)
            } }
        }
        if let cache {
            var entries: [String: ReferenceCache.Entry] = [:]
            for (references, stamp) in results { if let stamp { entries[references.path] = .init(stamp: stamp, references: references) } }
            if entries != previous { cache.save(entries) }
        }
        return SourceIndex(files: results.map(\.0), keep: request.keep, elsewhere: scan.elsewhere)
    }

    /// One file read: too large or unreadable gets a note instead.
    static func readFile(_ absolute: String, shown: String, size: Int?) -> SourceFileReferences {
        if let size, size > maxBytes {
            return SourceFileReferences(path: shown, note: "not read: \(ByteWording.size(size)), past the \(ByteWording.size(maxBytes)) read of one source file")
        }
        guard let handle = FileHandle(forReadingAtPath: absolute) else {
            return SourceFileReferences(path: shown, note: "could not be read")
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1) else {
            return SourceFileReferences(path: shown, note: "could not be read")
        }
        return SourceReader.read([UInt8](data), path: shown)
    }
}
