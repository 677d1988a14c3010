/// One asset as the app's code loads it: an image set, a loose image with its scale variants, a
/// sound, a font, an animation, a colour or data set, a texture of a sprite atlas.
public struct NamedAsset: Sendable, Hashable {
    /// What kind of load finds it.
    public enum Kind: String, Sendable, Hashable {
        case image, color, data, sound, font, animation, atlas
        /// Any other file: found by `Bundle.url(forResource:)`, never called unused.
        case file
    }

    /// The set folder, the first variant of a loose image, or the file.
    public var path: String
    public var kind: Kind
    /// The name the code loads it by (`coin`, `pop.caf`, `Nunito-Bold`).
    public var name: String
    /// Every lower-case name a load finds it by (with and without extension, each face's names).
    public var keys: Set<String>
    /// Its files, bundle-relative.
    public var files: [String]
    public var bytes: Int
    /// The lower-case name of the sprite atlas it is a texture of, if any.
    public var atlas: String?
    /// True when something other than the app's code loads it (app icons and launch images by the
    /// system, a framework's `.bundle` by the framework): never called unused.
    public var isLoadedBySystem: Bool

    /// The names Xcode's generated symbols and SwiftGen give it, reduced to lower-case letters and
    /// digits (`ice-cream Image` is `.iceCream`, `icecream`): compared with ``SourceReference/Kind/symbol`` loads.
    public var symbolKeys: Set<String> {
        let plain = Self.symbolKey(name)
        var keys: Set<String> = [plain]
        for suffix in ["image", "color", "colour"] where plain.hasSuffix(suffix) && plain.count > suffix.count {
            keys.insert(String(plain.dropLast(suffix.count)))
        }
        return keys
    }

    /// `name` reduced to lower-case ASCII letters and digits, as symbol names are compared.
    public static func symbolKey(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }))
    }
}

extension NamedAsset {
    /// The names a string in the code could find an asset by: itself, its last path name, that
    /// without extension, and without a scale suffix (`img/coin@2x.png` gives `coin`), lower-cased.
    static func lookupNames(_ text: String) -> [String] {
        let lower = text.lowercased()
        let last = String(lower.lastPathName)
        var names = [lower]
        if last != lower { names.append(last) }
        let stem = withoutExtension(last)
        // The scale and device marks of what is left (`coin@2x~ipad`); a dotted key keeps its dots.
        let suffix = ScaleSuffix(fileName: stem + ".png")
        if stem != last { names.append(stem) }
        if suffix.base != stem, !suffix.base.isEmpty { names.append(suffix.base) }
        return names
    }

    /// `name` without the extension of a file an app loads (`coin.png` is `coin`); a dotted name
    /// that is no file (`common.login`, a localization key) stays whole.
    static func withoutExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              fileExtensions.contains(String(name[name.index(after: dot)...])) else { return name }
        return String(name[..<dot])
    }

    /// Lower-case extensions of loose image files `UIImage(named:)` and `NSImage(named:)` find by base name.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "heif", "pdf", "gif", "tif", "tiff", "icns", "webp", "bmp", "svg"]

    /// Lower-case extensions of the files code loads by name: images, and the rest.
    static let fileExtensions: Set<String> = imageExtensions.union([
        "caf", "aac", "adts", "m4a", "mp3", "wav", "aif", "aiff", "aifc", "mp4", "mov", "m4v",
        "json", "lottie", "ttf", "otf", "ttc", "plist", "strings", "sks", "scn", "txt", "html", "css", "js", "atlas", "spriteatlas",
    ])
}
