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
        /// What the survey read (see ``ProjectInitializer/plan()``), for the check after the writing.
        var surveyed = BundleChecker.EarlierRead()
    }

    /// The project folder as an absolute path: every path `init` reads and writes, and the
    /// configuration it then checks with, is resolved from it, whatever the working folder.
    var root: String {
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        return (absolute as NSString).standardizingPath
    }

    /// Looks at the project's files and works out the mapping and the files, writing nothing.
    public func plan() async throws -> Plan {
        let name = try from ?? locator.defaultName()
        let found = try locator.read(name, relativeTo: FileManager.default.currentDirectoryPath)
        let text = found.text
        let source = found.source
        let base = try RuleSetLoader.load(yaml: text, source: source,
                                          resolver: locator.resolver(relativeTo: FileManager.default.currentDirectoryPath))
        // The set's own classes are mapped onto folders; those of a set it extends fit by kind anywhere.
        var own = base
        own.classes.removeAll { base.inheritedClassIDs.contains($0.id) }
        let (surveyRules, scan, records) = try await survey(own)
        // The check after the writing reads the catalogs' listings of the same walk: read while the mapping is worked out.
        async let listings = BundleChecker.catalogListings(of: scan)
        var mapping = LayoutMapping(rules: own, records: records, entityFiles: Self.entityFiles(records, root: root))
        mapping.fallsBack = !base.inheritedClassIDs.isEmpty
        let project = base.name + "-project"
        let rules = Self.header(base: name, project: (root as NSString).lastPathComponent)
            + ExtendingRules.text(original: text, rewritten: RulesRewriter.rewrite(text, mapping: mapping, base: own, name: project),
                                  name: project, parent: parent(name, source: source))
        let configuration = """
            # assetcheck's settings for this project (written by `assetcheck init`); see `assetcheck --help`.
            rules: \(Self.rulesFileName)
            excluded: ["\(Self.rulesFileName)", "*.AssetManifest.json", "AssetManifest.json"]

            """
        let surveyed = BundleChecker.EarlierRead(records: Dictionary(records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }),
                                                 scan: (scan, Set(surveyRules.excluded.map(\.text))), listings: await listings)
        return Plan(baseName: base.name, mapping: mapping,
                    files: [(folder + "/" + ProjectConfiguration.fileName, configuration), (folder + "/" + Self.rulesFileName, rules)],
                    surveyed: surveyed)
    }

    /// Every file of the project, inspected as the set's own classes read the files their
    /// patterns claim (the check after the mapping reuses these), and any other by what it is,
    /// not as a set it extends would read it. The configuration `init` writes is a dotfile, which
    /// no scan reads, so it needs no pattern here.
    private func survey(_ own: RuleSet) async throws -> (rules: RuleSet, scan: BundleScanner.Result, records: [AssetRecord]) {
        var survey = RuleSet(name: own.name, source: own.source, limits: own.limits, classes: own.classes, excluded: own.excluded)
        survey.excluded += [Self.rulesFileName, "*.AssetManifest.json", "AssetManifest.json"].map(PathPattern.init)
        let (scan, records) = try await BundleChecker(rules: survey).inspectedRecords(root: root)
        return (survey, scan, records)
    }

    /// The `.json` files (up to 1 MiB) that hold a Bedrock entity (`minecraft:entity`), which a
    /// strict JSON reader may refuse for their comments. Catalogs' `Contents.json` never do.
    static func entityFiles(_ records: [AssetRecord], root: String) -> Set<String> {
        Set(records.filter {
            $0.path.hasSuffix(".json") && $0.sha256 != nil && $0.bytes <= 1 << 20 && !CatalogPath.isMetadata($0.path)
        }.map(\.path).filter { path in
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return false }
            return String(decoding: data, as: UTF8.self).contains("\"minecraft:entity\"")
        })
    }

    private static func header(base: String, project: String) -> String {
        "# Written by `assetcheck init --from \(base)` for \(project): the \(base) rules (extends), and of\n"
            + "# them only what differs here: each class mapped onto this project's folders, its paths led by\n"
            + "# them, and the folders: requirements and budgets that name them. Edit freely; the rest of\n"
            + "# \(base), and what later versions improve in it, comes from the set itself.\n"
    }

    /// What `extends:` names: a built-in set by its name, a rules file by its path from the
    /// project's folder (relative when it lies inside, else absolute).
    private func parent(_ name: String, source: String) -> String {
        guard RulesLocator.isPath(name) else { return name }
        return CheckSetup.relative(source, to: root)
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

    /// Checks the folder with what was written, as `assetcheck` will from now on; the files
    /// `plan` surveyed are not read again where their class would read them the same way, and
    /// the folder is not walked again when the written rules exclude all the survey excluded.
    public func check(reusing plan: Plan? = nil) async throws -> CheckOutcome {
        let setup = try CheckSetup(rules: RulesRequest(configurationFile: root + "/" + ProjectConfiguration.fileName),
                                   path: folder, writesManifest: false)
        var checker = BundleChecker(rules: setup.rules)
        if var surveyed = plan?.surveyed {
            if var scan = surveyed.scan, scan.excluded.isSubset(of: setup.rules.excluded.map(\.text)) {
                // The configuration was written after the walk: a walk now would list it as skipped
                // (a dotfile), unless the rules exclude it.
                let name = ProjectConfiguration.fileName
                if !setup.rules.isExcluded(name), BundleScanner.skips(name, isFolder: false), !scan.result.skipped.contains(name) {
                    scan.result.skipped = (scan.result.skipped + [name]).sorted()
                }
                surveyed.scan = scan
            } else {
                (surveyed.scan, surveyed.listings) = (nil, nil)
            }
            checker.earlier = surveyed
        }
        return try await checker.check(root: setup.root)
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
