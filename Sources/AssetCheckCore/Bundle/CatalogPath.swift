/// Facts about paths inside Xcode asset catalogs (`.xcassets`).
public enum CatalogPath {
    /// True for a catalog's `Contents.json`: metadata of the catalog, not an asset of any class.
    public static func isMetadata(_ path: String) -> Bool {
        path.split(separator: "/").last == "Contents.json" && path.contains(".xcassets")
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
