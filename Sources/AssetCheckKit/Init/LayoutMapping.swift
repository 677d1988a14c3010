import AssetCheckCore
import Foundation

/// Which folders of a project each class of a rule set should cover, found from what the
/// folders hold (see ``ClassFit``): the best fits first, each file to one class, never the
/// bundle's root, and never a pattern that would claim a file the class cannot check.
///
/// Two passes: the first finds where the set's fixed folders lie in the project (``AnchorMap``:
/// from `folders:` requirements, and from classes whose folder is their pattern's own), the
/// second maps every class onto the project with those folders moved.
public struct LayoutMapping: Sendable {
    /// One class and the folders mapped to it.
    public struct ClassFolders: Sendable, Hashable {
        public var classID: String
        /// The class's description, e.g. "sound effects".
        public var description: String
        /// Bundle-relative folders, sorted.
        public var folders: [String]
        /// The patterns the class gets for them, e.g. `Klang/Effekte/**`.
        public var patterns: [String]
        /// The class's own patterns with the set's folders moved where the project keeps them
        /// (only those that moved), e.g. `Module/Spiele/*/Sprites/**`.
        public var movedPatterns: [String]
        /// Files mapped, over all its folders.
        public var files: Int
        /// Files its own patterns (moved where the project keeps its folders) claim without a mapping.
        public var claimedAlready: Int
        /// Why, e.g. "the required tap_wood.aac ..., 128 kbps".
        public var reasons: [String]
    }

    /// One entry per class of the rule set, in its order.
    public var classes: [ClassFolders]
    /// Folders whose files of a checked kind no class claims, each with its count of such files, sorted.
    public var unmappedFolders: [(folder: String, files: Int)]
    /// Files of a checked kind that no class claims, sorted.
    public var unmapped: [String]
    /// Where the set's fixed folders lie in the project.
    var anchors: AnchorMap
    /// Entries to add to `folders:` requirements' file lists: a required pattern (`Sprites/**`)
    /// and the project's spellings of it (`Figuren/**`).
    var requiredAdditions: [String: [String]]
    /// Why each folder requirement moved, by requirement.
    var located: [String: String] = [:]
    /// True when the files no class here claims fall back to the classes of a set the rules
    /// extend, which check them by kind.
    public var fallsBack = false

    /// Maps the classes of `rules` onto `records` (a project's files, inspected by content with
    /// `rules`' classes, so each record's class is the one `rules` give it); `entityFiles` are the
    /// `.json` files that hold a Bedrock entity.
    public init(rules: RuleSet, records: [AssetRecord], entityFiles: Set<String> = []) {
        let index = FolderIndex(records: records)
        var context = ClassFit.Context(entityFiles: entityFiles,
                                       classesPerKind: Dictionary(grouping: rules.classes, by: \.kind).mapValues(\.count))
        var anchors = AnchorMap()
        var located: [String: String] = [:]
        for requirement in rules.folderRequirements {
            guard let found = requirement.locate(in: index) else { continue }
            for pattern in requirement.folders {
                let (anchor, rest) = AnchorMap.anchor(of: pattern.text)
                guard !anchor.isEmpty, rest == "*" else { continue }
                let reason = "\(found.folders.count) folders hold what \(requirement.description) must"
                anchors.move(anchor, to: found.parent, reason: reason)
                located[requirement.id] = "\(pattern.text) -> \(found.parent)/* (\(reason))"
            }
        }
        // First pass: a class whose patterns all start in one folder and name no folder below
        // it, mapped to one project folder, tells where that folder is.
        context.claimedBy = Dictionary(index.units.values.joined().compactMap { record in record.assetClass.map { (record.path, $0) } },
                                       uniquingKeysWith: { first, _ in first })
        let first = Self.accepted(Self.fits(rules, index, context))
        for fit in first.map(\.fit) {
            guard let rule = rules.assetClass(named: fit.classID) else { continue }
            let starts = rule.patterns.map { AnchorMap.anchor(of: $0.text) }
            guard let anchor = starts.first?.folder, !anchor.isEmpty,
                  starts.allSatisfy({ $0.folder == anchor && AnchorMap.namesNoFolder($0.rest) }),
                  !index.paths(under: anchor).contains(where: { !CatalogPath.isMetadata($0) }) else { continue }
            anchors.move(anchor, to: fit.folder, reason: "\(rule.id) fits \(fit.folder)/")
        }
        let moved = anchors.apply(to: rules)
        for (rule, original) in zip(moved.classes, rules.classes) where rule.patterns != original.patterns {
            let folders = Set(rule.patterns.map { AnchorMap.anchor(of: $0.text).folder })
            guard folders.count == 1, var folder = folders.first, !folder.isEmpty else { continue }
            // Only its parent moved (`Core/Design` to `Design`): the class's folder is one of the parent's.
            while !folder.isEmpty, index.paths(under: folder).isEmpty {
                folder = folder.split(separator: "/").dropLast().joined(separator: "/")
            }
            if !folder.isEmpty { context.movedFolders[rule.id] = folder }
        }
        let accepted: [(fit: ClassFit, patterns: [String])]
        if anchors.isEmpty {
            accepted = first
        } else {
            context.claimedBy = Self.claims(moved, index)
            accepted = Self.accepted(Self.fits(moved, index, context))
        }

        let checked = index.units.values.joined().map(\.path)
        let claims = Dictionary(grouping: checked.map { context.claimedBy[$0] ?? "" }
            + index.unmappable.map { moved.assetClass(forPath: $0)?.id ?? "" }) { $0 }.mapValues(\.count)
        classes = zip(moved.classes, rules.classes).map { rule, original in
            let movedPatterns = rule.patterns.map(\.text).filter { !original.patterns.map(\.text).contains($0) }
            // A folder the class's (moved) patterns already cover needs no pattern of its own.
            let own = accepted.filter { $0.fit.classID == rule.id && !$0.fit.files.allSatisfy { context.claimedBy[$0] == rule.id } }
                .sorted { $0.fit.folder < $1.fit.folder }
            return ClassFolders(
                classID: rule.id, description: rule.description, folders: own.map(\.fit.folder),
                patterns: Array(uniqued(own.flatMap(\.patterns))), movedPatterns: movedPatterns,
                files: own.reduce(0) { $0 + $1.fit.files.count },
                claimedAlready: claims[rule.id] ?? 0,
                reasons: Array(uniqued(own.flatMap(\.fit.reasons))))
        }
        let mapped = Set(accepted.flatMap(\.fit.files))
        unmapped = checked.filter { context.claimedBy[$0] == nil && !mapped.contains($0) }.sorted()
        unmappedFolders = Dictionary(grouping: unmapped, by: index.unit(of:)).map { ($0.key, $0.value.count) }
            .sorted { $0.folder < $1.folder }
        self.anchors = anchors
        self.located = located
        requiredAdditions = Self.requiredAdditions(moved, original: rules, classes: classes)
    }

    /// Every fit of every class at every folder that reaches the threshold, with the patterns it
    /// would be written as; a fit whose patterns would claim what the class cannot check is dropped.
    private static func fits(_ rules: RuleSet, _ index: FolderIndex, _ context: ClassFit.Context) -> [(fit: ClassFit, patterns: [String])] {
        // A folder whose every file the rules give a class has nothing to map.
        let folders = index.units.filter { folder, records in !folder.isEmpty && records.contains { context.claimedBy[$0.path] == nil } }
        // Each class at each folder, on every core; class by class, so a large folder's fits fall in different chunks.
        let pairs = rules.classes.filter { $0.kind != .other }.flatMap { rule in folders.map { (rule, $0.key, $0.value) } }
        let fits = ChunkedWork.map(count: pairs.count, minimum: 1) { range in
            pairs[range].compactMap { rule, folder, records -> (fit: ClassFit, patterns: [String])? in
                guard let fit = ClassFit.fit(rule, folder: folder, records: records, context: context), fit.score >= ClassFit.threshold,
                      // A file the rules already give a class stays with it: the mapping only adds.
                      fit.files.allSatisfy({ (context.claimedBy[$0] ?? rule.id) == rule.id }),
                      let patterns = ClassPatterns.patterns(for: fit, rule: rule, index: index, context: context) else { return nil }
                return (fit, patterns)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: rules.classes.enumerated().map { ($1.id, $0) })
        return fits.sorted { ($0.fit.score, order[$1.fit.classID] ?? 0, $1.fit.folder) > ($1.fit.score, order[$0.fit.classID] ?? 0, $0.fit.folder) }
    }

    /// The class `rules` give each file that can be mapped, by path.
    /// On every core: matching each file against the classes' patterns is most of the mapping's work.
    private static func claims(_ rules: RuleSet, _ index: FolderIndex) -> [String: String] {
        let paths = Array(index.units.values.joined().map(\.path))
        let claims = ChunkedWork.map(count: paths.count) { range in
            paths[range].compactMap { path in rules.assetClass(forPath: path).map { (path, $0.id) } }
        }
        return Dictionary(claims, uniquingKeysWith: { first, _ in first })
    }

    /// The best fits first, each file to one class.
    private static func accepted(_ fits: [(fit: ClassFit, patterns: [String])]) -> [(fit: ClassFit, patterns: [String])] {
        var taken: Set<String> = []
        var accepted: [(fit: ClassFit, patterns: [String])] = []
        for entry in fits where !entry.fit.files.contains(where: taken.contains) {
            taken.formUnion(entry.fit.files)
            accepted.append(entry)
        }
        return accepted
    }

    /// For each `folders:` entry naming a subfolder (`Sprites/**`) that a class's pattern names
    /// below the same folders (`Games/*/Sprites/**`), the folders that class was mapped to
    /// inside each required folder, as the project spells them (`Figuren/**`).
    private static func requiredAdditions(_ moved: RuleSet, original: RuleSet, classes: [ClassFolders]) -> [String: [String]] {
        var additions: [String: [String]] = [:]
        for (requirement, base) in zip(moved.folderRequirements, original.folderRequirements) {
            for (folderPattern, baseFolder) in zip(requirement.folders, base.folders) {
                for entry in requirement.files {
                    for pattern in entry.patterns.map(\.text) where pattern.hasSuffix("/**") && !pattern.dropLast(3).contains(where: { "*?{/".contains($0) }) {
                        let spelled = baseFolder.text + "/" + pattern
                        for (rule, mapped) in zip(original.classes, classes) where rule.patterns.contains(where: { $0.text == spelled }) {
                            for folder in mapped.folders {
                                let parts = folder.split(separator: "/")
                                for end in parts.indices.dropLast() where folderPattern.matches(parts[...end].joined(separator: "/")) {
                                    let addition = parts[(end + 1)...].joined(separator: "/") + "/**"
                                    if addition != pattern, !(additions[pattern] ?? []).contains(addition) { additions[pattern, default: []].append(addition) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return additions
    }

    /// The mapping as shown to the user: one line per class, then the folders no class fits.
    public var text: String {
        var lines = located.sorted { $0.key < $1.key }.map { "  folders \($0.key): \($0.value)" }
        func files(_ count: Int) -> String { "\(count) \(count == 1 ? "file" : "files")" }
        lines += classes.map { entry in
            var parts: [String] = []
            if !entry.folders.isEmpty {
                parts.append(entry.folders.map { $0 + "/" }.joined(separator: ", ")
                    + " (\(files(entry.files)): \(entry.reasons.joined(separator: ", ")))")
            }
            if !entry.movedPatterns.isEmpty {
                parts.append(entry.movedPatterns.joined(separator: ", ") + " (its own folders, moved; \(files(entry.claimedAlready)))")
            } else if entry.claimedAlready > 0 {
                parts.append("its built-in paths (\(files(entry.claimedAlready)))")
            }
            return parts.isEmpty ? "  \(entry.classID): no files here; keeps its built-in paths"
                : "  \(entry.classID) <- " + parts.joined(separator: "; ")
        }
        if !unmappedFolders.isEmpty {
            let shown = unmappedFolders.prefix(8).map { "\($0.folder.isEmpty ? "." : $0.folder + "/") (\($0.files))" }
            let where_ = "\(files(unmapped.count)) in \(unmappedFolders.count) \(unmappedFolders.count == 1 ? "folder" : "folders")"
            lines.append((fallsBack ? "  left to the classes of the set it extends (by kind): \(where_): "
                                    : "  no class fits \(where_): ")
                + shown.joined(separator: ", ") + (unmappedFolders.count > 8 ? " ..." : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// `folder` as a pattern that matches it literally: wildcard and brace characters become `?`.
    static func escaped(_ folder: String) -> String {
        String(folder.map { "*?{},[]".contains($0) ? "?" : $0 })
    }
}

/// The elements of a sequence in first-seen order, once each.
func uniqued(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}
