extension AssetKind.Declaration {
    /// Minecraft Bedrock entity files (`minecraft:entity` JSON, comments allowed); claimed by a class only.
    static let entity = AssetKind.Declaration(
        extensions: [], noun: "entity file", name: "entity file", plural: "entity files",
        facts: EntityFacts.self, expectations: EntityExpectations.self,
        passes: [EntityPass()], rulesSection: "minecraft-bedrock-entity-files-kind-entity")
}

extension EntityFacts: KindFacts {
    public static var kind: AssetKind { .entity }

    public var reportLines: [FactLine] {
        [FactLine("Entity", (identifier ?? "no identifier") + " · format " + (formatVersion ?? "missing"))]
    }
}

/// What an entity class expects of Bedrock entity files (also applied to the entity files inside
/// add-on archives).
public struct EntityExpectations: KindExpectations {
    public static var kind: AssetKind { .entity }

    /// Lowest `format_version` accepted, as dotted numbers (`[1, 20]`); `nil` accepts any.
    public var minFormatVersion: [Int]?
    /// Namespaces an `identifier` must not use (`minecraft` is the game's own).
    public var reservedNamespaces: [String] = []

    public init() {}
}

extension EntityExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = [minFormatVersionKey(.entity), reservedNamespacesKey(.entity)]

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "min-format-version": minFormatVersion = try Self.dottedVersion(value)
        case "reserved-namespaces": reservedNamespaces = try value.strings()
        default: throw value.unhandledKey(key)
        }
    }

    /// The entity keys, for a class of `kind` (add-on classes take them for their entity files).
    static func minFormatVersionKey(_ kind: AssetKind) -> RulesKey {
        RulesKey("min-format-version", in: .assetClass(kind), .described("version of one to four dotted numbers"),
                 default: "none: any", "The lowest `format_version` an entity file may have.", example: "\"1.20\"")
    }

    static func reservedNamespacesKey(_ kind: AssetKind) -> RulesKey {
        RulesKey("reserved-namespaces", in: .assetClass(kind), .described("list of strings"), default: RulesKey.none,
                 "Namespaces an entity's `identifier` must not use (`minecraft` is the game's own).", example: "[minecraft]")
    }

    /// `1.20` or `"1.20.0"`: up to four dot-separated whole numbers.
    private static func dottedVersion(_ value: YAMLValue) throws -> [Int] {
        let text = value.scalarText ?? ""
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...4).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw value.error("'\(value.keyPath)' must be a version such as \"1.20\"; found '\(text)'")
        }
        return parts.compactMap { $0 }
    }
}

extension AssetFacts {
    /// A Bedrock entity file's facts.
    public static func entity(_ facts: EntityFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// An entity class's expectations.
    public static func entity(_ expectations: EntityExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The entity facts, when the file is a parsed Bedrock entity file.
    public var entity: EntityFacts? { facts.as(EntityFacts.self) }
}

extension AssetClassRule {
    /// The entity expectations, for an entity class.
    public var entity: EntityExpectations? { expectations.as(EntityExpectations.self) }
}
