/// Reads a JSON class's `shape:` strictly, as the rest of the rules file.
enum JSONShapeLoader {
    static func load(_ value: YAMLValue) throws -> JSONShape {
        var shape = JSONShape()
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .jsonShape)) {
            switch key {
            case "root": shape.root = try item.choice(JSONValueType.self)
            case "entries": shape.entries = try keyName(item)
            case "required": shape.required = try keys(item)
            case "unique": shape.unique = try keys(item)
            case "non-empty": shape.nonEmpty = try keys(item)
            case "types":
                for (name, type) in try item.entries() {
                    shape.types[name] = try type.choice(JSONValueType.self)
                }
            default: throw item.unhandledKey(key)
            }
        }
        if shape.entries != nil, shape.root != nil, shape.root != .object {
            throw value.error("'\(value.keyPath).entries' names a member of the root object, but 'root' is \(shape.root!.rawValue)")
        }
        return shape
    }

    private static func keys(_ value: YAMLValue) throws -> [String] {
        let names = try value.strings()
        guard !names.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one key") }
        for name in names where name.isEmpty { throw value.error("'\(value.keyPath)' has an empty key") }
        return names
    }

    private static func keyName(_ value: YAMLValue) throws -> String {
        let name = try value.string()
        guard !name.isEmpty else { throw value.error("'\(value.keyPath)' must name a member of the root object") }
        return name
    }
}
