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

    /// Loads the rule set `nameOrPath`; a path is taken relative to `base`.
    public func load(_ nameOrPath: String, relativeTo base: String = FileManager.default.currentDirectoryPath) throws(RulesError) -> RuleSet {
        let path = try locate(nameOrPath, relativeTo: base)
        let data: Data
        switch CappedInput.read(path, as: .rules) {
        case let .success(read): data = read
        case let .failure(.unreadable(reason)):
            throw RulesError(file: nameOrPath, message: "cannot read the rules file (\(reason))")
        case let .failure(failure): throw RulesError(file: nameOrPath, message: "the rules file \(failure)")
        }
        let text = try YAMLText.decode(Array(data), file: nameOrPath)
        return try RuleSetLoader.load(yaml: text, source: nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") ? nameOrPath : path)
    }

    /// The file a name or path stands for.
    public func locate(_ nameOrPath: String, relativeTo base: String) throws(RulesError) -> String {
        let isPath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".yml") || nameOrPath.hasSuffix(".yaml")
        if isPath {
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
