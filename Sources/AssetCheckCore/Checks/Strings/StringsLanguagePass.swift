/// Every language against the development language: the same keys, the same format
/// specifiers, and in a catalog every value marked translated.
struct StringsLanguagePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.stringsMissingKey, .error, summary: "Every language has every key of the development language.",
              explanation: "`.strings` tables are compared by name across `<language>.lproj/` folders; a table outside any "
                + "`.lproj` folder, or in `Base.lproj`, is the class's `development-language` (default `en`). A catalog "
                + "(`.xcstrings`) is compared with its own `sourceLanguage`, over the languages it has any value for; keys "
                + "marked `shouldTranslate: false` are exempt. A missing key shows the development language's text.",
              appliesTo: .file(.strings), examples: StringsCheckExamples.missingKey),
        .init(.stringsExtraKey, .warning, summary: "No language has a key the development language lacks.",
              explanation: "Such a key is dead (the code never asks for it) or the development language lost it. A catalog "
                + "keeps one list of keys for all languages, so it never has extra keys.",
              appliesTo: .file(.strings, when: { !$0.path.hasSuffix(".xcstrings") }), examples: StringsCheckExamples.extraKey),
        .init(.stringsFormatSpecifiers, .error,
              summary: "Each value has the same format specifiers as the development language's, in any order.",
              explanation: "`%@`, `%d`, `%ld`, `%.2f` and positional `%1$@` are compared by argument: `%@ %d` agrees with "
                + "`%2$d %1$@`; `%%` is a percent sign. A mismatch reads the wrong argument, or crashes.",
              appliesTo: .file(.strings), examples: StringsCheckExamples.formatSpecifiers),
        .init(.stringsUntranslated, .warning,
              summary: "Every value of a string catalog in a language other than the source is marked translated.",
              explanation: "Xcode marks a value `new`, `needs_review` or `stale` until a translator confirms it; such a "
                + "value ships as it is. Plural and device variations count as translated when every variant is.",
              appliesTo: .file(.strings, when: { $0.path.hasSuffix(".xcstrings") }), examples: StringsCheckExamples.untranslated),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        StringsLocalizations(snapshot: snapshot, rules: rules).groups.flatMap { group in
            group.others.flatMap { compare($0, with: group.development) }
        }
    }

    private func compare(_ table: StringsLocalizations.Table, with development: StringsLocalizations.Table) -> [FindingDraft] {
        let language = table.isCatalog ? table.language : nil
        func draft(_ message: Message) -> FindingDraft { FindingDraft(path: table.path, assetClass: table.assetClass, message) }
        let own = table.byKey
        let reference = development.byKey
        var drafts: [FindingDraft] = []
        for entry in development.entries where entry.translatable && reference[entry.key] == entry {
            guard let translated = own[entry.key] else {
                drafts.append(draft(.missing(key: entry.key, language: table.language, development: development, catalog: table.isCatalog)))
                continue
            }
            let expected = FormatSpecifiers.arguments(of: entry.value), found = FormatSpecifiers.arguments(of: translated.value)
            if expected != found, !translated.value.allSatisfy(\.isWhitespace) {
                drafts.append(draft(.specifiers(key: entry.key, language: language, line: translated.line, expected: expected,
                                                found: found, developmentLanguage: development.language)))
            }
            if table.isCatalog, let state = translated.state, state != "translated" {
                drafts.append(draft(.untranslated(key: entry.key, language: table.language, state: state, line: translated.line)))
            }
        }
        if !table.isCatalog {
            for entry in table.entries where reference[entry.key] == nil && own[entry.key] == entry {
                drafts.append(draft(.extra(key: entry.key, line: entry.line, development: development)))
            }
        }
        return drafts
    }

    /// What the language checks say.
    enum Message: FindingMessage {
        case missing(key: String, language: String, development: StringsLocalizations.Table, catalog: Bool)
        case extra(key: String, line: Int, development: StringsLocalizations.Table)
        case specifiers(key: String, language: String?, line: Int, expected: [String], found: [String], developmentLanguage: String)
        case untranslated(key: String, language: String, state: String, line: Int)

        var check: CheckID {
            switch self {
            case .missing: .stringsMissingKey
            case .extra: .stringsExtraKey
            case .specifiers: .stringsFormatSpecifiers
            case .untranslated: .stringsUntranslated
            }
        }

        var text: String {
            switch self {
            case let .missing(key, language, development, catalog):
                catalog
                    ? "key '\(key)' has no \(language) value; the \(development.language) source has it"
                    : "key '\(key)' is missing in \(language); \(development.path) (\(development.language)) has it"
            case let .extra(key, line, development):
                "key '\(key)' (line \(line)) is not in \(development.path), the development language (\(development.language))"
            case let .specifiers(key, language, line, expected, found, developmentLanguage):
                "key '\(key)'\(StringsWording.inLanguage(language)) at line \(line) takes \(FormatSpecifiers.wording(found)); "
                    + "the \(developmentLanguage) value takes \(FormatSpecifiers.wording(expected))"
            case let .untranslated(key, language, state, line):
                "key '\(key)' in \(language) is marked '\(state)', not translated (line \(line))"
            }
        }

        var fix: String? {
            switch self {
            case .missing: "add the key with its translation"
            case .extra: "delete the key, or add it to the development language"
            case .specifiers: "use the same specifiers as the development language; reorder with positions such as %1$@"
            case .untranslated: "review the translation and mark it translated in Xcode's string catalog editor"
            }
        }

        var identity: [String] {
            switch self {
            case let .missing(key, language, _, _): [language, key]
            case let .extra(key, _, _): [key]
            case let .specifiers(key, language, _, expected, found, _): [language ?? "", key] + expected + ["|"] + found
            case let .untranslated(key, language, state, _): [language, key, state]
            }
        }
    }
}

extension CheckID {
    public static let stringsMissingKey = CheckID("strings.missing-key")
    public static let stringsExtraKey = CheckID("strings.extra-key")
    public static let stringsFormatSpecifiers = CheckID("strings.format-specifiers")
    public static let stringsUntranslated = CheckID("strings.untranslated")
}
