/// What was read of a `.strings` table or an `.xcstrings` catalog.
public struct StringsFacts: Sendable, Hashable, Codable {
    /// `strings` or `xcstrings`.
    public var format: StringsFormat
    /// The text encoding the file was read in: `UTF-8`, `UTF-16LE` or `UTF-16BE`.
    public var encoding: String
    /// A catalog's `sourceLanguage`; `nil` for a `.strings` table, whose language is its `.lproj` folder.
    public var sourceLanguage: String?
    /// A catalog's languages, sorted; `nil` for a `.strings` table.
    public var languages: [String]?
    /// Entries in the file (repeated keys counted once per repeat).
    public var entryCount: Int
    /// The entries, one table per language (a `.strings` file has one, without a language); kept
    /// in the cache, left out of the manifest (see ``AssetFacts/summarized``).
    public var tables: [StringsTable]?

    public init(format: StringsFormat, encoding: String, sourceLanguage: String? = nil, tables: [StringsTable]) {
        self.format = format
        self.encoding = encoding
        self.sourceLanguage = sourceLanguage
        entryCount = tables.reduce(0) { $0 + $1.entries.count }
        let languages = tables.compactMap(\.language)
        self.languages = languages.isEmpty ? nil : languages.sorted()
        self.tables = tables
    }
}

/// The two formats of localized strings.
public enum StringsFormat: String, Sendable, Hashable, Codable {
    /// `"key" = "value";` lines, one file per language in `<language>.lproj/`.
    case strings
    /// Xcode's string catalog: JSON with every language in one file.
    case xcstrings
}

/// The entries of one language.
public struct StringsTable: Sendable, Hashable, Codable {
    /// The language code (`de`, `pt-BR`); `nil` in a `.strings` file, where the folder says it.
    public var language: String?
    /// Entries in file order; a repeated key appears once per repeat.
    public var entries: [StringsEntry]

    public init(language: String?, entries: [StringsEntry]) {
        self.language = language
        self.entries = entries
    }
}

/// One key and its value.
public struct StringsEntry: Sendable, Hashable, Codable {
    public var key: String
    public var value: String
    /// 1-based line of the key in the file.
    public var line: Int
    /// A catalog entry's `state` (`translated`, `needs_review`, `new`, `stale`); `nil` in a `.strings` file.
    public var state: String?
    /// False for a catalog key marked `shouldTranslate: false`; default true.
    public var translatable: Bool

    public init(key: String, value: String, line: Int, state: String? = nil, translatable: Bool = true) {
        self.key = key
        self.value = value
        self.line = line
        self.state = state
        self.translatable = translatable
    }
}
