/// The broad kind of an asset, which decides how it is read and which checks apply.
///
/// Adding a kind: add its case here and its ``Declaration`` in `Kinds/` (see CONTRIBUTING.md).
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

    /// Everything said of a kind, in one place: the extensions that suggest it, its names, the
    /// types of its facts and of its classes' expectations (with the rules keys those take), and
    /// the passes with its checks. Each kind's is in `Kinds/<Kind>Kind.swift`, beside what only that
    /// kind has; guessing, the rules loader and reference, the manifest, the cache, the pass list
    /// and the reports read it there.
    public struct Declaration: Sendable {
        /// Lower-case file extensions a file of this kind has, without the dot; empty for a kind
        /// that only a class claims (entity files are JSON) or that is anything else.
        public var extensions: [String]
        /// Words for messages: `image file`, `JSON document`.
        public var noun: String
        /// Short names for reports: `image`, `sound`, `add-on`.
        public var name: String
        public var plural: String
        /// The type of what a reader measures of the kind's files; `nil` for a kind not inspected.
        public var facts: (any KindFacts.Type)?
        /// The expectations of a class of this kind, and how its keys are read.
        let loading: any ExpectationsLoading.Type
        /// The passes with the kind's checks, in the order they run (see ``CheckPasses/ordered``).
        public var passes: [any CheckPass]
        /// The section of `Docs/Rules.md` that says what the kind's classes check, if it has one.
        public var rulesSection: String?

        init(extensions: [String], noun: String, name: String, plural: String, facts: (any KindFacts.Type)?,
             expectations: any ExpectationsLoading.Type, passes: [any CheckPass], rulesSection: String? = nil) {
            self.extensions = extensions
            self.noun = noun
            self.name = name
            self.plural = plural
            self.facts = facts
            self.loading = expectations
            self.passes = passes
            self.rulesSection = rulesSection
        }

        /// The type of the expectations of a class of this kind.
        public var expectations: any KindExpectations.Type { loading }
    }

    /// This kind's declaration: everything that guesses, names, reads or checks it starts here.
    public var declaration: Declaration {
        switch self {
        case .image: .image
        case .animation: .animation
        case .audio: .audio
        case .json: .json
        case .entity: .entity
        case .addon: .addon
        case .font: .font
        case .strings: .strings
        case .other: .other
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
