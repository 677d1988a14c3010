import AssetCheckCore
import Foundation

/// Finds a rule set: a path to a rules file, or the name of a built-in rule set such as `bennie`.
///
/// A name is looked up in the folders of `$ASSETCHECK_RULES_PATH` (colon-separated) first, then
/// among the rule sets compiled into the binary (`Rules/*.yml` when it was built), so the binary
/// works wherever it is copied: the SwiftPM plugin's build folder, `make install`, a CI cache.
/// A name ending in `.yml` or `.yaml`, or holding a `/`, is always a path.
public struct RulesLocator: Sendable {
    /// Folders searched for rule sets by name before the compiled-in ones, in order.
    public var searchFolders: [String]
    /// The compiled-in rule sets' text by name.
    public var builtIns: [String: String]

    /// A locator over `searchFolders` (default: `$ASSETCHECK_RULES_PATH`'s folders) and
    /// `builtIns` (default: the sets compiled into the binary).
    public init(searchFolders: [String]? = nil, builtIns: [String: String]? = nil) {
        self.searchFolders = searchFolders ?? Self.environmentFolders()
        self.builtIns = builtIns ?? BuiltInRuleSets.texts
    }

    /// Loads the rule set `nameOrPath`, and the sets it extends; a path is taken relative to `base`.
    public func load(_ nameOrPath: String, relativeTo base: String = FileManager.default.currentDirectoryPath) throws(RulesError) -> RuleSet {
        try load(read(nameOrPath, relativeTo: base), named: nameOrPath, relativeTo: base)
    }

    /// Loads `found`, the text ``read(_:relativeTo:)`` gave for `nameOrPath`, and the sets it extends.
    public func load(_ found: LocatedRules, named nameOrPath: String, relativeTo base: String) throws(RulesError) -> RuleSet {
        var rules = try RuleSetLoader.load(yaml: found.text, source: found.source, resolver: resolver(relativeTo: base))
        // Reports name a rules file from the repository's root or absolutely, wherever the run
        // started; a compiled-in set (this one or a base it extends) has no file to point at.
        // Hundreds of places name a few files: each file's absolute path is worked out once.
        var absolutes: [String: String] = [:]
        rules.places = rules.places.compactMapValues { place in
            let file = place.file == found.source ? found.path : place.file
            guard let file, !LocatedRules.isBuiltInLabel(file) else { return nil }
            if absolutes[file] == nil {
                absolutes[file] = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL.path
            }
            return RulesPlace(file: absolutes[file]!, line: place.line, column: place.column)
        }
        if found.path == nil {
            // Compiled in: never edited in place; fixes say to edit a copy (``RuleSet/editableFile``).
            rules.isBuiltIn = true
            rules.source = "a copy of the \(found.source) (assetcheck rules --print \(nameOrPath))"
        }
        return rules
    }

    /// The text of the rule set `nameOrPath` (a path relative to `base`, or a built-in name), named
    /// as given when it is a path, by its file when found in a search folder, and by its label
    /// when compiled in.
    public func text(of nameOrPath: String, relativeTo base: String) throws(RulesError) -> RulesText {
        let found = try read(nameOrPath, relativeTo: base)
        return RulesText(text: found.text, source: found.source)
    }

    /// Finds what `extends:` names: a built-in set, or a path relative to the extending file's
    /// folder (that file's source taken relative to `base`, as ``load(_:relativeTo:)`` names it).
    public func resolver(relativeTo base: String) -> RuleSetResolver {
        let locator = self
        return RuleSetResolver { reference, extendingSource throws(RulesError) in
            guard Self.isPath(reference) else { return try locator.text(of: reference, relativeTo: base) }
            let extending = extendingSource.hasPrefix("/") ? extendingSource : base + "/" + extendingSource
            let folder = URL(fileURLWithPath: extending).deletingLastPathComponent().path
            let found = try locator.text(of: reference, relativeTo: folder)
            // Named as the top file is (relative to base), so a set reached twice has one name.
            let path = URL(fileURLWithPath: reference.hasPrefix("/") ? reference : folder + "/" + reference).standardizedFileURL.path
            return RulesText(text: found.text, source: CheckSetup.relative(path, to: base))
        }
    }

    /// The file a name or path stands for; for a compiled-in set, its label
    /// (`built-in rule set 'bennie'`), which names no file.
    public func locate(_ nameOrPath: String, relativeTo base: String) throws(RulesError) -> String {
        let found = try read(nameOrPath, relativeTo: base)
        return found.path ?? found.source
    }

    /// The text of the rule set `nameOrPath` and where it came from.
    public func read(_ nameOrPath: String, relativeTo base: String) throws(RulesError) -> LocatedRules {
        if Self.isPath(nameOrPath) {
            let path = nameOrPath.hasPrefix("/") ? nameOrPath : base + "/" + nameOrPath
            guard FileManager.default.fileExists(atPath: path) else {
                throw RulesError(file: nameOrPath, message: "no such rules file")
            }
            return try Self.readFile(path, shownAs: nameOrPath)
        }
        for folder in searchFolders {
            let candidate = folder + "/" + nameOrPath + ".yml"
            if FileManager.default.fileExists(atPath: candidate) { return try Self.readFile(candidate, shownAs: candidate) }
        }
        if let text = builtIns[nameOrPath] {
            return LocatedRules(source: LocatedRules.builtInLabel(nameOrPath), text: text, path: nil)
        }
        let known = builtInNames()
        throw RulesError(file: nameOrPath, message: "no built-in rule set of that name"
            + (known.isEmpty ? "" : "; available: \(known.joined(separator: ", "))") + ". Give a path to a .yml file to use your own.")
    }

    /// Names of the rule sets usable by name: those in the search folders and the compiled-in ones.
    public func builtInNames() -> [String] {
        let names = searchFolders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
            .filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }
        return Array(Set(names).union(builtIns.keys)).sorted()
    }

    /// True when `nameOrPath` is a path rather than a built-in set's name.
    static func isPath(_ nameOrPath: String) -> Bool {
        nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") || nameOrPath.hasSuffix(".yaml")
    }

    private static func readFile(_ path: String, shownAs shown: String) throws(RulesError) -> LocatedRules {
        let data: Data
        switch CappedInput.read(path, as: .rules) {
        case let .success(read): data = read
        case let .failure(.unreadable(reason)):
            throw RulesError(file: shown, message: "cannot read the rules file (\(reason))")
        case let .failure(failure): throw RulesError(file: shown, message: "the rules file \(failure)")
        }
        return LocatedRules(source: shown, text: try YAMLText.decode(Array(data), file: shown), path: path)
    }

    private static func environmentFolders() -> [String] {
        guard let folders = ProcessInfo.processInfo.environment["ASSETCHECK_RULES_PATH"] else { return [] }
        return folders.split(separator: ":").map(String.init)
    }
}

/// A rule set's text and where it came from.
public struct LocatedRules: Sendable, Hashable {
    /// What errors and findings call it: the path as given, or `built-in rule set 'NAME'`.
    public var source: String
    /// The YAML text.
    public var text: String
    /// The file read; `nil` for a rule set compiled into the binary.
    public var path: String?

    /// How errors name the compiled-in rule set `name`.
    public static func builtInLabel(_ name: String) -> String { "built-in rule set '\(name)'" }

    /// True when `source` is such a label rather than a file.
    static func isBuiltInLabel(_ source: String) -> Bool { source.hasPrefix("built-in rule set '") && source.hasSuffix("'") }
}
