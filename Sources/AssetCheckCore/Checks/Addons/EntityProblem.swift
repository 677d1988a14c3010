/// What is wrong with a Bedrock entity file, judged from its ``EntityFacts``: shared by entity
/// files in the bundle (``EntityPass``) and in add-on archives (``AddonPackPass``).
enum EntityProblem: Sendable, Hashable {
    case formatVersionMissing
    case formatVersionTooLow(found: String, minimum: [Int])
    case notAnEntity
    case identifierMissing
    case identifierMalformed(String)
    case identifierReserved(String, namespace: String)
    case componentsMissing

    /// Every problem of `facts` against `expected`, in the order Bedrock reads the file.
    static func problems(_ facts: EntityFacts, _ expected: EntityExpectations) -> [EntityProblem] {
        var problems: [EntityProblem] = []
        if let minimum = expected.minFormatVersion {
            if let found = facts.formatVersion {
                if !isAtLeast(found, minimum) { problems.append(.formatVersionTooLow(found: found, minimum: minimum)) }
            } else {
                problems.append(.formatVersionMissing)
            }
        }
        guard facts.entityKey == EntityFacts.behaviourKey else { return problems + [.notAnEntity] }
        if let identifier = facts.identifier {
            let parts = identifier.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            if parts.count != 2 || !parts.allSatisfy(isNamePart) {
                problems.append(.identifierMalformed(identifier))
            } else if expected.reservedNamespaces.contains(parts[0]) {
                problems.append(.identifierReserved(identifier, namespace: parts[0]))
            }
        } else {
            problems.append(.identifierMissing)
        }
        if !facts.hasComponents { problems.append(.componentsMissing) }
        return problems
    }

    /// Bedrock identifiers: lower-case letters, digits, `_`, `.` and `-`, not empty.
    private static func isNamePart(_ part: String) -> Bool {
        !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0) }
    }

    /// True when dotted `version` ("1.20.40") is at least `minimum` ([1, 20]); false when it is not dotted numbers.
    static func isAtLeast(_ version: String, _ minimum: [Int]) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return false }
        let numbers = parts.compactMap { $0 }
        for index in 0..<max(numbers.count, minimum.count) {
            let have = index < numbers.count ? numbers[index] : 0, want = index < minimum.count ? minimum[index] : 0
            if have != want { return have > want }
        }
        return true
    }

    /// The check that reports it.
    var check: CheckID {
        switch self {
        case .formatVersionMissing, .formatVersionTooLow: .entityFormatVersion
        case .identifierMissing, .identifierMalformed, .identifierReserved: .entityIdentifier
        case .notAnEntity, .componentsMissing: .entityStructure
        }
    }

    var text: String {
        switch self {
        case .formatVersionMissing: "has no \"format_version\" string, which Bedrock needs to read it"
        case let .formatVersionTooLow(found, minimum):
            "has format_version \"\(found)\", below the \(minimum.map(String.init).joined(separator: ".")) the rules require"
        case .notAnEntity: "holds no \"minecraft:entity\" object, so Bedrock does not load it as a behaviour entity"
        case .identifierMissing: "has no description.identifier string"
        case let .identifierMalformed(identifier):
            "has identifier \"\(identifier)\", which is not namespace:name in lower-case letters, digits, _ . and -"
        case let .identifierReserved(identifier, namespace):
            "has identifier \"\(identifier)\" in the reserved \"\(namespace)\" namespace"
        case .componentsMissing: "has no \"components\" object in minecraft:entity"
        }
    }

    var fix: String {
        switch self {
        case .formatVersionMissing, .formatVersionTooLow: "set \"format_version\" to the Bedrock version the file is written for, e.g. \"1.20.0\""
        case .notAnEntity: "put the entity under a top-level \"minecraft:entity\" object"
        case .identifierMissing, .identifierMalformed, .identifierReserved:
            "set description.identifier to your own namespace and a name, e.g. \"crafta:rainbow_cow\""
        case .componentsMissing: "add \"components\": {} to minecraft:entity (Bedrock needs it, even empty)"
        }
    }

    var identity: [String] {
        switch self {
        case .formatVersionMissing: ["format-version missing"]
        case .formatVersionTooLow: ["format-version too low"]
        case .notAnEntity: ["not an entity"]
        case .identifierMissing: ["identifier missing"]
        case .identifierMalformed: ["identifier malformed"]
        case let .identifierReserved(_, namespace): ["identifier reserved", namespace]
        case .componentsMissing: ["components missing"]
        }
    }
}
