/// What was read of a `.strings` table, a `.stringsdict` or an `.xcstrings` catalog.
public struct StringsFacts: Sendable, Hashable, Codable {
    /// `strings`, `stringsdict` or `xcstrings`.
    public var format: StringsFormat
    /// How the file was read: the text encoding (`UTF-8`, `UTF-16LE`, `UTF-16BE`), or
    /// `XML property list` / `binary property list` for a table Foundation reads as a plist.
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

/// The formats of localized strings.
public enum StringsFormat: String, Sendable, Hashable, Codable {
    /// `"key" = "value";` lines (or an XML or binary property list of strings), one file per
    /// language in `<language>.lproj/`.
    case strings
    /// Plural rules: a property list of format keys and their `%#@variable@` substitutions, one
    /// file per language in `<language>.lproj/`.
    case stringsdict
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
    /// False for a catalog key marked `shouldTranslate: false`, or one Xcode marked
    /// `extractionState: stale` (the code no longer uses it); default true.
    public var translatable: Bool
    /// A catalog value's plural and device variations (`plural.one`, `device.ipad/plural.other`),
    /// in file order; `nil` when the value does not vary.
    public var variants: [StringsVariant]?
    /// The `%#@name@` substitutions the value defines (a catalog's `substitutions`, a
    /// `.stringsdict` entry's variables), sorted by name; `nil` when it defines none.
    public var substitutions: [StringsSubstitution]?

    public init(key: String, value: String, line: Int, state: String? = nil, translatable: Bool = true,
                variants: [StringsVariant]? = nil, substitutions: [StringsSubstitution]? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.state = state
        self.translatable = translatable
        self.variants = variants
        self.substitutions = substitutions
    }
}

extension StringsEntry {
    /// Every text the app may show for the key: the value, each variant, each substitution's forms.
    public var texts: [String] {
        [value] + (variants ?? []).map(\.value) + (substitutions ?? []).flatMap { $0.variants.map(\.value) }
    }
}

/// One form of a value that varies: its selector and text.
public struct StringsVariant: Sendable, Hashable, Codable {
    /// The path of selectors, each `dimension.case`, joined by `/`: `plural.one`, `device.ipad`,
    /// `device.iphone/plural.few`.
    public var selector: String
    public var value: String
    /// A catalog variant's `state`; `nil` in a `.stringsdict`.
    public var state: String?

    public init(selector: String, value: String, state: String? = nil) {
        self.selector = selector
        self.value = value
        self.state = state
    }

    /// The plural category of the selector's last `plural.` step (`one`, `few`, `other`), if any.
    public var pluralCategory: String? {
        guard let last = selector.split(separator: "/").last, last.hasPrefix("plural.") else { return nil }
        return String(last.dropFirst(7))
    }
}

/// A `%#@name@` substitution: which argument it formats, as what, and its plural forms.
public struct StringsSubstitution: Sendable, Hashable, Codable {
    public var name: String
    /// The 1-based argument it reads when the file says so (a catalog's `argNum`); otherwise
    /// the place of `%#@name@` in the value decides.
    public var argument: Int?
    /// The declared conversion (`d`, `ld`, `lld`, `@`): a catalog's `formatSpecifier`, a
    /// `.stringsdict` variable's `NSStringFormatValueTypeKey`; `nil` when none is declared.
    public var specifier: String?
    /// The rule type of a `.stringsdict` variable (`NSStringPluralRuleType`); `nil` in a catalog.
    public var ruleType: String?
    /// Its forms (`plural.one` ...), in file order.
    public var variants: [StringsVariant]

    public init(name: String, argument: Int? = nil, specifier: String?, ruleType: String? = nil, variants: [StringsVariant]) {
        self.name = name
        self.argument = argument
        self.specifier = specifier
        self.ruleType = ruleType
        self.variants = variants
    }
}
