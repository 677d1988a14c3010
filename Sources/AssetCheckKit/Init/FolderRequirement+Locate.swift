import AssetCheckCore

extension FolderRequirement {
    /// Where a project keeps the folders this requirement is about, when its own patterns find
    /// none: the parent of the most folders that hold all, or all but one, of the required
    /// entries (a game module under `Module/Spiele/` with its icons and sprites), deepest first.
    /// `nil` when the patterns already find folders, when nothing fits, or when the parent would
    /// be the bundle's root (`*` there would be every folder).
    func locate(in index: FolderIndex) -> (parent: String, folders: [String])? {
        guard matchingFolders(in: index.paths).isEmpty, !files.isEmpty else { return nil }
        var satisfied: [String: Set<Int>] = [:]
        for path in index.paths where !CatalogPath.isMetadata(path) {
            // Each folder holding the path, cut at each `/`, and the path inside it.
            var start = path.utf8.startIndex
            while let slash = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
                start = path.utf8.index(after: slash)
                let inside = PathPattern.Subject(String(path[start...]))
                let met = files.indices.filter { files[$0].patterns.contains { $0.matches(inside) } }
                if !met.isEmpty { satisfied[String(path[..<slash]), default: []].formUnion(met) }
            }
        }
        let needed = files.count >= 2 ? files.count - 1 : files.count
        let candidates = satisfied.filter { $0.value.count >= needed }.map(\.key)
        let deepest = candidates.filter { folder in !candidates.contains { $0.hasPrefix(folder + "/") } }
        let byParent = Dictionary(grouping: deepest) { $0.split(separator: "/").dropLast().joined(separator: "/") }
        guard let best = byParent.filter({ !$0.key.isEmpty }).max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
        else { return nil }
        return (best.key, best.value.sorted())
    }
}
