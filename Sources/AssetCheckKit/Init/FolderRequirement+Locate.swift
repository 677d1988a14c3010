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
            let parts = path.split(separator: "/")
            for end in parts.indices.dropLast() {
                let folder = parts[...end].joined(separator: "/")
                let inside = parts[(end + 1)...].joined(separator: "/")
                for (number, entry) in files.enumerated() where entry.patterns.contains(where: { $0.matches(inside) }) {
                    satisfied[folder, default: []].insert(number)
                }
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
