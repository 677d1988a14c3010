/// JSON documents the app reads (not animations): each parses within the limits.
struct JSONDocumentPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.jsonSyntax, .error, summary: "A JSON document is JSON text (RFC 8259, UTF-8).",
              explanation: "Every `.json` file that is not a Lottie animation: the finding gives the line and column "
                + "of the first syntax error, or names the format the bytes really are.",
              guardsInput: true, examples: DocumentCheckExamples.syntax),
        .init(.jsonTooLarge, .error, summary: "A JSON document is at most `limits.max-json-size` bytes.",
              explanation: "A larger one is not parsed (default 16 MiB).",
              guardsInput: true, examples: DocumentCheckExamples.tooLarge),
        .init(.jsonTooDeep, .error,
              summary: "A JSON document nests arrays and objects at most `limits.max-json-depth` levels deep.",
              explanation: "A deeper one is refused, never parsed recursively (default 256).",
              guardsInput: true, examples: DocumentCheckExamples.tooDeep),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            guard record.kind == .json else { return nil }
            guard case let .json(failure)? = record.failure else {
                if record.isReadable, record.json != nil {
                    // It was within the size and depth limits, and parsed.
                    log.ran(.jsonSyntax, on: record.path, assetClass: record.assetClass)
                    log.ran(.jsonTooDeep, on: record.path, assetClass: record.assetClass)
                    log.ran(.jsonTooLarge, on: record.path, assetClass: record.assetClass,
                            expected: JSONFailureWording.sizeLimit(rules.limits.maxJSONBytes),
                            measured: JSONFailureWording.size(record.bytes))
                }
                return nil
            }
            if case let .tooLarge(bytes, limit) = failure {
                log.ran(.jsonTooLarge, on: record.path, assetClass: record.assetClass,
                        expected: JSONFailureWording.sizeLimit(limit), measured: JSONFailureWording.size(bytes))
            } else {
                log.ran(Message(failure: failure).check, on: record.path, assetClass: record.assetClass)
            }
            return FindingDraft(path: record.path, assetClass: record.assetClass,
                                Message(failure: failure, file: String(record.path.lastPathName),
                                        editableFile: rules.editableFile))
        }
    }

    /// What the JSON document checks say.
    struct Message: FindingMessage {
        let failure: JSONFailure
        /// The document's file name, for the command that shows the error.
        var file = "FILE"
        /// Where the user changes the rules (``RuleSet/editableFile``).
        var editableFile = "the rules"

        var check: CheckID {
            switch failure {
            case .tooLarge: .jsonTooLarge
            case .tooDeep: .jsonTooDeep
            case .notJSON, .syntax: .jsonSyntax
            }
        }

        var text: String { JSONFailureWording.text(failure) }

        var fix: String? {
            switch failure {
            case .tooLarge: "split the document, or raise limits.max-json-size in \(editableFile)"
            case .notJSON: "give this file its real extension, or export it as JSON"
            case .syntax: "repair the JSON at that place (a JSON linter or `python3 -m json.tool \(ShellWord.quoted(file))` shows it)"
            case .tooDeep: "flatten the document, or raise limits.max-json-depth in \(editableFile)"
            }
        }

        var identity: [String] { JSONFailureWording.identity(failure) }
    }
}

extension CheckID {
    public static let jsonSyntax = CheckID("json.syntax")
    public static let jsonTooLarge = CheckID("json.too-large")
    public static let jsonTooDeep = CheckID("json.too-deep")
}
