/// What the report embeds of the files themselves: image thumbnails, font specimens, and sounds
/// small enough to play in the page. Pictures are read from the run's ``RunPreviews`` as each
/// card is rendered, so the page holds one at a time besides itself; so are sounds.
struct AssetPreviews: Sendable {
    /// Where the pictures are: the run's previews.
    var source: RunPreviews?
    /// The pictures the page shows (thumbnails and specimens), by bundle-relative path, with
    /// their size in bytes.
    var shown: [String: Int] = [:]
    /// Each audio file's player source, or why it is not embedded, by path.
    var sounds: [String: Sound] = [:]
    /// Files whose picture the run made but the page leaves out, its pictures' budget spent.
    var withheld: Set<String> = []
    /// That budget, in bytes, when the run made pictures.
    var pictureLimit: Int?

    /// The thumbnail of an image, or the specimen of a font, at `path`, when the page shows it.
    func picture(at path: String) -> Thumbnail? {
        guard shown[path] != nil, let (png, width, height) = source?.picture(at: path) else { return nil }
        return Thumbnail(png: png, width: width, height: height)
    }

    /// The bytes of every picture and sound embedded, before base64.
    var embeddedBytes: Int {
        shown.values.reduce(0, +) + sounds.values.reduce(0) { total, sound in
            if case let .embedded(_, size) = sound { total + size } else { total }
        }
    }

    /// A downscaled copy of an image, or a font's specimen line, PNG-encoded.
    struct Thumbnail: Sendable, Hashable {
        var png: [UInt8]
        var width: Int
        var height: Int
    }

    /// The bytes of the pictures and sounds embedded on `card` and its sprites, before base64.
    func embeddedBytes(of card: ReportCard) -> Int {
        card.shownCards.reduce(0) { total, shownCard in
            Set(shownCard.variants.values).union(shownCard.path.map { [$0] } ?? []).reduce(total) { total, path in
                guard case let .embedded(_, size)? = sounds[path] else { return total + (shown[path] ?? 0) }
                return total + (shown[path] ?? 0) + size
            }
        }
    }

    /// The bytes of the sound embedded for `path`, read from the run's previews as its card is
    /// written (so the page holds one sound at a time besides itself).
    func soundBytes(at path: String) -> [UInt8]? { source?.sound(at: path) }

    /// An audio file in the page, with the size of its bytes, or the reason it is left out.
    enum Sound: Sendable, Hashable {
        case embedded(mimeType: String, size: Int)
        case omitted(reason: String)
    }
}
