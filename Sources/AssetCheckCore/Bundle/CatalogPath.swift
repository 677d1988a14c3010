/// Facts about paths of Xcode asset catalogs: `.xcassets` folders and their set folders
/// (`.imageset`, `.dataset` ...), which are recognised by their own names wherever they are, since
/// projects keep loose sets outside any catalog too.
public enum CatalogPath {
    /// True for a `Contents.json`: metadata of a catalog, a set or a catalog group, never an asset
    /// of any class, wherever it is. Xcode reserves the name in every catalog folder, and a set
    /// copied out of its `.xcassets` keeps it.
    public static func isMetadata(_ path: String) -> Bool {
        path.split(separator: "/").last == "Contents.json"
    }

    /// The `.imageset` or `.dataset` folder that directly holds `path`, if any.
    public static func set(containing path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, isSetFolder(parts[parts.count - 2]) else { return nil }
        return parts.dropLast().joined(separator: "/")
    }

    /// True for a catalog folder whose `Contents.json` lists files: `.imageset` or `.dataset`.
    public static func isSetFolder<S: StringProtocol>(_ name: S) -> Bool {
        name.hasSuffix(".imageset") || name.hasSuffix(".dataset")
    }

    /// The `.imageset` folder that directly holds `path`, if any.
    public static func imageSet(containing path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".imageset") else { return nil }
        return parts.dropLast().joined(separator: "/")
    }
}
