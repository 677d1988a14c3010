/// JSON documents against the `shape` their class gives: root type, required keys, value
/// types, unique and non-empty values. Each violation names its JSON path and line.
struct JSONShapePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.jsonShape, .error, summary: "A JSON document has the root type, required keys and value types its class's `shape` gives.",
              explanation: "`shape:` takes `root` (object, array, string, number, boolean, null), `entries` (the root "
                + "object's member holding the entries; default: the root array's elements or the root object's values), "
                + "`required` (keys every entry has) and `types` (key: type). At most 100 violations are listed per "
                + "document, then counted.",
              examples: DocumentCheckExamples.shape),
        .init(.jsonDuplicateValue, .error, summary: "Keys the class's `shape` lists under `unique` have a different value in every entry.",
              explanation: "Strings, numbers and booleans are compared; two prompts with one `id` make the second unreachable.",
              examples: DocumentCheckExamples.duplicateValue),
        .init(.jsonEmptyValue, .error,
              summary: "Keys the class's `shape` lists under `non-empty` are not empty strings, lists, objects or null.",
              explanation: "A string of spaces counts as empty: the app would show nothing.",
              examples: DocumentCheckExamples.emptyValue),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard let shape = rules.assetClass(named: record.assetClass)?.json?.shape else { return [] }
            let checks = [CheckID.jsonShape] + (shape.unique.isEmpty ? [] : [.jsonDuplicateValue])
                + (shape.nonEmpty.isEmpty ? [] : [.jsonEmptyValue])
            guard record.isReadable, let facts = record.json else {
                for check in checks {
                    log.notApplicable(check, on: record.path, assetClass: record.assetClass, because: "it was not read as JSON")
                }
                return []
            }
            for check in checks {
                log.ran(check, on: record.path, assetClass: record.assetClass)
            }
            return (facts.violations ?? []).map { FindingDraft(path: record.path, assetClass: record.assetClass, Message(violation: $0)) }
        }
    }

    /// What the shape checks say.
    struct Message: FindingMessage {
        let violation: JSONShapeViolation

        var check: CheckID {
            switch violation.problem {
            case .type, .missingKey, .more: .jsonShape
            case .duplicateValue: .jsonDuplicateValue
            case .emptyValue: .jsonEmptyValue
            }
        }

        var text: String {
            let place = "\(violation.path) (line \(violation.line))"
            return switch violation.problem {
            case let .type(expected, found): "\(place) is \(Self.article(found)), the shape expects \(Self.article(expected))"
            case let .missingKey(key): "\(place) has no '\(key)', which the shape requires"
            case let .duplicateValue(key, value, firstPath, firstLine):
                "\(place) repeats the '\(key)' \"\(value)\" of \(firstPath) (line \(firstLine)); '\(key)' must be unique"
            case let .emptyValue(key): "\(place) is empty; the shape says '\(key)' must not be"
            case let .more(count): "and \(count) more violations of the shape, not listed"
            }
        }

        var fix: String? {
            switch violation.problem {
            case .type: "change the value to the type the rules' shape gives, or the shape"
            case let .missingKey(key): "add '\(key)' to the entry"
            case let .duplicateValue(key, _, _, _): "give each entry its own '\(key)'"
            case let .emptyValue(key): "write a value for '\(key)', or remove the entry"
            case .more: "fix the violations listed, then run again"
            }
        }

        var identity: [String] {
            switch violation.problem {
            case let .type(expected, found): [violation.path, expected, found]
            case let .missingKey(key): [violation.path, key]
            case let .duplicateValue(key, value, _, _): [violation.path, key, value]
            case let .emptyValue(key): [violation.path, key]
            case .more: ["more"]
            }
        }

        private static func article(_ type: String) -> String {
            switch type {
            case "null": "null"
            case "object", "array": "an \(type)"
            default: "a \(type)"
            }
        }
    }
}

extension CheckID {
    public static let jsonShape = CheckID("json.shape")
    public static let jsonDuplicateValue = CheckID("json.duplicate-value")
    public static let jsonEmptyValue = CheckID("json.empty-value")
}
