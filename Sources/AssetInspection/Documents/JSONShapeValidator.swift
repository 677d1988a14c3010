import AssetCheckCore

/// Compares a parsed JSON document with the ``JSONShape`` its class's rules give, and records
/// each departure with its JSON path and line, at most ``JSONShapeViolation/limit`` of them.
struct JSONShapeValidator {
    let shape: JSONShape
    let lines: LineIndex

    func violations(of root: JSONNode) -> [JSONShapeViolation] {
        var found = Collector()
        if let expected = shape.root, Self.type(of: root) != expected {
            found.add("$", line(root), .type(expected: expected.rawValue, found: Self.type(of: root).rawValue))
            return found.result
        }
        guard shape.constrainsEntries else { return found.result }
        var container = root, containerPath = "$"
        if let name = shape.entries {
            guard root.kind == .object else {
                found.add("$", line(root), .type(expected: "object", found: Self.type(of: root).rawValue))
                return found.result
            }
            guard let member = root[name] else {
                found.add("$", line(root), .missingKey(name))
                return found.result
            }
            container = member
            containerPath = JSONPathText.member("$", name)
        }
        let entries: [(path: String, node: JSONNode)]
        switch container.kind {
        case .array: entries = container.elements.enumerated().map { (JSONPathText.element(containerPath, $0.offset), $0.element) }
        case .object: entries = container.members.map { (JSONPathText.member(containerPath, $0.key), $0.value) }
        default:
            found.add(containerPath, line(container), .type(expected: "array", found: Self.type(of: container).rawValue))
            return found.result
        }
        var firstValues: [String: [String: (path: String, line: Int)]] = [:]
        for (path, entry) in entries {
            guard entry.kind == .object else {
                found.add(path, line(entry), .type(expected: "object", found: Self.type(of: entry).rawValue))
                continue
            }
            for key in shape.required where entry[key] == nil {
                found.add(path, line(entry), .missingKey(key))
            }
            for (key, expected) in shape.types.sorted(by: { $0.key < $1.key }) {
                guard let value = entry[key], Self.type(of: value) != expected else { continue }
                found.add(JSONPathText.member(path, key), line(value), .type(expected: expected.rawValue, found: Self.type(of: value).rawValue))
            }
            for key in shape.nonEmpty {
                guard let value = entry[key], Self.isEmpty(value) else { continue }
                found.add(JSONPathText.member(path, key), line(value), .emptyValue(key: key))
            }
            for key in shape.unique {
                guard let value = entry[key], let text = Self.comparable(value) else { continue }
                let valuePath = JSONPathText.member(path, key)
                if let first = firstValues[key]?[text] {
                    found.add(valuePath, line(value), .duplicateValue(key: key, value: Self.shown(text), firstPath: first.path, firstLine: first.line))
                } else {
                    firstValues[key, default: [:]][text] = (valuePath, line(value))
                }
            }
        }
        return found.result
    }

    private func line(_ node: JSONNode) -> Int { lines.line(of: node.tape.entries[node.index].start) }

    static func type(of node: JSONNode) -> JSONValueType {
        switch node.kind {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .true, .false: .boolean
        case .null: .null
        }
    }

    private static func isEmpty(_ node: JSONNode) -> Bool {
        switch node.kind {
        case .string: (node.string ?? "").allSatisfy(\.isWhitespace)
        case .array, .object: node.tape.entries[node.index].next == node.index + 1
        case .null: true
        default: false
        }
    }

    /// A scalar value as text to compare: strings as they are, numbers by value, booleans by name.
    private static func comparable(_ node: JSONNode) -> String? {
        switch node.kind {
        case .string: node.string.map { "\"" + $0 }
        case .number: node.number.map { "#\($0)" }
        case .true: "true"
        case .false: "false"
        default: nil
        }
    }

    /// At most 60 characters of a compared value, for messages.
    private static func shown(_ text: String) -> String {
        let body = text.hasPrefix("\"") ? String(text.dropFirst()) : text.hasPrefix("#") ? String(text.dropFirst()) : text
        return body.count > 60 ? String(body.prefix(59)) + "…" : body
    }

    /// Violations up to the limit, then a count of the rest.
    private struct Collector {
        private var kept: [JSONShapeViolation] = []
        private var dropped = 0

        mutating func add(_ path: String, _ line: Int, _ problem: JSONShapeViolation.Problem) {
            if kept.count < JSONShapeViolation.limit { kept.append(JSONShapeViolation(path: path, line: line, problem)) } else { dropped += 1 }
        }

        var result: [JSONShapeViolation] {
            dropped == 0 ? kept : kept + [JSONShapeViolation(path: "$", line: 1, .more(count: dropped))]
        }
    }
}
