/// One place in the app's code or data that loads an asset by name, e.g. `UIImage(named: "coin")`
/// at line 12: what `asset.missing` checks and `asset.unused` counts as a use.
public struct SourceReference: Sendable, Hashable, Codable, Comparable {
    /// What the call loads, which says where its name is looked up.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `UIImage(named:)`, `Image("x")`, `SKTexture(imageNamed:)`, `<image name=>`, `imageNamed:`.
        case image
        /// `UIColor(named:)`, `Color("x")`, `<color name=>`: a catalog colour set.
        case color
        /// `NSDataAsset(name:)`: a catalog data set.
        case data
        /// `SKAction.playSoundFileNamed(_:waitForCompletion:)`: a sound file by name with its extension.
        case sound
        /// `UIFont(name:size:)`, `.custom("x", size:)`, a storyboard's custom font: a PostScript or full name.
        case font
        /// `LottieAnimation.named`, `LottieAnimationView(name:)`: a Lottie JSON file by base name.
        case animation
        /// `SKTextureAtlas(named:)`: a `.atlas` folder or `.spriteatlas` catalog folder.
        case atlas
        /// `Bundle.url(forResource:withExtension:)`, `path(forResource:ofType:)`: any bundle file by name.
        case resource
        /// A generated symbol, not a string: Xcode's `Image(.fooBar)` / `ImageResource.fooBar`,
        /// SwiftGen's `Asset.fooBar`, R.swift's `R.image.fooBar`. The compiler checks these, so
        /// they count as uses but are never missing.
        case symbol
    }

    public var kind: Kind
    /// The name as written; in a pattern, `*` stands for what the code builds at run time.
    public var name: String
    /// True when the name is built at run time (`"coin_\(n)"` is `coin_*`).
    public var isPattern: Bool
    /// The extension the call gives separately (`withExtension: "mp3"`), without the dot.
    public var fileExtension: String?
    /// The 1-based line of the call.
    public var line: Int

    public init(_ kind: Kind, _ name: String, isPattern: Bool = false, fileExtension: String? = nil, line: Int) {
        self.kind = kind
        self.name = name
        self.isPattern = isPattern
        self.fileExtension = fileExtension
        self.line = line
    }

    public static func < (lhs: SourceReference, rhs: SourceReference) -> Bool {
        (lhs.line, lhs.kind.rawValue, lhs.name, lhs.fileExtension ?? "")
            < (rhs.line, rhs.kind.rawValue, rhs.name, rhs.fileExtension ?? "")
    }
}

/// What one source file says about assets: the loads it makes, and every other string it holds
/// that could be a name (a plist value, a JSON string, a literal passed through a variable).
///
/// Loads are what `asset.missing` checks; loads and mentions together are what `asset.unused`
/// counts, so that an asset named anywhere in the app is never called unused.
public struct SourceFileReferences: Sendable, Hashable, Codable {
    /// The file's path, relative to the folder the sources are read from (as reports show it).
    public var path: String
    /// The calls that load an asset by name, sorted by line.
    public var references: [SourceReference]
    /// Every other string literal or data value that could be an asset's name, sorted, without
    /// repeats (names longer than ``maxMentionLength`` bytes are left out).
    public var mentions: [String]
    /// Strings built at run time (`"frame_\(i)"`, `"frame_%d"`, `"frame_" + n`), as patterns with `*`.
    public var mentionPatterns: [String]
    /// Member names that may be Xcode's generated asset symbols though nothing says which type
    /// they are on (`.foregroundStyle(.brandPrimary)`, `var tint: Color = .accentBlue`): uses, never loads.
    public var symbolMentions: [String]
    /// The `UIAppFonts` entries of an `Info.plist`, with their line; `nil` for other files.
    public var registeredFonts: [RegisteredFont]?
    /// True when the file registers fonts from code (`CTFontManagerRegisterFontsForURL` and kin),
    /// so bundled fonts need no `UIAppFonts` entry.
    public var registersFontsInCode: Bool
    /// Why the file was read only in part or not at all (did not parse, too large, binary); `nil` when fully read.
    public var note: String?

    public init(path: String, references: [SourceReference] = [], mentions: [String] = [], mentionPatterns: [String] = [],
                symbolMentions: [String] = [], registeredFonts: [RegisteredFont]? = nil, registersFontsInCode: Bool = false,
                note: String? = nil) {
        self.symbolMentions = Array(Set(symbolMentions)).sorted()
        self.path = path
        self.references = references.sorted()
        self.mentions = Array(Set(mentions.filter { $0.utf8.count <= Self.maxMentionLength })).sorted()
        self.mentionPatterns = Array(Set(mentionPatterns)).sorted()
        self.registeredFonts = registeredFonts
        self.registersFontsInCode = registersFontsInCode
        self.note = note
    }

    /// The longest string kept as a mention: asset names are short, and prose is not a name.
    public static let maxMentionLength = 200
}

/// One `UIAppFonts` entry of an `Info.plist`: a font file's path inside the app bundle.
public struct RegisteredFont: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}
