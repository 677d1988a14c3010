/// Facts about paths of Xcode asset catalogs: `.xcassets` folders and their set folders
/// (`.imageset`, `.appiconset`, `.colorset` ...), which are recognised by their own names wherever
/// they are, since projects keep loose sets outside any catalog too.
public enum CatalogPath {
    /// True for a `Contents.json`: metadata of a catalog, a set or a catalog group, never an asset
    /// of any class, wherever it is. Xcode reserves the name in every catalog folder, and a set
    /// copied out of its `.xcassets` keeps it.
    ///
    /// The name's bytes are compared at the path's end, in place: a hook's sift and the passes ask
    /// it of every file of a large bundle, most of which end otherwise (no name Unicode holds equal
    /// to this ASCII one is spelled with other bytes).
    public static func isMetadata(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.last == metadataName.last, bytes.count >= metadataName.count else { return false }
        let start = bytes.index(bytes.endIndex, offsetBy: -metadataName.count)
        guard bytes[start...].elementsEqual(metadataName) else { return false }
        return start == bytes.startIndex || bytes[bytes.index(before: start)] == UInt8(ascii: "/")
    }

    /// The name of a catalog folder's metadata, as UTF-8.
    private static let metadataName = Array("Contents.json".utf8)

    /// The set folder (any ``CatalogSetKind``) that directly holds `path`, if any.
    public static func set(containing path: String) -> String? {
        guard let folder = path.parentFolder, isSetFolder(folder.lastPathName) else { return nil }
        return String(folder)
    }

    /// True for a catalog folder whose `Contents.json` lists its files or values: see ``CatalogSetKind``.
    public static func isSetFolder<S: StringProtocol>(_ name: S) -> Bool where S.UTF8View: BidirectionalCollection {
        CatalogSetKind(folderName: name) != nil
    }

    /// True for the app's primary icon set: `AppIcon.appiconset`, the name Xcode gives it (the
    /// default of the build setting `ASSETCATALOG_COMPILER_APPICON_NAME`). Other app icon sets are
    /// alternate icons or extensions' icons.
    public static func isPrimaryAppIcon(_ set: String) -> Bool {
        set.lastPathName == "AppIcon.appiconset"
    }

    /// True when a folder holding `path` is an `.xcassets` catalog. Xcode reads a catalog's images
    /// only through its sets, never by `@2x` file names.
    public static func isInCatalog(_ path: String) -> Bool {
        path.containsASCII(".xcassets/")
    }

    /// The `.imageset` folder that directly holds `path`, if any.
    public static func imageSet(containing path: String) -> String? {
        // The suffix compared as UTF-8 bytes: `hasSuffix` compares characters, a grapheme-break test each.
        guard let folder = path.parentFolder, folder.utf8.reversed().starts(with: ".imageset".utf8.reversed()) else { return nil }
        return String(folder)
    }
}

/// The kinds of asset catalog set whose `Contents.json` lists files (or, for colour sets, values).
///
/// Folders that only hold other sets (`.xcassets` groups, `.spriteatlas`, `.imagestack`,
/// `.imagestacklayer`, `.brandassets`, `.textureset`) list folders, not files; the sets inside
/// them are read as sets.
public enum CatalogSetKind: String, Sendable, CaseIterable {
    case imageSet = "imageset"
    case dataSet = "dataset"
    case appIconSet = "appiconset"
    case colorSet = "colorset"
    case symbolSet = "symbolset"
    case launchImage = "launchimage"

    /// The kind of a folder named `name` (`play.imageset` is an image set), or `nil` for any other folder.
    /// Compared as UTF-8 bytes, making no string: it is asked of every file's folder.
    public init?<S: StringProtocol>(folderName name: S) where S.UTF8View: BidirectionalCollection {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let suffix = name.utf8[name.utf8.index(after: dot)...]
        guard let kind = Self.allCases.first(where: { $0.rawValue.utf8.elementsEqual(suffix) }) else { return nil }
        self = kind
    }

    /// The `Contents.json` key of the set's list: `images`, `data`, `colors` or `symbols`.
    public var listKey: String {
        switch self {
        case .imageSet, .appIconSet, .launchImage: "images"
        case .dataSet: "data"
        case .colorSet: "colors"
        case .symbolSet: "symbols"
        }
    }

    /// How reports name the set: `image set`, `app icon set` ...
    public var noun: String {
        switch self {
        case .imageSet: "image set"
        case .dataSet: "data set"
        case .appIconSet: "app icon set"
        case .colorSet: "colour set"
        case .symbolSet: "symbol set"
        case .launchImage: "launch image set"
        }
    }
}
