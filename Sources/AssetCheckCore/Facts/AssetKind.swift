/// The broad kind of an asset, which decides how it is read and which checks apply.
///
/// Adding a kind: add its case here, its facts to ``AssetFacts``, its expectations to
/// ``ClassExpectations``, and follow the compiler's errors (see CONTRIBUTING.md).
public enum AssetKind: String, Sendable, Codable, CaseIterable {
    case image
    /// Lottie JSON animations.
    case animation
    case audio
    /// JSON documents the app reads (`Prompts.json`), which are not animations.
    case json
    /// Minecraft Bedrock entity files (`minecraft:entity` JSON, comments allowed); claimed by a class only.
    case entity
    /// Minecraft Bedrock add-on archives (`.mcaddon`, `.mcpack`): zips of packs, read in place.
    case addon
    /// Fonts the app registers (`.ttf`, `.otf`, `.ttc`), read with FreeType.
    case font
    /// Localized strings: `.strings` tables, `.stringsdict` plural rules and `.xcstrings` catalogs.
    case strings
    /// Any other file: counted in the bundle's size and hashed, but not inspected.
    case other

    /// What is said of a kind, in one place: the extensions that suggest it and its names.
    public struct Declaration: Sendable {
        /// Lower-case file extensions a file of this kind has, without the dot; empty for a kind
        /// that only a class claims (entity files are JSON) or that is anything else.
        public var extensions: [String]
        /// Words for messages: `image file`, `JSON document`.
        public var noun: String
        /// Short names for reports: `image`, `sound`, `add-on`.
        public var name: String
        public var plural: String
    }

    /// This kind's declaration: everything that guesses, names or lists it reads from here.
    public var declaration: Declaration {
        switch self {
        case .image: Declaration(extensions: ["png", "jpg", "jpeg"], noun: "image file", name: "image", plural: "images")
        case .animation: Declaration(extensions: ["lottie"], noun: "animation file", name: "animation", plural: "animations")
        case .audio:
            Declaration(extensions: ["aac", "adts", "m4a", "mp4", "caf", "mp3", "wav", "aif", "aiff", "aifc"],
                        noun: "audio file", name: "sound", plural: "sounds")
        case .json: Declaration(extensions: ["json"], noun: "JSON document", name: "JSON document", plural: "JSON documents")
        case .entity: Declaration(extensions: [], noun: "entity file", name: "entity file", plural: "entity files")
        case .addon: Declaration(extensions: ["mcaddon", "mcpack"], noun: "add-on archive", name: "add-on", plural: "add-ons")
        case .font: Declaration(extensions: ["ttf", "otf", "ttc"], noun: "font file", name: "font", plural: "fonts")
        case .strings:
            Declaration(extensions: ["strings", "stringsdict", "xcstrings"], noun: "strings file", name: "strings file",
                        plural: "strings files")
        case .other: Declaration(extensions: [], noun: "file", name: "other file", plural: "other files")
        }
    }

    /// The kind of each extension some kind declares.
    private static let byExtension: [String: AssetKind] = Dictionary(
        allCases.flatMap { kind in kind.declaration.extensions.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })

    /// The kind a file suggests before a class claims it, by its extension (see ``Declaration``);
    /// a `.json` file is a JSON document until its content or a class says it is an animation.
    public static func guess(forPath path: String) -> AssetKind {
        byExtension[FileFormat.extensionOf(path)] ?? .other
    }

    /// Words for messages: "image file", "audio file", "JSON document", "file".
    public var noun: String { declaration.noun }
}
