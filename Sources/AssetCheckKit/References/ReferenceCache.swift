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

    /// The file's first line (JSON); the entries follow in ``CompactEncoder``'s form.
    private struct Header: Codable, Equatable {
        var format: Int
        var tool: String
        var key: String
    }

    /// Bumped when ``SourceFileReferences`` or what the readers collect changes (2: symbol mentions; 3: a header line, then the entries).
    static let format = 3

    var file: String {
        folder + "/references-" + String(InspectionCache.hex(Data(key.utf8)).prefix(16)) + ".refs"
    }

    private var header: Header { Header(format: Self.format, tool: toolVersion, key: key) }

    func load() -> [String: Entry] {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= 256 << 20,
              let data = FileManager.default.contents(atPath: file), let newline = data.firstIndex(of: 0x0A),
              (try? JSONDecoder().decode(Header.self, from: data[..<newline])) == header,
              let entries = try? CompactDecoder().decodeArray(of: Entry.self, from: [UInt8](data[(newline + 1)...]),
                                                               threads: ProcessInfo.processInfo.activeProcessorCount)
        else { return [:] }
        return Dictionary(entries.map { ($0.references.path, $0) }) { _, last in last }
    }

    func save(_ entries: [String: Entry]) {
        guard let header = try? JSONEncoder().encode(header),
              let bytes = try? CompactEncoder().encode(entries.sorted { $0.key < $1.key }.map(\.value)) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? OutputFile.write(header + Data([0x0A]) + Data(bytes), to: file)
    }
}
