/// Each strings table or catalog on its own: it parses, no key repeats, no value is empty.
struct StringsFilePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.stringsSyntax, .error,
              summary: "A strings file is one Foundation reads: text in UTF-8 or UTF-16 with a byte order mark, or a property list.",
              explanation: "`.strings` tables are read as Foundation reads them: an XML or binary property list of string "
                + "values (what translation platforms export) is read by Foundation's own `PropertyListSerialization`; "
                + "otherwise the text syntax, `\"key\" = \"value\";` entries, `/* */` and `//` comments, the plist "
                + "escapes. The finding gives the line and column of the first error, or says what is wrong with the "
                + "encoding (UTF-16 without a byte order mark is the usual one). A `.stringsdict` is a property list whose "
                + "every key holds a dictionary with `NSStringLocalizedFormatKey`. `.xcstrings` catalogs must be JSON "
                + "within `limits.max-json-size` with a `sourceLanguage`.",
              guardsInput: true, examples: StringsCheckExamples.syntax),
        .init(.stringsDuplicateKey, .error, summary: "No key appears twice in one strings table or catalog.",
              explanation: "The app sees only one of the two values, and which one is up to the platform.",
              examples: StringsCheckExamples.duplicateKey),
        .init(.stringsEmptyValue, .error, summary: "No value of a strings table or catalog is empty.",
              explanation: "An empty value shows nothing where the app expects words, in every language it is empty in. "
                + "The empty key `\"\"` with an empty value is not one: SwiftUI extracts it from `Text(\"\")`, and the "
                + "value is what the code asks for. A value of spaces is something a translator typed (Japanese \" \" for "
                + "English \" at \"), so it is not reported either.",
              examples: StringsCheckExamples.emptyValue),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            if record.kind == .strings, case let .strings(failure)? = record.failure {
                if case let .tooLarge(bytes, limit) = failure {
                    log.ran(.stringsSyntax, on: record.path, assetClass: record.assetClass,
                            expected: "at most " + ByteWording.size(limit), measured: ByteWording.size(bytes))
                } else {
                    log.ran(.stringsSyntax, on: record.path, assetClass: record.assetClass)
                }
                return [FindingDraft(path: record.path, assetClass: record.assetClass, Message.failure(failure))]
            }
            if record.kind == .strings, record.isReadable, let facts = record.strings {
                // Only a catalog is JSON, held to limits.max-json-size.
                let isCatalog = facts.format == .xcstrings
                log.ran(.stringsSyntax, on: record.path, assetClass: record.assetClass,
                        expected: isCatalog ? "at most " + ByteWording.size(rules.limits.maxJSONBytes) : nil,
                        measured: isCatalog ? ByteWording.size(record.bytes) : nil)
            }
            guard rules.assetClass(named: record.assetClass)?.strings != nil else { return [] }
            guard let tables = record.strings?.tables else {
                for check in [CheckID.stringsDuplicateKey, .stringsEmptyValue] {
                    log.notApplicable(check, on: record.path, assetClass: record.assetClass, because: "its entries were not read")
                }
                return []
            }
            log.ran(.stringsDuplicateKey, on: record.path, assetClass: record.assetClass)
            log.ran(.stringsEmptyValue, on: record.path, assetClass: record.assetClass)
            return tables.flatMap { table -> [FindingDraft] in
                var firstLines: [String: Int] = [:]
                var drafts: [FindingDraft] = []
                for entry in table.entries {
                    if let first = firstLines[entry.key] {
                        drafts.append(FindingDraft(path: record.path, assetClass: record.assetClass,
                                                   Message.duplicate(key: entry.key, language: table.language, line: entry.line, first: first)))
                    } else {
                        firstLines[entry.key] = entry.line
                    }
                    // The empty key's empty value (`"" = "";`, from SwiftUI's `Text("")`) is what the code asks for.
                    if entry.value.isEmpty, !entry.key.isEmpty {
                        drafts.append(FindingDraft(path: record.path, assetClass: record.assetClass,
                                                   Message.empty(key: entry.key, language: table.language, line: entry.line)))
                    }
                }
                return drafts
            }
        }
    }

    /// What the strings file checks say.
    enum Message: FindingMessage {
        case failure(StringsFailure)
        case duplicate(key: String, language: String?, line: Int, first: Int)
        case empty(key: String, language: String?, line: Int)

        var check: CheckID {
            switch self {
            case .failure: .stringsSyntax
            case .duplicate: .stringsDuplicateKey
            case .empty: .stringsEmptyValue
            }
        }

        var text: String {
            switch self {
            case let .failure(.encoding(reason)): "can't be read as text: \(reason)"
            case let .failure(.syntax(line, column, reason)): "syntax error at line \(line), column \(column): \(reason)"
            case let .failure(.propertyList(line, reason)):
                "can't be read as a property list\(line.map { " (line \($0))" } ?? ""): \(reason)"
            case let .failure(.tooLarge(bytes, limit)):
                "the catalog is \(ByteWording.size(bytes)), above the \(ByteWording.size(limit)) limits.max-json-size; not parsed"
            case let .duplicate(key, language, line, first):
                "key '\(key)'\(StringsWording.inLanguage(language)) appears again\(StringsWording.atLine(line)); first\(StringsWording.atLine(first))"
            case let .empty(key, language, line):
                "key '\(key)'\(StringsWording.inLanguage(language)) has an empty value\(StringsWording.atLine(line, parenthesized: true))"
            }
        }

        var fix: String? {
            switch self {
            case .failure(.encoding): "save the file as UTF-8 (or UTF-16 with a byte order mark)"
            case .failure(.syntax):
                "repair the entry at that line and column: each entry is \"key\" = \"value\"; with \\\" for a quote inside a string"
            case .failure(.propertyList(nil, _)): "export it again from the tool that wrote it"
            case .failure(.propertyList): "repair the property list at that line, or export it again from the tool that wrote it"
            case .failure(.tooLarge): "split the catalog, or raise limits.max-json-size in the rules"
            case .duplicate: "keep one entry for the key and delete the other"
            case .empty: "write the text, or delete the entry so the development language's text shows"
            }
        }

        var identity: [String] {
            switch self {
            case .failure(.encoding): ["encoding"]
            case .failure(.syntax): ["syntax"]
            case .failure(.tooLarge): ["too-large"]
            case .failure(.propertyList): ["property-list"]
            case let .duplicate(key, language, _, _): [language ?? "", key]
            case let .empty(key, language, _): [language ?? "", key]
            }
        }
    }
}

extension CheckID {
    public static let stringsSyntax = CheckID("strings.syntax")
    public static let stringsDuplicateKey = CheckID("strings.duplicate-key")
    public static let stringsEmptyValue = CheckID("strings.empty-value")
}
