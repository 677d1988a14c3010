internal import Yams
/// Reads one entry under `classes:`; keys that belong to another kind are errors, not ignored.
/// The keys each kind takes are ``RulesKeyCatalog``'s.
enum AssetClassLoader {
    static func load(id: String, _ body: YAMLValue) throws -> AssetClassRule {
        let commonKeys = RulesKeyCatalog.names(in: .everyClass)
        let allKeys = commonKeys + AssetKind.allCases.flatMap { RulesKeyCatalog.names(in: .assetClass($0)) }
        let entries = try body.entries(allowed: Array(Set(allKeys)).sorted())
        guard let kindValue = entries.first(where: { $0.key == "kind" })?.value else {
            throw body.error("class '\(id)' needs a 'kind': "
                + AssetKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let kind = try kindValue.choice(AssetKind.self)
        let ownKeys = RulesKeyCatalog.names(in: .assetClass(kind))
        for (key, value) in entries where !commonKeys.contains(key) && !ownKeys.contains(key) {
            throw value.error("'\(key)' does not apply to \(kind.rawValue) classes; it belongs to "
                + AssetKind.allCases.filter { RulesKeyCatalog.names(in: .assetClass($0)).contains(key) }.map(\.rawValue)
                    .joined(separator: ", ")
                + " classes")
        }
        let loading = kind.declaration.loading
        let tolerance = try entries.first { $0.key == "duration-tolerance" }.map { try durationTolerance($0.value) }
            ?? loading.durationTolerance
        var rule = AssetClassRule(id: id, description: id, expectations: .other, patterns: [])
        var expectations = loading.init()
        for (key, value) in entries {
            switch key {
            case "kind", "duration-tolerance": break
            case "description": rule.description = try value.string()
            case "rationale": rule.rationale = try value.string()
            case "paths": rule.patterns = try RuleSetLoader.patternList(value, kind: kind)
            case "severities": rule.severities = try RuleSetLoader.severities(value)
            case "max-total-size": rule.maxTotalBytes = try value.byteSize()
            default: try expectations.read(key, value, tolerance: tolerance)
            }
        }
        guard !rule.patterns.isEmpty else { throw body.error("class '\(id)' needs 'paths', e.g. paths: [\"Characters/**\"]") }
        try expectations.finish(classID: id, keys: Set(entries.map(\.key)), body: body)
        rule.expectations = ClassExpectations(expectations)
        return rule
    }

    /// How far a measured duration may stray from a nominal one: a fraction of it plus seconds.
    struct Tolerance {
        var relative: Double
        var absolute: Double
    }

    private static func durationTolerance(_ value: YAMLValue) throws -> Tolerance {
        var tolerance = Tolerance(relative: 0, absolute: 0)
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .durationTolerance)) {
            switch key {
            case "relative": tolerance.relative = try item.fraction()
            case "absolute": tolerance.absolute = try seconds(item)
            default: throw item.unhandledKey(key)
            }
        }
        return tolerance
    }

    /// `3` (nominal, with the class tolerance), `{min: 0.5, max: 2}`, or `any`.
    static func duration(_ value: YAMLValue, tolerance: Tolerance) throws -> DurationRange? {
        if node(value, is: "any") { return nil }
        if value.node.mapping != nil {
            var min = 0.0, max = Double.greatestFiniteMagnitude
            for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .durationRange)) {
                switch key {
                case "min": min = try seconds(item)
                case "max": max = try seconds(item)
                default: throw item.unhandledKey(key)
                }
            }
            guard min <= max else { throw value.error("'\(value.keyPath)': min is above max") }
            return DurationRange(min: min, max: max)
        }
        let nominal = try seconds(value)
        let slack = nominal * tolerance.relative + tolerance.absolute
        return DurationRange(min: Swift.max(0, nominal - slack), max: nominal + slack, nominal: nominal)
    }

    /// Seconds as a number, or with an `s` or `ms` suffix.
    static func seconds(_ value: YAMLValue) throws -> Double {
        if let text = value.node.scalar?.string.lowercased().trimmedSpaces(), value.node.float == nil, value.node.int == nil {
            if text.hasSuffix("ms"), let ms = Double(text.dropLast(2).trimmedSpaces()), ms >= 0 { return ms / 1000 }
            if text.hasSuffix("s"), let s = Double(text.dropLast().trimmedSpaces()), s >= 0 { return s }
            throw value.error("'\(value.keyPath)' must be a duration such as 0.5, 0.5 s or 500 ms; found '\(text)'")
        }
        return try value.double(in: 0...86_400)
    }


    private static func node(_ value: YAMLValue, is word: String) -> Bool {
        value.node.scalar?.string == word
    }

    /// `rendered-by`: a font class, or a list of them.
    static func fontClasses(_ value: YAMLValue) throws -> [String] {
        let classes = try value.strings()
        guard !classes.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one font class") }
        return classes
    }
}
