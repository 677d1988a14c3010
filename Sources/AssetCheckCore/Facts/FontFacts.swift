/// What FreeType read of a font file: one face for a `.ttf` or `.otf`, several for a `.ttc`.
public struct FontFacts: Sendable, Hashable, Codable {
    /// The faces in the file's order.
    public var faces: [FontFace]

    public init(faces: [FontFace]) {
        self.faces = faces
    }
}

/// One face of a font file, with the names an app registers it by.
public struct FontFace: Sendable, Hashable, Codable {
    /// The family name, e.g. "DejaVu Serif".
    public var family: String
    /// The style name, e.g. "Book" or "Bold Italic".
    public var style: String
    /// The PostScript name (`UIFont(name:)` takes it), e.g. "DejaVuSerif"; `nil` when the font has none.
    public var postScriptName: String?
    /// Number of glyphs in the face.
    public var glyphs: Int
    /// Number of Unicode characters the face's character map gives a glyph.
    public var characters: Int
    /// Which characters have a glyph; kept in the cache, left out of the manifest (see ``AssetFacts/summarized``).
    public var coverage: CharacterCoverage?

    public init(family: String, style: String, postScriptName: String?, glyphs: Int, characters: Int,
                coverage: CharacterCoverage? = nil) {
        self.family = family
        self.style = style
        self.postScriptName = postScriptName
        self.glyphs = glyphs
        self.characters = characters
        self.coverage = coverage
    }

    /// Words for messages: the PostScript name, or family and style.
    public var displayName: String { postScriptName ?? "\(family) \(style)" }
}

/// A set of Unicode scalars as sorted, disjoint ranges.
public struct CharacterCoverage: Sendable, Hashable, Codable {
    /// Ranges of scalar values, each `[first, last]`, sorted and disjoint.
    public private(set) var ranges: [[UInt32]]

    /// The coverage of `scalars` (any order, repeats allowed).
    public init(scalars: [UInt32]) {
        var ranges: [[UInt32]] = []
        for value in Set(scalars).sorted() {
            if let last = ranges.last?[1], last &+ 1 == value {
                ranges[ranges.count - 1][1] = value
            } else {
                ranges.append([value, value])
            }
        }
        self.ranges = ranges
    }

    /// True when `scalar` is in one of the ranges.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            guard range.count == 2 else { return false }
            if scalar.value < range[0] { high = middle - 1 } else if scalar.value > range[1] { low = middle + 1 } else { return true }
        }
        return false
    }

    /// True when every range is a sorted pair of scalar values and the ranges are sorted and apart.
    public var isWellFormed: Bool {
        var previous: UInt32?
        for range in ranges {
            guard range.count == 2, range[0] <= range[1], range[1] <= 0x10FFFF else { return false }
            if let previous, range[0] <= previous { return false }
            previous = range[1]
        }
        return true
    }
}
