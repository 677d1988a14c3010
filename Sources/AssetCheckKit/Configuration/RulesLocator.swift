import AssetCheckCore
import Foundation

/// Finds a rules file: a path, or the name of a built-in rule set such as `bennie`.
///
/// Built-in sets are searched in `$ASSETCHECK_RULES_PATH`, then `share/assetcheck/rules` beside
/// the installed binary (`make install`), then a `Rules/` folder above the binary (a build in a
/// checkout), then `Rules/` in the current folder.
public struct RulesLocator: Sendable {
    /// Folders searched for built-in rule sets, in order.
    public var searchFolders: [String]

    public init(searchFolders: [String]? = nil) {
        self.searchFolders = searchFolders ?? Self.defaultFolders()
    }

    /// Loads the rule set `nameOrPath`, and the sets it extends; a path is taken relative to `base`.
    public func load(_ nameOrPath: String, relativeTo base: String = FileManager.default.currentDirectoryPath) throws(RulesError) -> RuleSet {
        let rules = try text(of: nameOrPath, relativeTo: base)
        return try RuleSetLoader.load(yaml: rules.text, source: rules.source, resolver: resolver(relativeTo: base))
    }

    /// The text of the rule set `nameOrPath` (a path relative to `base`, or a built-in name), named
    /// as given when it is a path and by its file when it is built in.
    public func text(of nameOrPath: String, relativeTo base: String) throws(RulesError) -> RulesText {
        let path = try locate(nameOrPath, relativeTo: base)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RulesError(file: nameOrPath, message: "cannot read the rules file (is it a readable file?)")
        }
        let text = try YAMLText.decode(Array(data), file: nameOrPath)
        return RulesText(text: text, source: nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") ? nameOrPath : path)
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

    /// True when `nameOrPath` is a path rather than a built-in set's name.
    static func isPath(_ nameOrPath: String) -> Bool {
        nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") || nameOrPath.hasSuffix(".yaml")
    }

    /// The file a name or path stands for.
    public func locate(_ nameOrPath: String, relativeTo base: String) throws(RulesError) -> String {
        if Self.isPath(nameOrPath) {
            let path = nameOrPath.hasPrefix("/") ? nameOrPath : base + "/" + nameOrPath
            guard FileManager.default.fileExists(atPath: path) else {
                throw RulesError(file: nameOrPath, message: "no such rules file")
            }
            return path
        }
        for folder in searchFolders {
            let candidate = folder + "/" + nameOrPath + ".yml"
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        let known = builtInNames()
        throw RulesError(file: nameOrPath, message: "no built-in rule set of that name"
            + (known.isEmpty ? "" : "; available: \(known.joined(separator: ", "))") + ". Give a path to a .yml file to use your own.")
    }

    /// Names of the built-in rule sets found in the search folders.
    public func builtInNames() -> [String] {
        let names = searchFolders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
            .filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }
        return Array(Set(names)).sorted()
    }

    private static func defaultFolders() -> [String] {
        var folders: [String] = []
        if let env = ProcessInfo.processInfo.environment["ASSETCHECK_RULES_PATH"] {
            folders += env.split(separator: ":").map(String.init)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var folder = executable.deletingLastPathComponent()
            folders.append(folder.deletingLastPathComponent().appendingPathComponent("share/assetcheck/rules").path)
            for _ in 0..<6 {
                folders.append(folder.appendingPathComponent("Rules").path)
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(FileManager.default.currentDirectoryPath + "/Rules")
        return folders
    }
}
