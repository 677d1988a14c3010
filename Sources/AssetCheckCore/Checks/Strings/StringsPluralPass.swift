/// Plural rules and substitutions, in every language: each `%#@name@` is defined, each plural
/// rule has its `other` form and the forms its language uses for whole numbers.
struct StringsPluralPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.stringsSubstitution, .error, summary: "Every `%#@name@` names a substitution its entry defines.",
              explanation: "In a `.stringsdict` each `%#@name@` of `NSStringLocalizedFormatKey` (or of a form) needs a "
                + "variable dictionary of that name; in a catalog, a `substitutions` entry. Without it the app shows the "
                + "raw `%#@name@` or reads the wrong argument.",
              examples: StringsCheckExamples.substitution),
        .init(.stringsPluralOther, .error, summary: "Every plural rule has an `other` form.",
              explanation: "`other` is the form Foundation falls back to for every count no other form covers, in every "
                + "language; a `.stringsdict` variable or a catalog's plural variation without it shows nothing useful "
                + "for those counts.",
              examples: StringsCheckExamples.pluralOther),
        .init(.stringsPluralForms, .warning,
              summary: "Every plural rule has the forms its language uses for whole numbers (CLDR).",
              explanation: "Each language's CLDR categories: `one` for English and German; `one`, `few`, `many` for "
                + "Russian, Ukrainian and Polish; `zero` to `many` for Arabic; only `other` for Japanese, Chinese and "
                + "Korean. Categories reached only by fractions or by millions (French `many`) are not asked for. A "
                + "missing form shows the `other` text for its counts (\"1 файлов\"). A form the language does not use is "
                + "harmless and not reported. One finding per file "
                + "and language names the rules and the forms they lack; languages the table does not know are skipped.",
              examples: StringsCheckExamples.pluralForms),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard let facts = record.strings, facts.format != .strings, let tables = facts.tables,
                  let expected = rules.assetClass(named: record.assetClass)?.strings else { return [] }
            return tables.flatMap { table -> [FindingDraft] in
                var language = table.language ?? StringsLocalizations.language(ofPath: record.path) ?? expected.developmentLanguage
                if language == "Base" { language = expected.developmentLanguage }
                let named = table.language
                log.ran(.stringsSubstitution, on: record.path, assetClass: record.assetClass)
                log.ran(.stringsPluralOther, on: record.path, assetClass: record.assetClass)
                if PluralCategories.needed(by: language) == nil {
                    log.notApplicable(.stringsPluralForms, on: record.path, assetClass: record.assetClass,
                                      because: "the forms \(language) uses are not known")
                } else {
                    log.ran(.stringsPluralForms, on: record.path, assetClass: record.assetClass)
                }
                func draft(_ message: Message) -> FindingDraft { FindingDraft(path: record.path, assetClass: record.assetClass, message) }
                var drafts: [FindingDraft] = []
                var lacking: [(key: String, forms: [String])] = []
                for entry in table.entries where entry.translatable {
                    for name in Self.undefinedSubstitutions(entry) {
                        drafts.append(draft(.undefined(key: entry.key, language: named, name: name, line: entry.line)))
                    }
                    for rule in Self.pluralRules(entry) {
                        let categories = Set(rule.variants.compactMap(\.pluralCategory))
                        if !categories.contains("other") {
                            drafts.append(draft(.noOther(key: entry.key, language: named, rule: rule.name,
                                                         forms: rule.variants.compactMap(\.pluralCategory), line: entry.line)))
                        }
                        // A rule whose every form is empty only consumes its argument (`other` = ""): it has nothing to vary.
                        let consumesOnly = rule.variants.allSatisfy(\.value.isEmpty)
                        let missing = consumesOnly ? [] : (PluralCategories.needed(by: language) ?? []).filter { !categories.contains($0) }
                        if !missing.isEmpty { lacking.append((rule.name.isEmpty ? entry.key : entry.key + " " + rule.name, missing)) }
                    }
                }
                if !lacking.isEmpty {
                    drafts.append(draft(.lacking(rules: lacking, language: language)))
                }
                return drafts
            }
        }
    }

    /// An entry's plural rules, each with a name for messages (the substitution's, `device.ipad`
    /// for a plural inside a device variation, "" for the value's own) and its forms.
    private static func pluralRules(_ entry: StringsEntry) -> [(name: String, variants: [StringsVariant])] {
        var rules: [String: [StringsVariant]] = [:]
        var order: [String] = []
        func add(_ name: String, _ variant: StringsVariant) {
            if rules[name] == nil { order.append(name) }
            rules[name, default: []].append(variant)
        }
        for variant in entry.variants ?? [] where variant.pluralCategory != nil {
            add(String(variant.selector.split(separator: "/").dropLast().joined(separator: "/")), variant)
        }
        for substitution in entry.substitutions ?? [] {
            for variant in substitution.variants where variant.pluralCategory != nil {
                let prefix = variant.selector.split(separator: "/").dropLast().joined(separator: "/")
                add(prefix.isEmpty ? "%#@\(substitution.name)@" : "%#@\(substitution.name)@ " + prefix, variant)
            }
        }
        return order.map { ($0, rules[$0] ?? []) }
    }

    /// The `%#@name@` an entry's texts use that it does not define, sorted.
    private static func undefinedSubstitutions(_ entry: StringsEntry) -> [String] {
        let defined = Set((entry.substitutions ?? []).map(\.name))
        let used = entry.texts.flatMap { FormatSpecifiers.arguments(of: $0, substitutions: entry.substitutions) }
            .compactMap { argument in argument.split(separator: ":", maxSplits: 1).last.flatMap { $0.hasPrefix("#") ? String($0.dropFirst()) : nil } }
        return Set(used).subtracting(defined).sorted()
    }

    /// What the plural checks say.
    enum Message: FindingMessage {
        case undefined(key: String, language: String?, name: String, line: Int)
        case noOther(key: String, language: String?, rule: String, forms: [String], line: Int)
        case lacking(rules: [(key: String, forms: [String])], language: String)

        var check: CheckID {
            switch self {
            case .undefined: .stringsSubstitution
            case .noOther: .stringsPluralOther
            case .lacking: .stringsPluralForms
            }
        }

        var text: String {
            switch self {
            case let .undefined(key, language, name, line):
                "key '\(key)'\(StringsWording.inLanguage(language))\(StringsWording.atLine(line)) uses %#@\(name)@ "
                    + "but defines no substitution '\(name)'"
            case let .noOther(key, language, rule, forms, line):
                "key '\(key)'\(StringsWording.inLanguage(language))\(rule.isEmpty ? "" : " " + rule)\(StringsWording.atLine(line)) "
                    + "has no 'other' plural form (it has \(forms.isEmpty ? "none" : forms.joined(separator: ", ")))"
            case let .lacking(rules, language):
                "\(StringsWording.count(rules.count, "plural rule")) in \(language) \(rules.count == 1 ? "lacks" : "lack") forms "
                    + "\(language) uses for whole numbers: "
                    + rules.prefix(5).map { "'\($0.key)' (\($0.forms.joined(separator: ", ")))" }.joined(separator: ", ")
                    + (rules.count > 5 ? " and \(rules.count - 5) more" : "")
            }
        }

        var fix: String? {
            switch self {
            case .undefined: "define the substitution (a variable dictionary in the .stringsdict entry, a substitution in the catalog), or correct the name"
            case .noOther: "add the 'other' form: Foundation falls back to it for every count no other form covers"
            case let .lacking(_, language):
                "add the forms (\(language) uses \(((PluralCategories.needed(by: language) ?? []) + ["other"]).joined(separator: ", ")));"
                    + " until then those counts show the 'other' text"
            }
        }

        var identity: [String] {
            switch self {
            case let .undefined(key, language, name, _): [language ?? "", key, name]
            case let .noOther(key, language, rule, _, _): [language ?? "", key, rule]
            case let .lacking(_, language): [language]
            }
        }
    }
}

extension CheckID {
    public static let stringsSubstitution = CheckID("strings.substitution")
    public static let stringsPluralOther = CheckID("strings.plural-other")
    public static let stringsPluralForms = CheckID("strings.plural-forms")
}
