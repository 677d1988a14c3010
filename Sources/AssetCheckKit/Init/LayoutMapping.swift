import AssetCheckCore

/// Which folders of a project each class of a rule set should cover, found from what the
/// folders hold (see ``ClassFit``): the best fits first, each file to one class.
public struct LayoutMapping: Sendable {
    /// One class and the folders mapped to it.
    public struct ClassFolders: Sendable, Hashable {
        public var classID: String
        /// The class's description, e.g. "sound effects".
        public var description: String
        /// Bundle-relative folders, sorted ("" is the bundle's root).
        public var folders: [String]
        /// The patterns the class gets for them, e.g. `Klang/Effekte/**`.
        public var patterns: [String]
        /// Files mapped, over all its folders.
        public var files: Int
        /// Why, e.g. "the required tap_wood.aac ..., 128 kbps".
        public var reasons: [String]
    }

    /// One entry per class of the rule set, in its order; classes without folders have none.
    public var classes: [ClassFolders]
    /// Files of a checked kind that no class fits, sorted.
    public var unmapped: [String]

    /// Maps the classes of `rules` onto `records` (a project's files, inspected).
    public init(rules: RuleSet, records: [AssetRecord]) {
        let checked = records.filter { $0.kind != .other && !CatalogPath.isMetadata($0.path) && $0.isReadable }
        var folders: Set<String> = []
        for record in checked {
            let parts = record.path.split(separator: "/").dropLast()
            folders.insert(parts.joined(separator: "/"))
        }
        var fits: [ClassFit] = []
        for folder in folders.sorted() {
            // Only the files directly in the folder, or in catalog sets and atlases inside it: subfolders are folders of their own.
            let inside = checked.filter { Self.folder(of: $0.path) == folder }
            for rule in rules.classes where rule.kind != .other {
                if let fit = ClassFit.fit(rule, folder: folder, records: inside), fit.score >= ClassFit.threshold { fits.append(fit) }
            }
        }
        let order = Dictionary(uniqueKeysWithValues: rules.classes.enumerated().map { ($1.id, $0) })
        fits.sort { ($0.score, order[$1.classID] ?? 0, $1.folder) > ($1.score, order[$0.classID] ?? 0, $0.folder) }
        var taken: Set<String> = []
        var accepted: [ClassFit] = []
        for fit in fits where !fit.files.contains(where: taken.contains) {
            taken.formUnion(fit.files)
            accepted.append(fit)
        }
        classes = rules.classes.map { rule in
            let mine = accepted.filter { $0.classID == rule.id }.sorted { $0.folder < $1.folder }
            let tail = rule.patterns.first?.nameTail ?? "**"
            return ClassFolders(
                classID: rule.id, description: rule.description, folders: mine.map(\.folder),
                patterns: mine.map { $0.folder.isEmpty ? tail : Self.escaped($0.folder) + (tail == "**" ? "/**" : "/**/" + tail) },
                files: mine.reduce(0) { $0 + $1.files.count },
                reasons: Array(uniqued(mine.flatMap(\.reasons))))
        }
        unmapped = checked.map(\.path).filter { !taken.contains($0) && rules.assetClass(forPath: $0) == nil }.sorted()
    }

    /// The mapping as shown to the user: one line per class, then the files no class fits.
    public var text: String {
        var lines = classes.map { entry in
            entry.folders.isEmpty
                ? "  \(entry.classID): no folder fits; keeps its built-in paths"
                : "  \(entry.classID) <- " + entry.folders.map { $0.isEmpty ? "." : $0 + "/" }.joined(separator: ", ")
                    + " (\(entry.files) \(entry.files == 1 ? "file" : "files"): \(entry.reasons.joined(separator: ", ")))"
        }
        if !unmapped.isEmpty {
            lines.append("  no class fits \(unmapped.count) \(unmapped.count == 1 ? "file" : "files"): "
                + unmapped.prefix(5).joined(separator: ", ") + (unmapped.count > 5 ? " ..." : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// The folder a file belongs to for mapping: its own, or the folder holding its catalog set or atlas.
    static func folder(of path: String) -> String {
        var parts = path.split(separator: "/").dropLast()
        while let last = parts.last, CatalogPath.isSetFolder(last) || SpriteAtlasPath.isAtlasFolder(last) { parts = parts.dropLast() }
        return parts.joined(separator: "/")
    }

    /// `folder` as a pattern that matches it literally: wildcard and brace characters become `?`.
    static func escaped(_ folder: String) -> String {
        String(folder.map { "*?{},[]".contains($0) ? "?" : $0 })
    }
}

/// The elements of a sequence in first-seen order, once each.
private func uniqued(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}
