import AssetCheckCore

/// The patterns a class gets for a folder it fits: `Folder/**` when the class can check every
/// file under it; otherwise the shapes of its own files (`Folder/*.png`, `Folder/*.imageset/*.png`),
/// or their paths where a shape would take in files of another kind. A class whose file names
/// are its own (`confetti*.{json,lottie}`, `entity_*.json`) gets `Folder/**/<name>`, or no
/// mapping when that would claim a file it cannot check.
enum ClassPatterns {
    static func patterns(for fit: ClassFit, rule: AssetClassRule, index: FolderIndex, context: ClassFit.Context) -> [String]? {
        let folder = LayoutMapping.escaped(fit.folder)
        let mine = Set(fit.files)
        let under = index.paths(under: fit.folder).filter { !CatalogPath.isMetadata($0) }
        let tails = ClassFit.tails(of: rule)
        if tails != ["**"] {
            let patterns = tails.map { folder + "/**/" + $0 }
            let compiled = patterns.map(PathPattern.init)
            let claims = under.filter { path in compiled.contains { $0.matches(path) } }
            let foreign = claims.filter { !mine.contains($0) && !canCheck(rule.kind, $0, index, context) }
            return foreign.isEmpty ? patterns : nil
        }
        if under.allSatisfy(mine.contains) { return [folder + "/**"] }
        var shapes: [String: [String]] = [:]
        for path in fit.files { shapes[shape(of: String(path.dropFirst(fit.folder.count + 1))), default: []].append(path) }
        var patterns: [String] = []
        for (shape, files) in shapes.sorted(by: { $0.key < $1.key }) {
            let pattern = PathPattern(folder + "/" + shape)
            if under.allSatisfy({ mine.contains($0) || !pattern.matches($0) }) {
                patterns.append(pattern.text)
            } else {
                patterns += files.sorted().map(LayoutMapping.escaped)
            }
        }
        return patterns
    }

    /// True when a class of `kind` can check the file at `path`, by what its name or content says.
    private static func canCheck(_ kind: AssetKind, _ path: String, _ index: FolderIndex, _ context: ClassFit.Context) -> Bool {
        index.kinds[path] == kind || (kind == .entity && context.entityFiles.contains(path))
    }

    /// A path below a folder with each folder and the file's name replaced by a wildcard and
    /// their extension: `Shapes.atlas/star@2x.png` is `*.atlas/*.png`.
    static func shape(of inside: String) -> String {
        inside.split(separator: "/").map { name in
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return LayoutMapping.escaped(String(name)) }
            return "*" + LayoutMapping.escaped(String(name[dot...]))
        }.joined(separator: "/")
    }
}
