/// Examples of the entity checks, run as tests (see `CheckExample`).
enum EntityCheckExamples {
    /// Crafta's templates: Bedrock 1.20 or later, outside the `minecraft` namespace.
    static let rules = CheckExample.rules("""
          entity-template:
            kind: entity
            paths: ["Templates/*.json"]
            min-format-version: "1.20"
            reserved-namespaces: [minecraft]
        """)

    /// A parsed entity file with the given facts changed from a valid cow.
    static func entity(_ path: String = "Templates/entity_cow.json", version: String? = "1.20.0",
                       key: String? = EntityFacts.behaviourKey, identifier: String? = "crafta:cow",
                       components: Bool = true) -> AssetRecord {
        .exampleFile(path, kind: .entity, format: .json, facts: .entity(EntityFacts(
            formatVersion: version, entityKey: key, identifier: identifier, hasComponents: components)))
    }

    static let syntax: [CheckExample] = [
        .passing("a template with // and /* */ comments, parsed", rules: rules, [entity()]),
        .triggering("a '#' comment, which Bedrock does not accept", rules: rules, [
            .exampleFailure("Templates/entity_pig.json", kind: .entity, format: .json,
                            .json(.syntax(line: 2, column: 3, reason: "expected a key in double quotes or '}', found '#'"))),
        ]),
    ]

    static let formatVersion: [CheckExample] = [
        .passing("format_version 1.20.40", rules: rules, [entity(version: "1.20.40")]),
        .passing("format_version 1.21", rules: rules, [entity(version: "1.21")]),
        .triggering("format_version 1.16.0, below 1.20", rules: rules, [entity(version: "1.16.0")]),
        .triggering("no format_version", rules: rules, [entity(version: nil)]),
    ]

    static let identifier: [CheckExample] = [
        .passing("crafta:rainbow_cow", rules: rules, [entity(identifier: "crafta:rainbow_cow")]),
        .triggering("minecraft:cow, the game's own namespace", rules: rules, [entity(identifier: "minecraft:cow")]),
        .triggering("an identifier without a namespace", rules: rules, [entity(identifier: "cow")]),
        .triggering("no identifier", rules: rules, [entity(identifier: nil)]),
    ]

    static let structure: [CheckExample] = [
        .passing("minecraft:entity with components", rules: rules, [entity()]),
        .triggering("no components", rules: rules, [entity(components: false)]),
        .triggering("a client entity where a behaviour entity belongs", rules: rules, [entity(key: EntityFacts.clientKey)]),
    ]
}
