internal import Yams

/// Reads a rule set from YAML text, strictly: unknown keys, wrong types and patterns that can
/// never match are errors that name the file, the line and what was expected.
///
/// A set may extend another (`extends: ios`, or a path relative to its file), found by the
/// `resolver`: its classes are matched first and the base's claim what none of them does (a
/// class with a base class's name replaces it; `class-paths` gives a base class other paths and
/// keeps the rest of it, matched after the set's own classes and before the base's others);
/// `limits`, `severities`, `budgets` and `sprite-atlases` merge key by key, the extending set
/// winning; `excluded` and `folders` add to the base's. `name`, `description` and `default` are
/// the set's own. The keys each place accepts are ``RulesKeyCatalog``'s.
public enum RuleSetLoader {
    /// Parses `text`; `source` names the file in errors and in `RuleSet.source`; `resolver` finds
    /// the sets `extends` names (none by default: `extends` is then an error).
    public static func load(yaml text: String, source: String,
                            resolver: RuleSetResolver = .none) throws(RulesError) -> RuleSet {
        try load(yaml: text, source: source, resolver: resolver, chain: [])
    }

    /// `chain` holds the sources of the sets that extend this one, outermost first (cycles).
    private static func load(yaml text: String, source: String, resolver: RuleSetResolver,
                             chain: [String]) throws(RulesError) -> RuleSet {
        let node: Node
        do {
            guard let composed = try YAMLValue.compose(text) else {
                throw RulesError(file: source, line: 1, column: 1,
                                 message: "the rules file is empty; it needs a 'name' and 'classes'")
            }
            node = composed
        } catch let error as RulesError {
            throw error
        } catch let error as YamlError {
            throw yamlSyntaxError(error, source: source)
        } catch {
            throw RulesError(file: source, message: "not valid YAML: \(error)")
        }
        do {
            var rules = try ruleSet(YAMLValue(node: node, file: source, keyPath: ""), source: source,
                                    base: { value throws in try base(value, source: source, resolver: resolver, chain: chain) })
            // The base's places stay for what only the base says; this file's own keys win.
            rules.places.merge(RulesPlaces.collect(node, file: source)) { _, own in own }
            return rules
        } catch let error as RulesError {
            throw error
        } catch {
            throw RulesError(file: source, message: "\(error)")
        }
    }

    /// True when the rule set in `text` marks itself `default: true`, read from its own top
    /// level only (a set does not inherit the mark from one it extends): what choosing the default
    /// set needs, without building each candidate set and every set it extends.
    public static func isMarkedDefault(yaml text: String, source: String) throws(RulesError) -> Bool {
        let node: Node?
        do {
            node = try YAMLValue.compose(text)
        } catch let error as YamlError {
            throw yamlSyntaxError(error, source: source)
        } catch {
            throw RulesError(file: source, message: "not valid YAML: \(error)")
        }
        guard let node, let mapping = node.mapping else { return false }
        for (key, value) in mapping where key.string == "default" {
            do {
                return try YAMLValue(node: value, file: source, keyPath: "default").bool()
            } catch let error as RulesError {
                throw error
            } catch {
                throw RulesError(file: source, message: "\(error)")
            }
        }
        return false
    }

    private static func yamlSyntaxError(_ error: YamlError, source: String) -> RulesError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return RulesError(file: source, line: mark.line, column: mark.column, message: "not valid YAML: \(detail)")
        case let .reader(problem, offset, _, yaml):
            // The reader counts bytes; the place is the line and column of that byte.
            let before = yaml.utf8.prefix(max(0, offset ?? 0))
            let line = before.count { $0 == UInt8(ascii: "\n") } + 1
            let column = String(decoding: before.reversed().prefix { $0 != UInt8(ascii: "\n") }.reversed(), as: UTF8.self).count + 1
            return RulesError(file: source, line: line, column: column, message: "not valid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.sorted().joined(separator: ", ")
            return RulesError(file: source, line: context.mark.line, column: context.mark.column,
                              message: "duplicate key \(keys)")
        default:
            return RulesError(file: source, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }

    /// The set `extends` names, loaded with its own bases; a lookup that fails is an error at
    /// the `extends` line, and so is a set that extends itself through others.
    private static func base(_ value: YAMLValue, source: String, resolver: RuleSetResolver,
                             chain: [String]) throws -> RuleSet {
        let reference = try value.string()
        let parent: RulesText
        do throws(RulesError) {
            parent = try resolver.text(of: reference, extendedFrom: source)
        } catch {
            throw value.error("'extends: \(reference)': \(error.message)")
        }
        let path = chain + [source]
        if path.contains(parent.source) {
            let cycle = (path.drop(while: { $0 != parent.source }) + [parent.source]).joined(separator: " extends ")
            throw value.error("'extends: \(reference)' goes round in a circle: \(cycle)")
        }
        var base = try load(yaml: parent.text, source: parent.source, resolver: resolver, chain: path)
        base.extended.insert(parent, at: 0)
        return base
    }

    private static func ruleSet(_ root: YAMLValue, source: String,
                                base loadBase: (YAMLValue) throws -> RuleSet) throws -> RuleSet {
        let entries = try root.entries(allowed: RulesKeyCatalog.names(in: .top))
        var rules = RuleSet(name: "", source: source, classes: [])
        var inherited: [AssetClassRule] = []
        if let extends = entries.first(where: { $0.key == "extends" })?.value {
            let base = try loadBase(extends)
            rules = base
            (rules.name, rules.source, rules.isDefault, rules.classes) = (base.name, source, false, [])
            inherited = base.classes
        }
        var classesValue: YAMLValue?
        var classPaths: YAMLValue?
        for (key, value) in entries {
            switch key {
            case "name": rules.name = try value.string()
            case "description": _ = try value.string()
            case "default": rules.isDefault = try value.bool()
            case "extends": break
            case "limits": rules.limits = try limits(value, over: rules.limits)
            case "severities": rules.severities.merge(try severities(value)) { _, own in own }
            case "excluded": rules.excluded += try value.strings().map(PathPattern.init)
            case "budgets": rules.budgets = try budgets(value, over: rules.budgets)
            case "folders": rules.folderRequirements += try FolderRequirementLoader.load(value)
            case "large-files":
                for (name, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .largeFiles)) {
                    guard let kind = AssetKind(rawValue: name) else { throw item.unhandledKey(name) }
                    rules.largeFiles[kind] = try item.byteSize()
                }
            case "class-paths": classPaths = value
            case "sprite-atlases":
                for (name, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .spriteAtlases)) {
                    guard name == "max-page-side" else { throw item.unhandledKey(name) }
                    rules.atlasMaxPageSide = try item.int(in: 1...Limits.libpngMaxImageSide)
                }
            case "classes":
                classesValue = value
                for (id, body) in try value.entries() {
                    rules.classes.append(try AssetClassLoader.load(id: id, body))
                }
            default: throw value.unhandledKey(key)
            }
        }
        guard entries.contains(where: { $0.key == "name" }), !rules.name.isEmpty else {
            throw root.error("the rule set needs a 'name'")
        }
        let own = Set(rules.classes.map(\.id))
        var kept = inherited.filter { !own.contains($0.id) }
        if let classPaths {
            guard entries.contains(where: { $0.key == "extends" }) else {
                throw classPaths.error("'class-paths' gives the classes of the set this one extends other paths; add 'extends:'")
            }
            rules.classes += try movedClasses(classPaths, own: own, inherited: &kept)
        }
        rules.classes += kept
        rules.inheritedClassIDs = Set(kept.map(\.id))
        if let classesValue { try checkRenderedBy(classesValue, classes: rules.classes) }
        guard !rules.classes.isEmpty else { throw root.error("the rule set needs at least one entry under 'classes'") }
        return rules
    }

    /// Every class a `rendered-by` names must be a font class of the rule set (its own or its base's).
    private static func checkRenderedBy(_ classesValue: YAMLValue, classes: [AssetClassRule]) throws {
        let fonts = classes.filter { $0.kind == .font }.map(\.id)
        for (_, body) in try classesValue.entries() {
            guard let value = try body.entries().first(where: { $0.key == "rendered-by" })?.value else { continue }
            for name in try value.strings() where !fonts.contains(name) {
                let known = fonts.isEmpty ? "the rules have no font class" : "font classes: " + fonts.joined(separator: ", ")
                throw value.error("'\(value.keyPath)' names '\(name)', which is not a font class (\(known))")
            }
        }
    }

    /// `base` with the keys `value` gives replaced.
    private static func limits(_ value: YAMLValue, over base: Limits) throws -> Limits {
        var limits = base
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .limits)) {
            switch key {
            case "max-image-pixels": limits.maxImagePixels = try item.int(in: 1...1_000_000_000)
            case "max-image-side": limits.maxImageSide = try item.int(in: 1...Limits.libpngMaxImageSide)
            case "max-file-size": limits.maxFileBytes = try item.byteSize()
            case "max-json-size": limits.maxJSONBytes = try item.byteSize()
            case "max-json-depth": limits.maxJSONDepth = try item.int(in: 1...10_000)
            default: throw item.unhandledKey(key)
            }
        }
        return limits
    }

    static func severities(_ value: YAMLValue) throws -> [CheckID: Severity?] {
        var result: [CheckID: Severity?] = [:]
        for (key, item) in try value.entries() {
            let id = CheckID(rawValue: key)
            guard CheckCatalog.descriptor(for: id) != nil else {
                throw item.error("unknown check '\(key)' in '\(value.keyPath)'; `assetcheck rules` lists them all")
            }
            let text = try item.string()
            if text == "off" {
                result[id] = .some(nil)
            } else if let severity = Severity(rawValue: text) {
                result[id] = severity
            } else {
                throw item.error("'\(item.keyPath)' must be error, warning or off; found '\(text)'")
            }
        }
        return result
    }

    /// `base` with each budget `value` gives replaced whole.
    private static func budgets(_ value: YAMLValue, over base: Budgets) throws -> Budgets {
        var budgets = base
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .budgets)) {
            switch key {
            case "bundle-size":
                budgets.bundleSize = try budget(item, extraKeys: []).budget
            case "memory":
                let (budget, extra) = try budget(item, extraKeys: RulesKeyCatalog.names(in: .memoryBudget))
                var groups: [MemoryGroup] = []
                if let groupsValue = extra["groups"] {
                    for (name, patterns) in try groupsValue.entries() {
                        groups.append(try memoryGroup(name, patterns))
                    }
                }
                budgets.memory = MemoryBudget(budget: budget, groups: groups,
                                              includesAudio: try extra["include-audio"]?.bool() ?? false)
            default: throw item.unhandledKey(key)
            }
        }
        return budgets
    }

    /// A list of patterns; or `{paths: [...], largest-of: [...]}`, where each `largest-of`
    /// pattern adds only its largest image; or `{each-folder: "Games/*", shared: [...]}`: one
    /// group per matching folder.
    private static func memoryGroup(_ name: String, _ value: YAMLValue) throws -> MemoryGroup {
        guard value.node.mapping != nil else { return MemoryGroup(name: name, patterns: try patternList(value, kind: .other)) }
        var group = MemoryGroup(name: name, patterns: [])
        let entries = try value.entries(allowed: RulesKeyCatalog.names(in: .memoryGroup))
        for (key, item) in entries {
            switch key {
            case "each-folder": group.eachFolder = try patternList(item, kind: .other).first
            case "largest-of": group.largestOf = try patternList(item, kind: .other)
            case "paths", "shared": group.patterns = try patternList(item, kind: .other)
            default: throw item.unhandledKey(key)
            }
        }
        let keys = Set(entries.map(\.key))
        if group.eachFolder == nil, keys.contains("shared") {
            throw value.error("'\(value.keyPath)' has 'shared' but no 'each-folder'; a single group lists 'paths'")
        }
        if group.eachFolder != nil, keys.contains("paths") {
            throw value.error("'\(value.keyPath)' has 'each-folder': what every folder's group also counts goes under 'shared'")
        }
        guard group.eachFolder != nil || !group.patterns.isEmpty || !group.largestOf.isEmpty else {
            throw value.error("'\(value.keyPath)' needs 'paths', 'largest-of' or 'each-folder', e.g. each-folder: \"Games/*\"")
        }
        return group
    }

    private static func budget(_ value: YAMLValue, extraKeys: [String]) throws -> (budget: Budget, extra: [String: YAMLValue]) {
        var maxBytes: Int?
        var warnAt = Budget.defaultWarnAt
        var extra: [String: YAMLValue] = [:]
        for (key, item) in try value.entries(allowed: RulesKeyCatalog.names(in: .budget) + extraKeys) {
            switch key {
            case "max": maxBytes = try item.byteSize()
            case "warn-at": warnAt = try item.fraction()
            default: extra[key] = item
            }
        }
        guard let maxBytes else { throw value.error("'\(value.keyPath)' needs 'max', e.g. max: 150 MB") }
        return (Budget(maxBytes: maxBytes, warnAt: warnAt), extra)
    }

    /// The base classes `class-paths` names, each with the paths given there and the rest as the
    /// base defines it, in the order listed (taken out of `inherited`): what `assetcheck init`
    /// writes, so that a later version of the base reaches the project in all but its folders.
    private static func movedClasses(_ value: YAMLValue, own: Set<String>,
                                     inherited: inout [AssetClassRule]) throws -> [AssetClassRule] {
        var moved: [AssetClassRule] = []
        for (id, paths) in try value.entries() {
            guard !own.contains(id) else {
                throw paths.error("class '\(id)' is defined in this file: give it its paths there; 'class-paths' is for the classes of the set this one extends")
            }
            guard let index = inherited.firstIndex(where: { $0.id == id }) else {
                throw paths.error("no class '\(id)' in the set this one extends; its classes: \(inherited.map(\.id).joined(separator: ", "))")
            }
            var rule = inherited.remove(at: index)
            rule.patterns = try patternList(paths, kind: rule.kind)
            moved.append(rule)
        }
        return moved
    }

    static func patternList(_ value: YAMLValue, kind: AssetKind) throws -> [PathPattern] {
        let patterns = try value.strings().map(PathPattern.init)
        guard !patterns.isEmpty else { throw value.error("'\(value.keyPath)' needs at least one pattern") }
        for pattern in patterns {
            if let reason = pattern.neverMatchesReason(kind: kind) {
                throw value.error("pattern '\(pattern.text)' can never match: \(reason)")
            }
        }
        return patterns
    }
}
