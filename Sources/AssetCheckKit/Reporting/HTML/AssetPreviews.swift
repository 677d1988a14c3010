/// What the report embeds of the files themselves: image thumbnails, and sounds small enough
/// to play in the page.
struct AssetPreviews: Sendable {
    /// PNG thumbnails by bundle-relative path.
    var thumbnails: [String: Thumbnail] = [:]
    /// Each audio file's player source, or why it is not embedded, by path.
    var sounds: [String: Sound] = [:]
    /// Each font's specimen line, drawn with its own glyphs, by path.
    var specimens: [String: Thumbnail] = [:]
    /// Files whose picture the run made but the page leaves out, its pictures' budget spent.
    var withheld: Set<String> = []
    /// That budget, in bytes, when the run made pictures.
    var pictureLimit: Int?

    /// The bytes of every picture and sound embedded, before base64.
    var embeddedBytes: Int {
        thumbnails.values.reduce(0) { $0 + $1.png.count } + specimens.values.reduce(0) { $0 + $1.png.count }
            + sounds.values.reduce(0) { total, sound in
                if case let .embedded(_, bytes) = sound { total + bytes.count } else { total }
            }
    }

    /// A downscaled copy of an image, PNG-encoded.
    struct Thumbnail: Sendable, Hashable {
        var png: [UInt8]
        var width: Int
        var height: Int
    }

    /// An audio file in the page, or the reason it is left out.
    enum Sound: Sendable, Hashable {
        case embedded(mimeType: String, bytes: [UInt8])
        case omitted(reason: String)
    }
}
