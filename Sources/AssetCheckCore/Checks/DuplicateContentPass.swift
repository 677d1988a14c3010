/// The same content (SHA-256) under two or more paths: one warning naming every path and the
/// bytes the extra copies waste, on the first path in sorted order.
///
/// Not counted: asset catalogs' `Contents.json` files (identical metadata in every image set is
/// normal), empty files (`file.empty` reports them), unreadable files, and copies that are all
/// scale variants of one image (an @2x identical to its @3x already fails the size checks,
/// fixed by re-exporting, not by deleting a copy).
struct DuplicateContentPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        let candidates = snapshot.records.filter { record in
            record.sha256 != nil && record.bytes > 0 && !CatalogPath.isMetadata(record.path)
        }
        let imageOf = Dictionary(snapshot.imageGroups.flatMap { group in group.variants.values.map { ($0, group.name) } },
                                 uniquingKeysWith: { first, _ in first })
        return Dictionary(grouping: candidates, by: { $0.sha256! }).compactMap { sha, copies -> FindingDraft? in
            guard copies.count > 1 else { return nil }
            let paths = copies.map(\.path).sorted()
            let images = Set(paths.map { imageOf[$0] })
            if images.count == 1, images.first! != nil { return nil }
            return draft(paths: paths, sha: sha, bytes: copies[0].bytes, snapshot: snapshot)
        }
    }

    private func draft(paths: [String], sha: String, bytes: Int, snapshot: BundleSnapshot) -> FindingDraft {
        let wasted = bytes * (paths.count - 1)
        let others = paths.dropFirst()
        let list = others.count == 1 ? others[others.startIndex]
            : others.dropLast().joined(separator: ", ") + " and " + others.last!
        return FindingDraft(
            path: paths[0], check: .bundleDuplicate, assetClass: snapshot.record(at: paths[0])?.assetClass,
            message: "same content (SHA-256 \(sha.prefix(12))) as \(list): \(paths.count) copies of "
                + "\(ByteWording.size(bytes)), \(ByteWording.size(wasted)) wasted",
            fix: "keep one copy and load it wherever the others are used; if they should differ, export each on its own",
            fact: "sha256 \(sha)")
    }
}
