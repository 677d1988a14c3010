import AssetCheckCore
import Foundation

/// What the sources said last run, by file: a file whose stamp is unchanged is not read again.
/// One file per bundle and set of source folders in the cache folder, written atomically; a file
/// of another format or tool version, or one that doesn't decode, is ignored.
struct ReferenceCache: Sendable {
    let folder: String
    let toolVersion: String
    /// The bundle and source folders, which name the file.
    let key: String

    struct Entry: Sendable, Codable, Hashable {
        var stamp: FileStamp
        var references: SourceFileReferences
    }

    private struct Stored: Codable {
        var format: Int
        var tool: String
        var key: String
        var entries: [Entry]
    }

    /// Bumped when ``SourceFileReferences`` or what the readers collect changes (2: symbol mentions).
    static let format = 2

    var file: String {
        folder + "/references-" + String(InspectionCache.hex(Data(key.utf8)).prefix(16)) + ".refs"
    }

    func load() -> [String: Entry] {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= 256 << 20,
              let data = FileManager.default.contents(atPath: file),
              let stored = try? CompactDecoder().decodeArray(of: Stored.self, from: [UInt8](data), threads: 1).first,
              stored.format == Self.format, stored.tool == toolVersion, stored.key == key else { return [:] }
        return Dictionary(stored.entries.map { ($0.references.path, $0) }) { _, last in last }
    }

    func save(_ entries: [String: Entry]) {
        let stored = Stored(format: Self.format, tool: toolVersion, key: key, entries: entries.sorted { $0.key < $1.key }.map(\.value))
        guard let bytes = try? CompactEncoder().encode([stored]) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? OutputFile.write(Data(bytes), to: file)
    }
}
