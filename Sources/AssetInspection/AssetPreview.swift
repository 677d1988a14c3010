import AssetCheckCore

/// What the HTML report shows of a file besides its facts, made while the file is inspected, from
/// the same read: the report reads no file itself.
public enum AssetPreview: Sendable, Hashable {
    /// An image's thumbnail, or a font's specimen line drawn with its own glyphs, as PNG.
    case picture(png: [UInt8], width: Int, height: Int)
    /// A sound's own bytes, for the page's player.
    case sound([UInt8])
}

extension AssetPreview {
    init(picture: (png: [UInt8], width: Int, height: Int)) {
        self = .picture(png: picture.png, width: picture.width, height: picture.height)
    }

    /// `rgba`'s pixels as a PNG picture; `nil` when they cannot be encoded.
    init?(rgba: (rgba: [UInt8], width: Int, height: Int)) {
        guard let encoded = ThumbnailMaker.encoded(rgba) else { return nil }
        self.init(picture: encoded)
    }
}

/// Which previews an inspection makes (see ``AssetInspector/previews``): thumbnails of images at
/// most `maxThumbnailSide` pixels a side, font specimens, and the bytes of the sounds named.
public struct PreviewRequest: Sendable, Hashable {
    /// Longest side of a thumbnail in pixels.
    public var maxThumbnailSide: Int
    /// The bundle-relative paths of the sounds whose bytes are kept for the page.
    public var sounds: Set<String>

    public init(maxThumbnailSide: Int = 256, sounds: Set<String> = []) {
        self.maxThumbnailSide = maxThumbnailSide
        self.sounds = sounds
    }

    /// The line a font's specimen shows, in the font itself.
    static func specimenText(family: String) -> String { "\(family) · Aa Bb Cc · Ää Éé ß · 0123 „“ «»" }
}
