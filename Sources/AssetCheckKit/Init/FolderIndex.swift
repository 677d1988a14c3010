import AssetCheckCore

/// A project's files as `init` maps them: by folder, each folder holding its own files and those
/// of the catalog sets, atlases and `.lproj` folders inside it, built once so that mapping a
/// project of 10,000 files looks at each file a few times, not once per folder.
struct FolderIndex: Sendable {
    /// The files of each folder that can be mapped (see ``unit(of:)``), by folder.
    let units: [String: [AssetRecord]]
    /// Every file's path (metadata included), sorted, for ``paths(under:)``.
    let paths: [String]
    /// Every file's kind as its name or content suggests, by path.
    let kinds: [String: AssetKind]
    /// The files that are never mapped: app icons (see ``isAppIcon(_:)``) and files of no checked kind.
    let unmappable: [String]

    init(records: [AssetRecord]) {
        var units: [String: [AssetRecord]] = [:]
        for record in records where record.kind != .other && !CatalogPath.isMetadata(record.path) && !Self.isAppIcon(record.path) {
            units[Self.unit(of: record.path), default: []].append(record)
        }
        self.units = units
        unmappable = records.filter { !CatalogPath.isMetadata($0.path) && ($0.kind == .other || Self.isAppIcon($0.path)) }.map(\.path)
        paths = records.map(\.path).sorted()
        kinds = Dictionary(records.map { ($0.path, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The folder a file is mapped with: its own, or the folder holding its catalog set, atlas or
    /// `.lproj` folder (a table's languages go together).
    static func unit(of path: String) -> String {
        var folder = path.parentFolder ?? ""
        while !folder.isEmpty, isFolded(folder.lastPathName) { folder = folder.parentFolder ?? "" }
        return String(folder)
    }

    /// True for a folder that belongs to the folder holding it: a catalog set, an atlas, a language.
    static func isFolded(_ name: Substring) -> Bool {
        CatalogPath.isSetFolder(name) || SpriteAtlasPath.isAtlasFolder(name) || name.hasSuffix(".lproj")
    }

    /// True for a file of an app icon (an `.appiconset`, an Icon Composer `.icon`, tvOS's and
    /// visionOS's brand assets and image stacks): Apple's own sizes and rules apply to them, never
    /// an app's image class.
    static func isAppIcon(_ path: String) -> Bool {
        appIconFolders.contains { path.containsASCII($0) }
    }

    /// The folders' extensions, each with the `/` that makes it a folder's.
    private static let appIconFolders: [StaticString] = [".appiconset/", ".iconset/", ".icon/", ".brandassets/", ".imagestack/",
                                                         ".imagestacklayer/", ".solidimagestack/", ".solidimagestacklayer/", ".launchimage/"]

    /// Paths of every file under `folder`, at any depth, metadata included.
    func paths(under folder: String) -> ArraySlice<String> {
        let prefix = folder + "/"
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < paths.count, paths[end].hasPrefix(prefix) { end += 1 }
        return paths[low..<end]
    }

    /// Paths of every file a pattern matches, metadata excepted.
    func paths(matching pattern: PathPattern) -> [String] {
        paths.filter { !CatalogPath.isMetadata($0) && pattern.matches($0) }
    }
}
