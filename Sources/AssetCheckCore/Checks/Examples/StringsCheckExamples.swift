/// Examples of the strings checks, run as tests (see ``CheckExample``).
enum StringsCheckExamples {
    /// Localizable tables in `Resources/` (English outside any `.lproj`, other languages in theirs)
    /// and a string catalog beside them.
    static let rules = CheckExample.rules("""
          localized-strings:
            kind: strings
            paths: ["Resources/**/*.strings", "Resources/**/*.stringsdict", "Resources/**/*.xcstrings"]
            development-language: en
        """)

    static let english = AssetRecord.exampleStrings("Resources/Localizable.strings", [
        ("release.title", "Let it go"), ("entries.count", "%d entries by %@"),
    ])

    static let syntax: [CheckExample] = [
        .passing("a table that parses", rules: rules, [english]),
        .triggering("a value whose closing quote is missing", rules: rules, [
            .exampleFailure("Resources/de.lproj/Localizable.strings", kind: .strings,
                            .strings(.syntax(line: 4, column: 19, reason: "a string opened here is never closed with \""))),
        ]),
        .triggering("UTF-16 saved without a byte order mark", rules: rules, [
            .exampleFailure("Resources/fr.lproj/Localizable.strings", kind: .strings,
                            .strings(.encoding(reason: "the text looks like UTF-16 (every other byte is 0) but has no byte order mark"))),
        ]),
    ]

    static let duplicateKey: [CheckExample] = [
        .passing("every key once", rules: rules, [english]),
        .triggering("'release.title' twice, at lines 1 and 7", rules: rules, [
            .exampleStrings("Resources/Localizable.strings", [("release.title", "Let it go"), ("release.title", "Release")]),
        ]),
    ]

    static let emptyValue: [CheckExample] = [
        .passing("every value written", rules: rules, [english]),
        .triggering("\"release.title\" = \"\";", rules: rules, [
            .exampleStrings("Resources/Localizable.strings", [("release.title", "")]),
        ]),
        .passing("the empty key with an empty value, as SwiftUI extracts Text(\"\")", rules: rules, [
            .exampleStrings("Resources/Localizable.strings", [("", "")]),
        ]),
        .passing("a Japanese value of one space for English \" at \"", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en",
                            ["en": [("summary.at", " at ", nil)], "ja": [("summary.at", " ", "translated")]]),
        ]),
        .triggering("a catalog's German value left empty", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en",
                            ["en": [("release.title", "Let it go", nil)], "de": [("release.title", "", "translated")]]),
        ]),
    ]

    static let missingKey: [CheckExample] = [
        .passing("German has both English keys", rules: rules, [
            english,
            .exampleStrings("Resources/de.lproj/Localizable.strings", [
                ("release.title", "Lass es los"), ("entries.count", "%d Einträge von %@"),
            ]),
        ]),
        .triggering("German lacks 'entries.count'", rules: rules, [
            english, .exampleStrings("Resources/de.lproj/Localizable.strings", [("release.title", "Lass es los")]),
        ]),
        .triggering("a catalog key with no French value", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en", [
                "en": [("release.title", "Let it go", nil), ("prompt.next", "Next", nil)],
                "fr": [("release.title", "Laisse partir", "translated")],
            ]),
        ]),
    ]

    static let extraKey: [CheckExample] = [
        .passing("German has only English keys", rules: rules, [
            english,
            .exampleStrings("Resources/de.lproj/Localizable.strings", [
                ("release.title", "Lass es los"), ("entries.count", "%d Einträge von %@"),
            ]),
        ]),
        .triggering("German keeps 'old.title', which English dropped", rules: rules, [
            english,
            .exampleStrings("Resources/de.lproj/Localizable.strings", [
                ("release.title", "Lass es los"), ("entries.count", "%d Einträge von %@"), ("old.title", "Alt"),
            ]),
        ]),
    ]

    static let formatSpecifiers: [CheckExample] = [
        .passing("German reorders the arguments with positions", rules: rules, [
            english,
            .exampleStrings("Resources/de.lproj/Localizable.strings", [
                ("release.title", "Lass es los"), ("entries.count", "Von %2$@: %1$d Einträge"),
            ]),
        ]),
        .triggering("German writes %@ where English takes %d", rules: rules, [
            english,
            .exampleStrings("Resources/de.lproj/Localizable.strings", [
                ("release.title", "Lass es los"), ("entries.count", "%@ Einträge von %@"),
            ]),
        ]),
    ]

    static let formatWidth: [CheckExample] = [
        .passing("German reads the count as %lld, as English does", rules: rules, [
            .exampleStrings("Resources/Localizable.strings", [("days", "%lld days left")]),
            .exampleStrings("Resources/de.lproj/Localizable.strings", [("days", "Noch %lld Tage")]),
        ]),
        .triggering("German reads as %d the count English reads as %lld", rules: rules, [
            .exampleStrings("Resources/Localizable.strings", [("days", "%lld days left")]),
            .exampleStrings("Resources/de.lproj/Localizable.strings", [("days", "Noch %d Tage")]),
        ]),
    ]

    /// A catalog key `days` whose English and `language` values count days with plural forms.
    static func pluralCatalog(_ language: String, _ forms: [(String, String)]) -> AssetRecord {
        .exampleCatalog("Resources/Localizable.xcstrings", source: "en", entries: [
            "en": [.plural("days", ["one": "%lld day", "other": "%lld days"])],
            language: [.plural("days", Dictionary(uniqueKeysWithValues: forms))],
        ])
    }

    static let substitution: [CheckExample] = [
        .passing("%#@days@ and its substitution", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en", entries: [
                "en": [.substituted("left", "%#@days@ left", "days", ["one": "%arg day", "other": "%arg days"])],
            ]),
        ]),
        .triggering("%#@day@ where the substitution is named 'days'", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en", entries: [
                "en": [.substituted("left", "%#@day@ left", "days", ["one": "%arg day", "other": "%arg days"])],
            ]),
        ]),
    ]

    static let pluralOther: [CheckExample] = [
        .passing("Russian has one, few, many and other", rules: rules, [
            pluralCatalog("ru", [("one", "%lld день"), ("few", "%lld дня"), ("many", "%lld дней"), ("other", "%lld дня")]),
        ]),
        .triggering("German has only 'one'", rules: rules, [pluralCatalog("de", [("one", "%lld Tag")])]),
    ]

    static let pluralForms: [CheckExample] = [
        .passing("Japanese has only 'other', all it uses", rules: rules, [pluralCatalog("ja", [("other", "%lld日")])]),
        .passing("German with a 'zero' form besides one and other: an extra form is not reported", rules: rules, [
            pluralCatalog("de", [("zero", "Keine Tage"), ("one", "%lld Tag"), ("other", "%lld Tage")]),
        ]),
        .triggering("Russian has one and other, not few and many", rules: rules, [
            pluralCatalog("ru", [("one", "%lld день"), ("other", "%lld дня")]),
        ]),
    ]

    static let untranslated: [CheckExample] = [
        .passing("every French value translated", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en", [
                "en": [("release.title", "Let it go", nil)], "fr": [("release.title", "Laisse partir", "translated")],
            ]),
        ]),
        .triggering("a French value marked needs_review", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en", [
                "en": [("release.title", "Let it go", nil)], "fr": [("release.title", "Laisse partir", "needs_review")],
            ]),
        ]),
    ]
}

extension AssetRecord {
    /// A `.strings` table with `entries` (key, value), one a line from line 1.
    static func exampleStrings(_ path: String, _ entries: [(String, String)]) -> AssetRecord {
        let table = StringsTable(language: nil, entries: entries.enumerated().map {
            StringsEntry(key: $0.element.0, value: $0.element.1, line: $0.offset + 1)
        })
        return exampleFile(path, kind: .strings, facts: .strings(StringsFacts(format: .strings, encoding: "UTF-8", tables: [table])))
    }

    /// A string catalog: for each language, its entries (key, value, state).
    static func exampleCatalog(_ path: String, source: String, _ languages: [String: [(String, String, String?)]]) -> AssetRecord {
        let tables = languages.keys.sorted().map { language in
            StringsTable(language: language, entries: (languages[language] ?? []).enumerated().map {
                StringsEntry(key: $0.element.0, value: $0.element.1, line: $0.offset + 3, state: $0.element.2)
            })
        }
        return exampleFile(path, kind: .strings, format: .json,
                           facts: .strings(StringsFacts(format: .xcstrings, encoding: "UTF-8", sourceLanguage: source, tables: tables)))
    }

    /// A string catalog: for each language, its entries as they are.
    static func exampleCatalog(_ path: String, source: String, entries languages: [String: [StringsEntry]]) -> AssetRecord {
        let tables = languages.keys.sorted().map { StringsTable(language: $0, entries: languages[$0] ?? []) }
        return exampleFile(path, kind: .strings, format: .json,
                           facts: .strings(StringsFacts(format: .xcstrings, encoding: "UTF-8", sourceLanguage: source, tables: tables)))
    }
}

extension StringsEntry {
    /// A translated catalog value with plural forms (category: text), in CLDR order.
    static func plural(_ key: String, _ forms: [String: String], line: Int = 3) -> StringsEntry {
        let variants = pluralVariants(forms)
        return StringsEntry(key: key, value: forms["other"] ?? variants.first?.value ?? "", line: line, state: "translated",
                            variants: variants)
    }

    /// A translated catalog value `value` with one substitution `name` (`%lld`) and its plural forms.
    static func substituted(_ key: String, _ value: String, _ name: String, _ forms: [String: String], line: Int = 3) -> StringsEntry {
        StringsEntry(key: key, value: value, line: line, state: "translated",
                     substitutions: [StringsSubstitution(name: name, argument: 1, specifier: "lld", variants: pluralVariants(forms))])
    }

    private static func pluralVariants(_ forms: [String: String]) -> [StringsVariant] {
        let order = ["zero", "one", "two", "few", "many", "other"]
        return forms.keys.sorted { (order.firstIndex(of: $0) ?? 9, $0) < (order.firstIndex(of: $1) ?? 9, $1) }
            .map { StringsVariant(selector: "plural." + $0, value: forms[$0] ?? "", state: "translated") }
    }
}
