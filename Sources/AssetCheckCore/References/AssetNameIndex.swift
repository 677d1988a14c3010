/// The bundle's assets by the names the code loads them by, made from a snapshot.
public struct AssetNameIndex: Sendable {
    /// Every asset, sorted by path.
    public let assets: [NamedAsset]
    /// Indices into ``assets`` by lower-case key.
    private let byKey: [String: [Int]]
    /// Lower-case names of the bundle's sprite atlases (`.atlas`, `.spriteatlas` folders, without extension).
    public let atlases: Set<String>

    public init(snapshot: BundleSnapshot) {
        self.init(records: snapshot.records, imageSets: snapshot.imageSets)
    }

    /// The names of the assets `records` (sorted by path) and `imageSets` hold.
    init(records: [AssetRecord], imageSets: [ImageSetListing]) {
        let snapshot = (records: records, imageSets: imageSets)
        var assets: [NamedAsset] = []
        var inSets: Set<String> = []
        let recordsBySet = Dictionary(grouping: snapshot.records.filter { CatalogPath.set(containing: $0.path) != nil }) {
            CatalogPath.set(containing: $0.path)!
        }
        var atlases: Set<String> = []
        for record in snapshot.records {
            if let atlas = SpriteAtlasPath.atlas(containing: record.path) {
                atlases.insert(Self.stem(String(atlas.lastPathName)).lowercased())
            }
        }
        for set in snapshot.imageSets {
            inSets.insert(set.path)
            // An empty set is the catalog checks' to report; here it weighs nothing.
            guard set.kind == .colorSet || !(recordsBySet[set.path] ?? []).allSatisfy({ CatalogPath.isMetadata($0.path) }) else { continue }
            let name = Self.stem(String(set.path.lastPathName))
            let files = (recordsBySet[set.path] ?? []).filter { !CatalogPath.isMetadata($0.path) }
            let kind: NamedAsset.Kind
            switch set.kind {
            case .imageSet, .appIconSet, .launchImage, .symbolSet: kind = .image
            case .dataSet: kind = .data
            case .colorSet: kind = .color
            }
            var keys: Set<String> = [name.lowercased()]
            // A namespace folder makes the name `Folder/name`; which folders provide one is in
            // their own Contents.json, so every folder path up to the catalog is a name too.
            let folders = set.path.split(separator: "/")
            if let catalog = folders.lastIndex(where: { $0.hasSuffix(".xcassets") }) {
                let inner = folders[(catalog + 1)...].map { Self.stem(String($0)) }
                for start in inner.indices { keys.insert(inner[start...].joined(separator: "/").lowercased()) }
            }
            assets.append(NamedAsset(
                path: set.path, kind: kind, name: name, keys: keys, files: files.map(\.path),
                bytes: files.reduce(0) { $0 + $1.bytes },
                atlas: SpriteAtlasPath.atlas(containing: set.path).map { Self.stem(String($0.lastPathName)).lowercased() },
                isLoadedBySystem: set.kind == .appIconSet || set.kind == .launchImage || Self.isLoadedBySystem(set.path)
                    || (set.kind == .colorSet && name == "AccentColor")))
        }
        var looseImages: [String: [AssetRecord]] = [:]
        for record in snapshot.records where !CatalogPath.isMetadata(record.path) {
            if let set = CatalogPath.set(containing: record.path), inSets.contains(set) { continue }
            let fileName = String(record.path.lastPathName)
            let folder = record.path.parentFolder.map { String($0) + "/" } ?? ""
            if record.kind == .image || NamedAsset.imageExtensions.contains(String(fileName.lastIndex(of: ".").map { fileName[fileName.index(after: $0)...] } ?? "").lowercased()) {
                looseImages[folder + ScaleSuffix(fileName: fileName).base, default: []].append(record)
                continue
            }
            var keys: Set<String> = [fileName.lowercased(), Self.stem(fileName).lowercased()]
            let kind: NamedAsset.Kind
            var name = fileName
            switch record.kind {
            case .audio: kind = .sound
            case .animation: kind = .animation; name = Self.stem(fileName)
            case .font:
                kind = .font
                for face in record.font?.faces ?? [] {
                    keys.formUnion([face.family, face.family + " " + face.style, face.family + "-" + face.style]
                        .map { $0.lowercased() })
                    if let postScript = face.postScriptName { keys.insert(postScript.lowercased()) }
                }
                name = record.font?.faces.first?.postScriptName ?? fileName
            default: kind = .file
            }
            assets.append(NamedAsset(path: record.path, kind: kind, name: name, keys: keys, files: [record.path],
                                     bytes: record.bytes, atlas: nil, isLoadedBySystem: Self.isLoadedBySystem(record.path)))
        }
        for (base, variants) in looseImages {
            let sorted = variants.sorted { $0.path < $1.path }
            let name = String(base.lastPathName)
            var keys: Set<String> = [name.lowercased()]
            for variant in sorted { keys.insert(String(variant.path.lastPathName).lowercased()) }
            let atlas = SpriteAtlasPath.atlas(containing: sorted[0].path).map { Self.stem(String($0.lastPathName)).lowercased() }
            assets.append(NamedAsset(path: sorted[0].path, kind: .image, name: name, keys: keys, files: sorted.map(\.path),
                                     bytes: sorted.reduce(0) { $0 + $1.bytes }, atlas: atlas,
                                     isLoadedBySystem: Self.isLoadedBySystem(sorted[0].path)))
        }
        self.assets = assets.sorted { $0.path < $1.path }
        var byKey: [String: [Int]] = [:]
        for (index, asset) in self.assets.enumerated() {
            for key in asset.keys { byKey[key, default: []].append(index) }
        }
        self.byKey = byKey
        self.atlases = atlases
    }

    /// The assets a load of `name` finds, any kind.
    public func assets(named name: String) -> [NamedAsset] {
        var found: [Int] = []
        for candidate in NamedAsset.lookupNames(name) { found += byKey[candidate] ?? [] }
        return Array(Set(found)).sorted().map { assets[$0] }
    }

    /// Every lower-case key, for the nearest-name hint.
    public var keys: Dictionary<String, [Int]>.Keys { byKey.keys }

    /// `name` without its last extension (`coin.imageset` is `coin`).
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// True for a path something other than the app's code loads: inside a `.bundle` (a
    /// framework's resources, `Settings.bundle`), a `.framework`, `Pods/` or `Carthage/`, an Icon
    /// Composer `.icon`, a sticker pack, a tvOS or visionOS image stack, an AR resource group.
    static func isLoadedBySystem(_ path: String) -> Bool {
        for part in path.split(separator: "/").dropLast() {
            if part == "Pods" || part == "Carthage" { return true }
            guard let dot = part.lastIndex(of: ".") else { continue }
            if systemFolders.contains(String(part[part.index(after: dot)...])) { return true }
        }
        return false
    }

    /// Extensions of folders whose contents the system, a framework or Xcode's build settings load.
    static let systemFolders: Set<String> = [
        "bundle", "framework", "icon", "iconset", "appiconset", "launchimage", "stickersiconset", "stickerpack", "sticker",
        "stickersequence", "brandassets",
        "imagestack", "imagestacklayer", "solidimagestack", "solidimagestacklayer", "arresourcegroup", "complicationset",
    ]
}
