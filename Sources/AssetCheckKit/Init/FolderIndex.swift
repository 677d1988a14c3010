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
    /// The unit of the files in each folder that holds a file that can be mapped.
    private let unitOfFolder: [Substring: String]
    /// The files that are never mapped: app icons (see ``isAppIcon(_:)``) and files of no checked kind.
    let unmappable: [String]

    init(records: [AssetRecord]) {
        var units: [String: [AssetRecord]] = [:]
        var unmappable: [String] = []
        // Files share folders (an atlas's sets, a table's languages): each folder's unit, and
        // whether it is an app icon's, is found once.
        var unitOfFolder: [Substring: String] = [:]
        var iconFolders: [Substring: Bool] = [:]
        for record in records where !CatalogPath.isMetadata(record.path) {
            let folder = record.path.parentFolder ?? ""
            if record.kind == .other || iconFolders[folder] ?? Self.isAppIcon(folder: folder, known: &iconFolders) {
                unmappable.append(record.path)
            } else {
                units[unitOfFolder[folder] ?? Self.unit(ofFolder: folder, known: &unitOfFolder), default: []].append(record)
            }
        }
        self.units = units
        self.unmappable = unmappable
        self.unitOfFolder = unitOfFolder
        paths = records.map(\.path).sorted()
        kinds = Dictionary(records.map { ($0.path, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The folder a file is mapped with: its own, or the folder holding its catalog set, atlas or
    /// `.lproj` folder (a table's languages go together).
    func unit(of path: String) -> String {
        let folder = path.parentFolder ?? ""
        if let unit = unitOfFolder[folder] { return unit }
        var known: [Substring: String] = [:]
        return Self.unit(ofFolder: folder, known: &known)
    }

    /// The unit of the files in `folder`, remembered in `known` for it and the folders above it.
    private static func unit(ofFolder folder: Substring, known: inout [Substring: String]) -> String {
        if let unit = known[folder] { return unit }
        let unit = !folder.isEmpty && isFolded(folder.lastPathName) ? unit(ofFolder: folder.parentFolder ?? "", known: &known) : String(folder)
        known[folder] = unit
        return unit
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

    /// ``isAppIcon(_:)`` of the files in `folder`, remembered in `known` for it and the folders above it.
    private static func isAppIcon(folder: Substring, known: inout [Substring: Bool]) -> Bool {
        if let isIcon = known[folder] { return isIcon }
        let isIcon = !folder.isEmpty
            && (isAppIcon(String(folder.lastPathName) + "/") || isAppIcon(folder: folder.parentFolder ?? "", known: &known))
        known[folder] = isIcon
        return isIcon
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
