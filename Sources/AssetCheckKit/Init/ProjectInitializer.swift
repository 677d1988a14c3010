import AssetCheckCore
import Foundation

/// `assetcheck init`: a starting `.assetcheck.yml` and rules file for an existing project, from a
/// built-in rule set whose classes are mapped onto the project's own folders (``LayoutMapping``).
public struct ProjectInitializer: Sendable {
    /// The project's bundle folder, where the files are written.
    public var folder: String
    /// The built-in set (or rules file) to start from, e.g. `bennie`; `nil` for the default set.
    public var from: String?
    /// Overwrite existing files.
    public var force: Bool
    public var locator: RulesLocator

    /// Name of the rules file written beside `.assetcheck.yml`.
    public static let rulesFileName = "assetcheck-rules.yml"

    public init(folder: String, from: String? = nil, force: Bool = false, locator: RulesLocator = RulesLocator()) {
        self.folder = folder
        self.from = from
        self.force = force
        self.locator = locator
    }

    /// What `init` found and wrote.
    public struct Plan: Sendable {
        /// The rule set started from, e.g. `bennie`.
        public var baseName: String
        public var mapping: LayoutMapping
        /// The files' contents, by path (the configuration, the rules file).
        public var files: [(path: String, text: String)]
    }

    /// Looks at the project's files and works out the mapping and the files, writing nothing.
    public func plan() async throws -> Plan {
        let name = try from ?? locator.defaultName()
        let found = try locator.read(name, relativeTo: FileManager.default.currentDirectoryPath)
        let text = found.text
        let source = found.source
        let base = try RuleSetLoader.load(yaml: text, source: source,
                                          resolver: locator.resolver(relativeTo: FileManager.default.currentDirectoryPath))
        // The set's own classes are mapped onto folders; those of a set it extends fit any folder.
        var survey = base
        survey.classes.removeAll { base.inheritedClassIDs.contains($0.id) }
        survey.excluded += [PathPattern(Self.rulesFileName)]
        let records = try await BundleChecker(rules: survey).check(root: folder).snapshot.records
        let mapping = LayoutMapping(rules: survey, records: records)
        var paths: [String: [String]] = [:]
        var groupPatterns: [String: [String]] = [:]
        for entry in mapping.classes where !entry.patterns.isEmpty {
            let original = base.assetClass(named: entry.classID)?.patterns.map(\.text) ?? []
            paths[entry.classID] = entry.patterns + original.filter { !entry.patterns.contains($0) }
            // A memory group naming the class's own folders names the project's too.
            for pattern in original where !pattern.contains(".") { groupPatterns[pattern, default: []] += entry.patterns }
        }
        let projectName = ((folder as NSString).standardizingPath as NSString).lastPathComponent
        let header = "# Written by `assetcheck init --from \(base.name)` for \(projectName): the \(base.name) rules, with each\n"
            + "# class's paths led by the folders of this project that fit it. Edit freely.\n"
        let rules = header + RulesRewriter.rewrite(text, paths: paths, patterns: groupPatterns, name: base.name + "-project")
        let configuration = """
            # assetcheck's settings for this project (written by `assetcheck init`); see `assetcheck --help`.
            rules: \(Self.rulesFileName)
            excluded: ["\(Self.rulesFileName)", "*.AssetManifest.json", "AssetManifest.json"]

            """
        return Plan(baseName: base.name, mapping: mapping,
                    files: [(folder + "/" + ProjectConfiguration.fileName, configuration), (folder + "/" + Self.rulesFileName, rules)])
    }

    /// Writes the plan's files atomically; refuses, writing none, when one exists and `force` is off.
    public func write(_ plan: Plan) throws {
        if !force, let existing = plan.files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw InitError.exists(existing.path)
        }
        for file in plan.files {
            do { try OutputFile.write(Data(file.text.utf8), to: file.path) } catch {
                throw InitError.unwritable(file.path, reason: error.reason)
            }
        }
    }

    /// Checks the folder with what was written, as `assetcheck` will from now on.
    public func check() async throws -> CheckOutcome {
        let setup = try CheckSetup(rules: RulesRequest(configurationFile: folder + "/" + ProjectConfiguration.fileName),
                                   path: folder, writesManifest: false, workingDirectory: folder)
        return try await BundleChecker(rules: setup.rules).check(root: folder)
    }
}

/// Why `assetcheck init` wrote nothing.
public enum InitError: Error, Sendable, CustomStringConvertible {
    case exists(String)
    case unwritable(String, reason: String)

    public var description: String {
        switch self {
        case let .exists(path): "\(path) exists; give --force to overwrite it"
        case let .unwritable(path, reason): "cannot write \(path): \(reason)"
        }
    }
}
