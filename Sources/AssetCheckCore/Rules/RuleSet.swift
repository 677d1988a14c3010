/// A whole rule set, as loaded from a file under `Rules/`: classes, budgets, limits, severities.
public struct RuleSet: Sendable {
    /// Short name, e.g. `bennie`.
    public var name: String
    /// Where the rules came from, as given (for messages only; never written to the manifest).
    public var source: String
    /// The sets this one extends (`extends:`), nearest first, by source and text (the cache's
    /// key covers them); empty for a set that extends none.
    public var extended: [RulesText] = []
    /// Identifiers of the classes that come from the sets this one extends (matched after its own).
    public var inheritedClassIDs: Set<String> = []
    public var limits: Limits
    /// Severity overrides that apply to every class; `nil` turns a check off.
    public var severities: [CheckID: Severity?]
    /// Asset classes in the order they are matched: the first class whose pattern matches wins.
    public var classes: [AssetClassRule]
    public var budgets: Budgets
    /// Paths never scanned, relative to the bundle root.
    public var excluded: [PathPattern] { didSet { exclusions = PathPatternSet(excluded) } }
    /// ``excluded``, filed for matching every file of a bundle against them.
    private var exclusions: PathPatternSet
    /// Files never scanned, by exact bundle-relative path: the tool's own outputs (reports and
    /// the manifest) written into the bundle.
    public var excludedFiles: Set<String> = []
    /// True for the rule set used when neither `--rules` nor `.assetcheck.yml` names one
    /// (`default: true` in the file); at most one built-in set may say so. Default false.
    public var isDefault = false
    /// True for a set that ships with assetcheck, loaded by name (`--rules bennie`): its file is
    /// installed with the tool, so findings never tell a user to edit it. Default false.
    public var isBuiltIn = false
    /// Files every folder matching a pattern must hold (`folders:` in the file), in file order.
    public var folderRequirements: [FolderRequirement] = []
    /// The size above which a file of each kind is large (`large-files:`, e.g. `image: 3 MB`), in
    /// bytes; `bundle.large-file` warns. A kind without one is never large.
    public var largeFiles: [AssetKind: Int] = [:]
    /// Longest side, in pixels, of a texture atlas page (`sprite-atlases.max-page-side`); default
    /// 4096, SpriteKit's largest atlas page.
    public var atlasMaxPageSide = 4096
    /// Where each key of the rules file is (see ``place(_:)``); empty for rules that are not a file.
    public var places: [String: RulesPlace] = [:]

    public init(
        name: String, source: String, limits: Limits = Limits(), severities: [CheckID: Severity?] = [:],
        classes: [AssetClassRule], budgets: Budgets = Budgets(), excluded: [PathPattern] = []
    ) {
        self.name = name
        self.source = source
        self.limits = limits
        self.severities = severities
        self.classes = classes
        self.budgets = budgets
        self.excluded = excluded
        exclusions = PathPatternSet(excluded)
    }

    /// Where the key `keys` (joined by dots) is in the rules file, e.g. `place("classes", id,
    /// "required-images[cow]")`; `nil` when unknown.
    public func place(_ keys: String...) -> RulesPlace? { places[keys.joined(separator: ".")] }

    /// The first class whose patterns match the bundle-relative `path`; none for a catalog's
    /// `Contents.json` (``CatalogPath/isMetadata(_:)``), which no class claims, whatever its patterns.
    /// A symbol set's SVG and a data set's files are no images, so an image class never claims them.
    public func assetClass(forPath path: String) -> AssetClassRule? {
        guard !CatalogPath.isMetadata(path) else { return nil }
        let subject = PathPattern.Subject(path)
        var holdsNoImages: Bool?
        let index = classes.indices.first { index in
            guard classes[index].matches(subject) else { return false }
            guard classes[index].kind == .image else { return true }
            let noImages = holdsNoImages ?? CatalogPath.set(containing: path)
                .flatMap { CatalogSetKind(folderName: $0.lastPathName) }
                .map { [.symbolSet, .dataSet, .colorSet].contains($0) } ?? false
            holdsNoImages = noImages
            return !noImages
        }
        return index.map { classes[$0] }
    }

    /// The class of a catalog set's files, for findings about the set itself: the first class
    /// whose patterns match its `Contents.json`, as if a file. `folder` is the set's path.
    public func assetClass(ofSet folder: String) -> AssetClassRule? {
        classes.first { $0.matches(folder + "/Contents.json") }
    }

    /// The class named `id`.
    public func assetClass(named id: String?) -> AssetClassRule? {
        // By position: `first(where:)` would hand the closure a copy of every class it passes.
        guard let id, let index = classes.indices.first(where: { classes[$0].id == id }) else { return nil }
        return classes[index]
    }

    /// True when `path` is excluded from scanning.
    public func isExcluded(_ path: String) -> Bool {
        if !excludedFiles.isEmpty, excludedFiles.contains(path) { return true }
        return exclusions.matches(path)
    }
}

/// Safety limits applied before anything is decoded or parsed.
public struct Limits: Sendable, Hashable {
    /// Largest width x height an image header may claim; default 50 megapixels.
    public var maxImagePixels: Int = 50_000_000
    /// Longest side, in pixels, an image header may claim; default and maximum 1,000,000 (libpng's own).
    public var maxImageSide: Int = Limits.libpngMaxImageSide
    /// Largest file read into memory for inspection, in bytes; default 256 MiB.
    public var maxFileBytes: Int = 256 << 20
    /// Largest JSON document parsed, in bytes; default 16 MiB.
    public var maxJSONBytes: Int = 16 << 20
    /// Deepest nesting of arrays and objects a JSON document may have; default 256.
    public var maxJSONDepth: Int = 256

    public init() {}

    /// libpng's own per-side limit (PNG_USER_WIDTH_MAX), which rules may lower but never raise.
    public static let libpngMaxImageSide = 1_000_000
}
