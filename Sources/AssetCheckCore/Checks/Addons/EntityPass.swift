/// Bedrock behaviour-pack entity files: parsed (comments allowed), a recent enough
/// `format_version`, a `minecraft:entity` with an own-namespace identifier and components.
struct EntityPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.entitySyntax, .error, summary: "An entity file is JSON, with `//` and `/* */` comments allowed as Bedrock allows them.",
              explanation: "Parsed by the same strict parser as every JSON file, with comments counted as whitespace; "
                + "the finding gives the line and column of the first error.",
              guardsInput: true, examples: EntityCheckExamples.syntax),
        .init(.entityFormatVersion, .error, summary: "An entity file's `format_version` is at least the class's `min-format-version`.",
              explanation: "Dotted numbers compared part by part (`1.20.40` >= `1.20`). Without `min-format-version` any version passes.",
              examples: EntityCheckExamples.formatVersion),
        .init(.entityIdentifier, .error,
              summary: "An entity's `description.identifier` is `namespace:name`, outside the class's `reserved-namespaces`.",
              explanation: "Bedrock identifiers are lower-case; `minecraft` is the game's own namespace.",
              examples: EntityCheckExamples.identifier),
        .init(.entityStructure, .error, summary: "An entity file holds a `minecraft:entity` object with `components`.",
              explanation: "What Bedrock needs to load a behaviour entity at all.",
              examples: EntityCheckExamples.structure),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard record.kind == .entity else { return [] }
            if case let .json(failure)? = record.failure {
                log.ran(.entitySyntax, on: record.path, assetClass: record.assetClass)
                return [FindingDraft(path: record.path, assetClass: record.assetClass, SyntaxMessage(failure: failure))]
            }
            guard let facts = record.entity else { return [] }
            let expected = record.assetClass.flatMap { id in rules.classes.first { $0.id == id } }?.entity ?? EntityExpectations()
            logChecks(facts, expected: expected, on: record, in: log)
            return EntityProblem.problems(facts, expected).map {
                FindingDraft(path: record.path, assetClass: record.assetClass, Message(problem: $0))
            }
        }
    }

    /// Writes down the checks ``EntityProblem/problems(_:_:)`` makes of a parsed file.
    private func logChecks(_ facts: EntityFacts, expected: EntityExpectations, on record: AssetRecord, in log: EvaluationLog) {
        let (path, assetClass) = (record.path, record.assetClass)
        log.ran(.entitySyntax, on: path, assetClass: assetClass)
        if let minimum = expected.minFormatVersion {
            log.ran(.entityFormatVersion, on: path, assetClass: assetClass,
                    expected: "at least " + minimum.map(String.init).joined(separator: "."),
                    measured: facts.formatVersion ?? "missing")
        }
        log.ran(.entityStructure, on: path, assetClass: assetClass)
        if facts.entityKey == EntityFacts.behaviourKey {
            log.ran(.entityIdentifier, on: path, assetClass: assetClass)
        } else {
            log.notApplicable(.entityIdentifier, on: path, assetClass: assetClass, because: "it holds no minecraft:entity object")
        }
    }

    /// What `entity.syntax` says.
    struct SyntaxMessage: FindingMessage {
        let failure: JSONFailure
        var check: CheckID { .entitySyntax }
        var text: String { JSONFailureWording.text(failure) }
        var fix: String? { "repair the JSON at that place; Bedrock accepts // and /* */ comments, nothing else beyond JSON" }
        var identity: [String] { JSONFailureWording.identity(failure) }
    }

    /// What the entity checks say about a parsed file.
    struct Message: FindingMessage {
        let problem: EntityProblem
        var check: CheckID { problem.check }
        var text: String { problem.text }
        var fix: String? { problem.fix }
        var identity: [String] { problem.identity }
    }
}

extension CheckID {
    public static let entitySyntax = CheckID("entity.syntax")
    public static let entityFormatVersion = CheckID("entity.format-version")
    public static let entityIdentifier = CheckID("entity.identifier")
    public static let entityStructure = CheckID("entity.structure")
}
