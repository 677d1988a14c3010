/// Every language against the development language: the same keys, the same format
/// specifiers, and in a catalog every value marked translated.
struct StringsLanguagePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.stringsMissingKey, .error, summary: "Every language has every key of the development language.",
              explanation: "`.strings` tables are compared by name across `<language>.lproj/` folders; a table outside any "
                + "`.lproj` folder, or in `Base.lproj`, is the class's `development-language` (default `en`). A catalog "
                + "(`.xcstrings`) is compared with its own `sourceLanguage`, over the languages it has any value for; keys "
                + "marked `shouldTranslate: false`, and stale keys (`extractionState: stale`, which the code no longer uses), "
                + "are exempt, as are keys whose text has no letter outside its format specifiers (`%@`, `%lld. `, the empty "
                + "key): they read the same in every language. `.stringsdict` files are compared with the development "
                + "language's `.stringsdict` of the same name. One finding per table and language says how many keys it lacks and names the first five; a missing "
                + "key shows the development language's text.",
              examples: StringsCheckExamples.missingKey),
        .init(.stringsExtraKey, .warning, summary: "No language has a key the development language lacks.",
              explanation: "Such a key is dead (the code never asks for it) or the development language lost it. One "
                + "finding per table and language says how many and names the first five. A catalog keeps one list of "
                + "keys for all languages, so it never has extra keys.",
              examples: StringsCheckExamples.extraKey),
        .init(.stringsFormatSpecifiers, .error,
              summary: "Each value has the same format specifiers as the development language's, in any order.",
              explanation: "`%@`, `%d`, `%ld`, `%.2f` and positional `%1$@` are compared by argument and type: `%@ %d` "
                + "agrees with `%2$d %1$@`; `%%` is a percent sign; `%#@name@` reads one argument as its substitution "
                + "declares (a catalog's `formatSpecifier` and `argNum`, a `.stringsdict` variable's "
                + "`NSStringFormatValueTypeKey`), and `%arg` in a catalog substitution's forms is that argument. Plural "
                + "and device forms are compared one by one with every argument the development language's forms read: a "
                + "form may leave one out (`one` = \"a day\"), not read another type or another argument. A type mismatch "
                + "reads the wrong argument, or crashes; widths alone (`%d` against `%lld`) are `strings.format-width`.",
              examples: StringsCheckExamples.formatSpecifiers),
        .init(.stringsFormatWidth, .warning,
              summary: "Each value reads its numbers at the development language's widths.",
              explanation: "`%d` reads 32 bits, `%ld`, `%lld`, `%zd` and `%qd` read 64 on Apple's 64-bit devices: a "
                + "translation that reads an `Int` with `%d` prints a wrong number once it passes 2,147,483,647, but reads "
                + "the right argument. Differences of type (`%@` against `%d`) are `strings.format-specifiers`.",
              examples: StringsCheckExamples.formatWidth),
        .init(.stringsUntranslated, .warning,
              summary: "Every value of a string catalog in a language other than the source is marked translated.",
              explanation: "Xcode marks a value `new`, `needs_review` or `stale` until a translator confirms it; such a "
                + "value ships as it is. Plural and device variations count as translated when every variant is. One finding "
                + "per catalog, language and state names the first five keys.",
              examples: StringsCheckExamples.untranslated),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        StringsLocalizations(snapshot: snapshot, rules: rules).groups.flatMap { group in
            group.others.flatMap { compare($0, with: group.development, log: log) }
        }
    }

    private func compare(_ table: StringsLocalizations.Table, with development: StringsLocalizations.Table,
                         log: EvaluationLog) -> [FindingDraft] {
        let language = table.isCatalog ? table.language : nil
        func draft(_ message: Message) -> FindingDraft { FindingDraft(path: table.path, assetClass: table.assetClass, message) }
        let own = table.byKey
        let reference = development.byKey
        var drafts: [FindingDraft] = []
        var missing: [String] = []
        var unconfirmed: [String: [(key: String, line: Int)]] = [:]
        for entry in development.entries where entry.translatable && reference[entry.key] == entry {
            guard let translated = own[entry.key] else {
                if entry.texts.contains(where: Self.hasWords) { missing.append(entry.key) }
                continue
            }
            if !translated.value.allSatisfy(\.isWhitespace) {
                for difference in FormatComparison.differences(development: entry, translated: translated, catalog: table.isCatalog) {
                    drafts.append(draft(.specifiers(key: entry.key, language: language, line: translated.line, difference: difference,
                                                    developmentLanguage: development.language)))
                }
            }
            if table.isCatalog, let state = translated.state, state != "translated" {
                unconfirmed[state, default: []].append((entry.key, translated.line))
            }
        }
        Self.logChecks(table, with: development, missing: missing.count, in: log)
        for state in unconfirmed.keys.sorted() {
            let keys = unconfirmed[state] ?? []
            drafts.append(draft(.untranslated(keys: keys.map(\.key), language: table.language, state: state, line: keys[0].line)))
        }
        if !missing.isEmpty {
            drafts.insert(draft(.missing(keys: missing, language: table.language, development: development, catalog: table.isCatalog)), at: 0)
        }
        if !table.isCatalog {
            let extra = table.entries.filter { reference[$0.key] == nil && own[$0.key] == $0 }
            if !extra.isEmpty {
                drafts.append(draft(.extra(keys: extra.map(\.key), firstLine: extra[0].line, development: development)))
            }
        }
        return drafts
    }

    /// Writes down the checks ``compare(_:with:log:)`` made of `table`, which lacks `missing` of the
    /// development language's keys; a catalog holds every language, so its evaluations say which.
    private static func logChecks(_ table: StringsLocalizations.Table, with development: StringsLocalizations.Table,
                                  missing: Int, in log: EvaluationLog) {
        let (path, assetClass) = (table.path, table.assetClass)
        // The keys a language must have, as compare(_:with:log:) counts them.
        func asked() -> Int {
            let reference = development.byKey
            return development.entries.filter { entry in
                entry.translatable && reference[entry.key] == entry && entry.texts.contains(where: hasWords)
            }.count
        }
        log.ran(.stringsMissingKey, on: path, assetClass: assetClass,
                expected: StringsWording.count(asked(), "key") + " of " + development.language,
                measured: StringsWording.count(asked() - missing, "key")
                    + StringsWording.inLanguage(table.isCatalog ? table.language : nil))
        log.ran(.stringsFormatSpecifiers, on: path, assetClass: assetClass)
        log.ran(.stringsFormatWidth, on: path, assetClass: assetClass)
        log.ran(table.isCatalog ? .stringsUntranslated : .stringsExtraKey, on: path, assetClass: assetClass)
    }

    /// True when a text has words to translate: a letter outside its format specifiers. `""`,
    /// `%@` and `%lld. ` read the same in every language, so no language lacks them.
    static func hasWords(_ text: String) -> Bool {
        text.replacing(/%([0-9]+\$)?(#@[A-Za-z0-9_]+@|[-+ #0']*[0-9.*]*(hh|h|ll|l|q|L|z|j|t)?[@A-Za-z])/, with: "")
            .contains(where: \.isLetter)
    }

    /// What the language checks say.
    enum Message: FindingMessage {
        /// Every key the language lacks, in the development language's order.
        case missing(keys: [String], language: String, development: StringsLocalizations.Table, catalog: Bool)
        /// Every key the development language lacks, in file order, and the first one's line.
        case extra(keys: [String], firstLine: Int, development: StringsLocalizations.Table)
        case specifiers(key: String, language: String?, line: Int, difference: FormatComparison.Difference, developmentLanguage: String)
        /// Every key of one language in one state, in the source's order, and the first one's line.
        case untranslated(keys: [String], language: String, state: String, line: Int)

        var check: CheckID {
            switch self {
            case .missing: .stringsMissingKey
            case .extra: .stringsExtraKey
            case let .specifiers(_, _, _, difference, _): difference.agreement == .width ? .stringsFormatWidth : .stringsFormatSpecifiers
            case .untranslated: .stringsUntranslated
            }
        }

        var text: String {
            switch self {
            case let .missing(keys, language, development, catalog):
                catalog
                    ? "\(StringsWording.count(keys.count, "key")) of the \(development.language) source \(keys.count == 1 ? "has" : "have") "
                        + "no \(language) value: \(StringsWording.list(keys, limit: 5))"
                    : "\(StringsWording.count(keys.count, "key")) of \(development.path) (\(development.language)) "
                        + "\(keys.count == 1 ? "is" : "are") missing in \(language): \(StringsWording.list(keys, limit: 5))"
            case let .extra(keys, line, development):
                "\(StringsWording.count(keys.count, "key")) \(keys.count == 1 ? "is" : "are") not in \(development.path), the "
                    + "development language (\(development.language)): \(StringsWording.list(keys, limit: 5))"
                    + (line > 0 ? ", the first at line \(line)" : "")
            case let .specifiers(key, language, line, difference, developmentLanguage):
                "key '\(key)'\(StringsWording.inLanguage(language))\(difference.forms.isEmpty ? "" : " (\(difference.forms.joined(separator: ", ")))")"
                    + "\(StringsWording.atLine(line)) takes \(FormatSpecifiers.wording(difference.found)); "
                    + "the \(developmentLanguage) value\(difference.forms.isEmpty ? "" : "'s forms") take\(difference.forms.isEmpty ? "s" : "") "
                    + "\(FormatSpecifiers.wording(difference.expected))"
                    + (difference.agreement == .width ? " (the same types, other widths: a large number prints wrong)" : "")
            case let .untranslated(keys, language, state, line):
                "\(StringsWording.count(keys.count, "value")) in \(language) \(keys.count == 1 ? "is" : "are") marked '\(state)', "
                    + "not translated: \(StringsWording.list(keys, limit: 5))\(line > 0 ? ", the first at line \(line)" : "")"
            }
        }

        var fix: String? {
            switch self {
            case .missing: "add the keys with their translations (until then the development language's text shows)"
            case .extra: "delete the keys, or add them to the development language"
            case let .specifiers(_, _, _, difference, _):
                difference.agreement == .width
                    ? "use the development language's width (%lld for Int, %d for Int32)"
                    : "use the same specifiers as the development language; reorder with positions such as %1$@"
            case .untranslated: "review the translations and mark them translated in Xcode's string catalog editor"
            }
        }

        var identity: [String] {
            switch self {
            case let .missing(_, language, _, _): [language]
            case .extra: []
            case let .specifiers(key, language, _, difference, _):
                [language ?? "", key] + difference.forms + difference.expected + ["|"] + difference.found
            case let .untranslated(_, language, state, _): [language, state]
            }
        }
    }
}

extension CheckID {
    public static let stringsMissingKey = CheckID("strings.missing-key")
    public static let stringsExtraKey = CheckID("strings.extra-key")
    public static let stringsFormatSpecifiers = CheckID("strings.format-specifiers")
    public static let stringsFormatWidth = CheckID("strings.format-width")
    public static let stringsUntranslated = CheckID("strings.untranslated")
}
