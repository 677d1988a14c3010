/// Asset catalog image and data sets: what `Contents.json` lists against what the folder holds.
struct ImageSetPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.imageSets.flatMap { set -> [FindingDraft] in
            let contents = set.path + "/Contents.json"
            let assetClass = rules.assetClass(forPath: contents)?.id
            let kind = set.path.hasSuffix(".dataset") ? "data set" : "image set"
            var drafts: [FindingDraft] = []
            let listedNames = Set(set.listed.map(\.filename))
            for entry in set.listed where !set.present.contains(entry.filename) {
                drafts.append(FindingDraft(
                    path: contents, check: .catalogMissingFile, assetClass: assetClass,
                    message: "lists '\(entry.filename)', which is not in the \(kind)",
                    fix: "add \(entry.filename) to \(set.path) or remove its entry from Contents.json"))
            }
            for name in set.present.sorted() where !listedNames.contains(name) {
                drafts.append(FindingDraft(
                    path: set.path + "/" + name, check: .catalogUnlistedFile, assetClass: assetClass,
                    message: "is in the \(kind) but not listed in its Contents.json, so Xcode ignores it",
                    fix: "add an entry with \"filename\" : \"\(name)\" to Contents.json (Xcode does when you add the file), or delete the file"))
            }
            for entry in set.listed {
                guard let listed = entry.scale, let named = ScaleSuffix.scale(inFileName: entry.filename),
                      listed != named else { continue }
                drafts.append(FindingDraft(
                    path: set.path + "/" + entry.filename, check: .catalogScaleMismatch, assetClass: assetClass,
                    message: "Contents.json lists it as \(listed)x, but its name says @\(named)x",
                    fix: "set \"scale\" : \"\(named)x\" for it in Contents.json, or rename the file"))
            }
            return drafts
        }
    }
}
