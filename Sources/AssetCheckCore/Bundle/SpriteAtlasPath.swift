/// Facts about paths inside SpriteKit texture atlases: `.atlas` folders, and `.spriteatlas`
/// folders in asset catalogs.
public enum SpriteAtlasPath {
    /// The outermost atlas folder holding `path` at any depth (`Games/ShapeMatch/Shapes.atlas`), if any.
    public static func atlas(containing path: String) -> String? {
        // Cheap refusal first: most paths name no atlas at all.
        guard path.containsASCII("atlas/") else { return nil }
        var start = path.startIndex
        while let slash = path[start...].firstIndex(of: "/") {
            if isAtlasFolder(path[start..<slash]) { return String(path[..<slash]) }
            start = path.index(after: slash)
        }
        return nil
    }

    /// True for a folder name ending in `.atlas` or `.spriteatlas`.
    public static func isAtlasFolder<S: StringProtocol>(_ name: S) -> Bool {
        name.hasSuffix(".atlas") || name.hasSuffix(".spriteatlas")
    }

    /// True when a file at `path` belongs in an atlas: an image (by its extension), or an asset
    /// catalog's `Contents.json` in a `.spriteatlas`.
    public static func belongsInAtlas(_ path: String) -> Bool {
        AssetKind.guess(forPath: path) == .image || (CatalogPath.isMetadata(path) && path.contains(".spriteatlas/"))
    }
}
