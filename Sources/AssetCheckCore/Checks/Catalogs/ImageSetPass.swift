/// Asset catalog sets (image, app icon, data, colour and symbol sets, launch images): what
/// `Contents.json` lists against what the folder holds, and whether an image set's slots decide
/// each file's scale.
struct ImageSetPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.catalogContents, .error, summary: "A catalog set has a `Contents.json` that is valid JSON of the expected shape.",
              explanation: "Image, app icon, data, colour and symbol sets and launch images. Without a readable "
                + "`Contents.json`, Xcode ignores the set's files.",
              examples: CatalogCheckExamples.contents),
        .init(.catalogMissingFile, .error, summary: "Every file a catalog set's `Contents.json` lists exists in the set.",
              examples: CatalogCheckExamples.missingFile),
        .init(.catalogUnlistedFile, .error, summary: "Every file in a catalog set is listed in its `Contents.json`.",
              explanation: "Xcode ignores files a set does not list (it calls them unassigned children).",
              examples: CatalogCheckExamples.unlistedFile),
        .init(.catalogScaleMismatch, .error,
              summary: "Each slot of an image set decides one file's scale: one file per slot, one scale per file "
                + "and family of slots, more pixels at higher scales.",
              explanation: "Xcode takes a file's scale from the slot `Contents.json` lists it in; its `@Nx` name "
                + "does not matter, and one file may fill slots of several families (universal 2x and mac 1x, as "
                + "Apple's sample code does). A family is an idiom with its appearance, gamut and other traits. "
                + "Reported only where the slots contradict themselves: two files in one slot (Xcode cannot tell "
                + "which to use), one file at two scales of one family (the same pixels at two point sizes on "
                + "one kind of device), or a higher scale holding a smaller image than a lower one (usually "
                + "two files swapped). The fix uses the files' `@Nx` names where they say which slot was meant.",
              examples: CatalogCheckExamples.scaleMismatch),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let broken = snapshot.catalogProblems.map { problem in
            let set = problem.path.hasSuffix("/Contents.json") ? String(problem.path.dropLast("/Contents.json".count)) : problem.path
            let assetClass = rules.assetClass(ofSet: set)?.id
            log.ran(.catalogContents, on: problem.path, assetClass: assetClass)
            return FindingDraft(path: problem.path, assetClass: assetClass, Message.contents(problem.failure, set: problem.path))
        }
        return broken + snapshot.imageSets.flatMap { set -> [FindingDraft] in
            let contents = set.path + "/Contents.json"
            let assetClass = rules.assetClass(ofSet: set.path)?.id
            var drafts: [FindingDraft] = []
            let listedNames = Set(set.listed.map(\.filename))
            log.ran(.catalogContents, on: contents, assetClass: assetClass)
            log.ran(.catalogMissingFile, on: contents, assetClass: assetClass)
            for name in Set(set.listed.map(\.filename)).sorted() where !set.present.contains(name) {
                // Contents.json names a set's files by name; a path never resolves, inside or out.
                let message = name.contains("/") ? Message.pathListed(name, set: set.path) : Message.missingFile(name, set: set.path)
                drafts.append(FindingDraft(path: contents, assetClass: assetClass, message))
            }
            for name in set.present.sorted() {
                log.ran(.catalogUnlistedFile, on: set.path + "/" + name, assetClass: assetClass)
                if !listedNames.contains(name) {
                    drafts.append(FindingDraft(path: set.path + "/" + name, assetClass: assetClass,
                                               Message.unlistedFile(name, set: set.path)))
                }
            }
            if set.kind == .imageSet {
                // Every file a slot with a scale lists is compared with the others of its family.
                for name in Set(set.listed.filter { $0.scale != nil && !$0.filename.contains("/") }.map(\.filename)).sorted() {
                    log.ran(.catalogScaleMismatch, on: set.path + "/" + name, assetClass: assetClass)
                }
                drafts += SlotContradictions(set: set, snapshot: snapshot).messages.map { path, message in
                    FindingDraft(path: path, assetClass: assetClass, message)
                }
            }
            return drafts
        }
    }
}

extension CheckID {
    public static let catalogContents = CheckID("catalog.contents")
    public static let catalogMissingFile = CheckID("catalog.missing-file")
    public static let catalogUnlistedFile = CheckID("catalog.unlisted-file")
    public static let catalogScaleMismatch = CheckID("catalog.scale-mismatch")
}
