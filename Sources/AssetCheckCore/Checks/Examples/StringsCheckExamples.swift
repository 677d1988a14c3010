/// Examples of the strings checks, run as tests (see ``CheckExample``).
enum StringsCheckExamples {
    /// Localizable tables in `Resources/` (English outside any `.lproj`, other languages in theirs)
    /// and a string catalog beside them.
    static let rules = CheckExample.rules("""
          localized-strings:
            kind: strings
            paths: ["Resources/**/*.strings", "Resources/**/*.xcstrings"]
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
        .triggering("a catalog's German value of only spaces", rules: rules, [
            .exampleCatalog("Resources/Localizable.xcstrings", source: "en",
                            ["en": [("release.title", "Let it go", nil)], "de": [("release.title", "  ", "translated")]]),
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
}
