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

    /// The kind a file suggests before a class claims it: by its extension, and for `.json` by
    /// its content (a Lottie animation is an object with `layers`; see ``guess(forPath:looksLikeLottie:)``).
    public static func guess(forPath path: String) -> AssetKind {
        switch FileFormat.extensionOf(path) {
        case "png", "jpg", "jpeg": .image
        case "json": .json
        case "lottie": .animation
        case "mcaddon", "mcpack": .addon
        case "aac", "adts", "m4a", "mp4", "caf", "mp3", "wav", "aif", "aiff", "aifc": .audio
        case "ttf", "otf", "ttc": .font
        case "strings", "stringsdict", "xcstrings": .strings
        default: .other
        }
    }

    /// Words for messages: "image file", "audio file", "JSON document", "file".
    public var noun: String {
        switch self {
        case .image: "image file"
        case .animation: "animation file"
        case .audio: "audio file"
        case .json: "JSON document"
        case .entity: "entity file"
        case .addon: "add-on archive"
        case .font: "font file"
        case .strings: "strings file"
        case .other: "file"
        }
    }
}
