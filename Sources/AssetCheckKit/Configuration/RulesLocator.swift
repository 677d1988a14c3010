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

    /// Loads the rule set `nameOrPath`; a path is taken relative to `base`.
    public func load(_ nameOrPath: String, relativeTo base: String = FileManager.default.currentDirectoryPath) throws(RulesError) -> RuleSet {
        let found = try read(nameOrPath, relativeTo: base)
        var rules = try RuleSetLoader.load(yaml: found.text, source: found.source)
        if let path = found.path {
            // Reports name the file from the repository's root or absolutely, wherever the run started.
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL.path
            rules.places = rules.places.mapValues { RulesPlace(file: absolute, line: $0.line, column: $0.column) }
        } else {
            // Compiled in: no file for a report to point at, and a finding's fix says to edit a copy.
            rules.places = [:]
            rules.source = "a copy of the \(found.source) (assetcheck rules --print \(nameOrPath))"
        }
        return rules
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

    private static func isPath(_ nameOrPath: String) -> Bool {
        nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") || nameOrPath.hasSuffix(".yaml")
    }

    private static func readFile(_ path: String, shownAs shown: String) throws(RulesError) -> LocatedRules {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RulesError(file: shown, message: "cannot read the rules file (is it a readable file?)")
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
}
