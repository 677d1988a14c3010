import AssetCheckCore

extension RulesLocator {
    /// The built-in rule sets found in ``searchFolders``, sorted by name, each loaded to read
    /// whether it is marked `default: true`; a built-in set that does not load stops here.
    /// `assetcheck rules --rule-sets`: a line per built-in set, the default one marked.
    public func builtInSetsListing() throws(RulesError) -> String {
        try builtInSets().map { $0.name + ($0.isDefault ? " (default)" : "") + "\n" }.joined()
    }

    /// The YAML text of the rule set named `name` (not a path), as `assetcheck rules --print`
    /// writes it: exactly the text of `Rules/NAME.yml`, or of the file in a search folder.
    public func builtInText(_ name: String) throws(RulesError) -> String {
        guard !name.contains("/"), !name.hasSuffix(".yml"), !name.hasSuffix(".yaml") else {
            throw RulesError(file: name, message: "--print takes the name of a built-in rule set ("
                + builtInNames().joined(separator: ", ") + "), not a path")
        }
        return try read(name, relativeTo: "/").text
    }

    /// Every built-in rule set with whether it is marked `default: true`, sorted by name.
    public func builtInSets() throws(RulesError) -> [BuiltInRuleSet] {
        var sets: [BuiltInRuleSet] = []
        for name in builtInNames() {
            let rules = try load(name)
            sets.append(BuiltInRuleSet(name: name, isDefault: rules.isDefault))
        }
        return sets
    }

    /// The name of the one built-in rule set marked `default: true`, for a run whose command line
    /// and configuration name none; fails when none or several are marked.
    ///
    /// Only each set's own `default:` is read, not the whole set: a run without `--rules` pays
    /// for loading the one set it uses, not every built-in set and the sets they extend.
    public func defaultName() throws -> String {
        let names = builtInNames()
        var marked: [String] = []
        for name in names {
            let found = try read(name, relativeTo: "/")
            if try RuleSetLoader.isMarkedDefault(yaml: found.text, source: found.source) { marked.append(name) }
        }
        guard marked.count == 1 else { throw DefaultRulesError(builtIn: names, marked: marked) }
        return marked[0]
    }
}

/// One rule set that ships with assetcheck, usable as `--rules NAME`.
public struct BuiltInRuleSet: Sendable, Hashable {
    /// The name `--rules` takes, e.g. `bennie`.
    public var name: String
    /// True when the file says `default: true`.
    public var isDefault: Bool

    public init(name: String, isDefault: Bool) {
        self.name = name
        self.isDefault = isDefault
    }
}

/// No rule set was named, and the built-in sets do not mark exactly one as the default.
public struct DefaultRulesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Names of every built-in rule set found.
    public var builtIn: [String]
    /// Names of those marked `default: true` (none, or more than one).
    public var marked: [String]

    public init(builtIn: [String], marked: [String]) {
        self.builtIn = builtIn
        self.marked = marked
    }

    /// `error: ...`, naming the built-in sets and how to choose one.
    public var description: String {
        let problem = marked.isEmpty
            ? "no built-in rule set is marked 'default: true'"
            : "several built-in rule sets are marked 'default: true' (\(marked.joined(separator: ", ")))"
        let available = builtIn.isEmpty ? "no built-in rule sets were found" : "built-in rule sets: \(builtIn.joined(separator: ", "))"
        return "error: \(problem); \(available). Choose one with --rules NAME (or a rules file), "
            + "or with 'rules: NAME' in \(ProjectConfiguration.fileName)."
    }
}
