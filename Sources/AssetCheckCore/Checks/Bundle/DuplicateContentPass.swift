/// The same content (SHA-256) under two or more paths: one warning naming every path and the
/// bytes the extra copies waste, on the first path in sorted order.
///
/// Not counted: asset catalogs' `Contents.json` files (identical metadata in every image set is
/// normal), empty files (`file.empty` reports them), unreadable files, and copies that are all
/// scale variants of one image (an @2x identical to its @3x already fails the size checks,
/// fixed by re-exporting, not by deleting a copy).
struct DuplicateContentPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.bundleDuplicate, .warning, summary: "No two files have the same content (SHA-256).",
              explanation: "One warning per set of copies, on the first path, naming every other path and the bytes "
                + "the extra copies waste. Exempt: asset catalogs' `Contents.json` files (identical metadata is "
                + "normal), empty and unreadable files (other checks report them), and copies that are all scale "
                + "variants of one image (an @2x identical to its @3x already fails the size checks).",
              examples: BundleCheckExamples.duplicate),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        // A set's first path is its first record's (the records are sorted by path): a run focused
        // elsewhere (a hook's) words only the sets it wants, unless every set's evaluations are kept.
        // Each such set holds a record the run checks, so only those records' contents are gathered,
        // each record's compared with a few rather than hashed into a table of the whole bundle.
        let focused = !log.isRecording && snapshot.focus != nil
        let isGathered = focused ? Set(snapshot.checkedRecords.compactMap(\.sha256)).makeMembershipTest() : { _ in true }
        // Indices, and only the contents met twice: a bundle of 100,000 files holds no copy of each.
        var first: [String: Int] = [:]
        var copiesOf: [String: [Int]] = [:]
        for (index, record) in snapshot.records.enumerated() {
            guard let sha = record.sha256, isGathered(sha), record.bytes > 0, !CatalogPath.isMetadata(record.path) else { continue }
            if let earlier = first[sha] {
                copiesOf[sha, default: [earlier]].append(index)
            } else {
                first[sha] = index
            }
        }
        if focused {
            copiesOf = copiesOf.filter { snapshot.wantsFindings(on: snapshot.records[$0.value[0]].path) }
        }
        let drafts = copiesOf.isEmpty ? [] : duplicates(copiesOf, in: snapshot)
        if log.isRecording {
            // A set of copies is reported on its first path alone: the others have no evaluation of their own.
            let reportedElsewhere = Set(drafts.flatMap { $0.paths.dropFirst() })
            for index in first.values.sorted() + copiesOf.values.flatMap({ $0.dropFirst() }) {
                let record = snapshot.records[index]
                guard !reportedElsewhere.contains(record.path) else { continue }
                log.ran(.bundleDuplicate, on: record.path, assetClass: record.assetClass)
            }
        }
        return drafts.compactMap(\.draft)
    }

    /// Each set of copies that are not all scale variants of one image, with its paths, sorted, and
    /// its draft, unless the snapshot wants no finding on its first path (``BundleSnapshot/wantsFindings(on:)``).
    private func duplicates(_ copiesOf: [String: [Int]], in snapshot: BundleSnapshot) -> [(paths: [String], draft: FindingDraft?)] {
        let copied = Set(copiesOf.values.joined().map { snapshot.records[$0].path })
        let imageOf = Dictionary(snapshot.imageGroups.flatMap { group in
            group.variants.values.filter(copied.contains).map { ($0, group.image) }
        }, uniquingKeysWith: { first, _ in first })
        return copiesOf.compactMap { sha, indices -> (paths: [String], draft: FindingDraft?)? in
            let paths = indices.map { snapshot.records[$0].path }.sorted()
            let images = Set(paths.map { imageOf[$0] })
            if images.count == 1, images.first! != nil { return nil }
            guard snapshot.wantsFindings(on: paths[0]) else { return (paths, nil) }
            return (paths, draft(paths: paths, sha: sha, bytes: snapshot.records[indices[0]].bytes, snapshot: snapshot))
        }
    }

    private func draft(paths: [String], sha: String, bytes: Int, snapshot: BundleSnapshot) -> FindingDraft {
        FindingDraft(path: paths[0], assetClass: snapshot.record(at: paths[0])?.assetClass,
                     Message(paths: paths, sha: sha, bytes: bytes))
    }

    /// What `bundle.duplicate` says.
    struct Message: FindingMessage {
        /// Every path with the content, sorted; the finding sits on the first.
        let paths: [String]
        let sha: String
        let bytes: Int

        var check: CheckID { .bundleDuplicate }
        var text: String {
            let others = paths.dropFirst()
            let list = others.count == 1 ? others[others.startIndex]
                : others.dropLast().joined(separator: ", ") + " and " + others.last!
            return "same content (SHA-256 \(sha.prefix(12))) as \(list): \(paths.count) copies of "
                + "\(ByteWording.size(bytes)), \(ByteWording.size(bytes.multipliedClamped(by: paths.count - 1))) wasted"
        }
        var fix: String? {
            "keep one copy and load it wherever the others are used; if they should differ, export each on its own"
        }
        var identity: [String] { ["sha256 \(sha)"] }
    }
}

extension CheckID {
    public static let bundleDuplicate = CheckID("bundle.duplicate")
}
