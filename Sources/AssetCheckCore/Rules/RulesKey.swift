/// One key a rules file may hold: where it goes, what it takes, its default and what it does.
/// ``RulesKeyCatalog`` lists them all; the loader accepts exactly those keys, and
/// `Docs/RulesReference.md` is made from them.
public struct RulesKey: Sendable {
    /// The key as written, e.g. `max-file-size`.
    public var name: String
    /// The mapping the key goes in.
    public var section: Section
    /// What the key takes.
    public var value: Value
    /// What applies when the key is left out, in words (`none`, `required`, `256 MiB`).
    public var defaultValue: String
    /// What the key does, one sentence.
    public var summary: String
    /// A value the loader accepts, as YAML (`2 MB`, `[2x, 3x]`); the docs show it and a test loads it.
    public var example: String

    /// The key `name` of `section`, taking `value`, with its default, summary and an example value.
    public init(_ name: String, in section: Section, _ value: Value, default defaultValue: String,
                _ summary: String, example: String) {
        self.name = name
        self.section = section
        self.value = value
        self.defaultValue = defaultValue
        self.summary = summary
        self.example = example
    }

    /// What a key that must be given says for its default.
    public static let required = "required"
    /// What a key that changes nothing when left out says for its default.
    public static let none = "none"

    /// The mappings of a rules file that hold keys of their own.
    public enum Section: Sendable, Hashable {
        /// The file's top level.
        case top
        /// `limits:`.
        case limits
        /// `budgets:`.
        case budgets
        /// `budgets.bundle-size:` and `budgets.memory:`.
        case budget
        /// `budgets.memory:` only.
        case memoryBudget
        /// A group under `budgets.memory.groups:`, when it is a mapping.
        case memoryGroup
        /// `large-files:`.
        case largeFiles
        /// `sprite-atlases:`.
        case spriteAtlases
        /// An entry under `folders:`.
        case folder
        /// An entry under `classes:`, of any kind.
        case everyClass
        /// An entry under `classes:` of one kind.
        case assetClass(AssetKind)
        /// A class's `duration-tolerance:`.
        case durationTolerance
        /// A class's `duration:` or a required sound's duration, when it is a mapping.
        case durationRange
        /// An audio class's `bit-rate:`, when it is a mapping.
        case bitRate
        /// A JSON class's `shape:`.
        case jsonShape
        /// An image class's `size:` or `min-size:`, when it is a mapping.
        case pointSize
    }

    /// What a key takes.
    public enum Value: Sendable {
        /// A string.
        case text
        /// `true` or `false`.
        case flag
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// A number within the range.
        case number(ClosedRange<Double>)
        /// Bytes, or a number with KB, MB or GB (decimal).
        case byteSize
        /// A fraction: `90%` or `0.9`.
        case fraction
        /// Seconds: `0.5`, `0.5 s` or `500 ms`.
        case seconds
        /// One of the words.
        case choice([String])
        /// A list of some of the words (a single word counts as a list of one).
        case choices([String])
        /// Anything else, in words.
        case described(String)
    }
}
