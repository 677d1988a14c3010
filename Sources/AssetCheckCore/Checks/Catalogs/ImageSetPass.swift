/// Asset catalog image and data sets: what `Contents.json` lists against what the folder holds.
struct ImageSetPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.catalogContents, .error, summary: "An image or data set has a `Contents.json` that is valid JSON of the expected shape.",
              explanation: "Without a readable `Contents.json`, Xcode ignores the set's files.",
              appliesTo: .catalog, examples: CatalogCheckExamples.contents),
        .init(.catalogMissingFile, .error, summary: "Every file an image or data set's `Contents.json` lists exists in the set.",
              appliesTo: .catalog, examples: CatalogCheckExamples.missingFile),
        .init(.catalogUnlistedFile, .error, summary: "Every file in an image or data set is listed in its `Contents.json`.",
              explanation: "Xcode ignores files a set does not list.",
              appliesTo: .catalog, examples: CatalogCheckExamples.unlistedFile),
        .init(.catalogScaleMismatch, .error,
              summary: "The scale `Contents.json` gives a file agrees with its `@Nx` file name suffix.",
              appliesTo: .catalog, examples: CatalogCheckExamples.scaleMismatch),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        let broken = snapshot.catalogProblems.map { problem in
            let set = problem.path.hasSuffix("/Contents.json") ? String(problem.path.dropLast("/Contents.json".count)) : problem.path
            return FindingDraft(path: problem.path, assetClass: rules.assetClass(ofSet: set)?.id,
                                Message.contents(problem.failure, set: problem.path))
        }
        return broken + snapshot.imageSets.flatMap { set -> [FindingDraft] in
            let contents = set.path + "/Contents.json"
            let assetClass = rules.assetClass(ofSet: set.path)?.id
            var drafts: [FindingDraft] = []
            let listedNames = Set(set.listed.map(\.filename))
            for entry in set.listed where !set.present.contains(entry.filename) {
                // Contents.json names a set's files by name; a path never resolves, inside or out.
                let message = entry.filename.contains("/") ? Message.pathListed(entry.filename, set: set.path)
                    : Message.missingFile(entry.filename, set: set.path)
                drafts.append(FindingDraft(path: contents, assetClass: assetClass, message))
            }
            for name in set.present.sorted() where !listedNames.contains(name) {
                drafts.append(FindingDraft(path: set.path + "/" + name, assetClass: assetClass,
                                           Message.unlistedFile(name, set: set.path)))
            }
            for entry in set.listed where !entry.filename.contains("/") {
                guard let listed = entry.scale, let named = ScaleSuffix.scale(inFileName: entry.filename),
                      listed != named else { continue }
                drafts.append(FindingDraft(path: set.path + "/" + entry.filename, assetClass: assetClass,
                                           Message.scaleMismatch(listed: listed, named: named)))
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

extension ImageSetPass {
    /// What the asset catalog checks say.
    enum Message: FindingMessage {
        case contents(CatalogProblem.Failure, set: String)
        case missingFile(String, set: String)
        case pathListed(String, set: String)
        case unlistedFile(String, set: String)
        case scaleMismatch(listed: Int, named: Int)

        var check: CheckID {
            switch self {
            case .contents: .catalogContents
            case .missingFile, .pathListed: .catalogMissingFile
            case .unlistedFile: .catalogUnlistedFile
            case .scaleMismatch: .catalogScaleMismatch
            }
        }

        var text: String {
            switch self {
            case let .contents(.missing, set):
                "\(Self.kind(set)) has no Contents.json, so Xcode ignores its files"
            case let .contents(.unreadable(reason), _): "\(reason), so the set cannot be checked"
            case let .missingFile(name, set): "lists '\(name)', which is not in the \(Self.kind(set))"
            case let .pathListed(path, set):
                "lists '\(path)', a path rather than the name of a file in the \(Self.kind(set)), so Xcode finds no file"
            case let .unlistedFile(_, set): "is in the \(Self.kind(set)) but not listed in its Contents.json, so Xcode ignores it"
            case let .scaleMismatch(listed, named): "Contents.json lists it as \(listed)x, but its name says @\(named)x"
            }
        }

        var fix: String? {
            switch self {
            case .contents(.missing, _): "add a Contents.json listing each file (Xcode writes one when you add them)"
            case .contents(.unreadable, _): "fix the JSON, or let Xcode rewrite it by re-adding the images"
            case let .missingFile(name, set): "add \(name) to \(set) or remove its entry from Contents.json"
            case let .pathListed(path, set):
                "copy the file into \(set) and list it as \"\(path.split(separator: "/").last.map(String.init) ?? path)\""
            case let .unlistedFile(name, _):
                "add an entry with \"filename\" : \"\(name)\" to Contents.json (Xcode does when you add the file), or delete the file"
            case let .scaleMismatch(_, named): "set \"scale\" : \"\(named)x\" for it in Contents.json, or rename the file"
            }
        }

        var identity: [String] {
            switch self {
            case .contents(.missing, _): ["missing"]
            case .contents(.unreadable, _): ["unreadable"]
            case let .missingFile(name, _), let .pathListed(name, _): [name]
            case .unlistedFile: []
            case let .scaleMismatch(listed, named): ["\(listed)", "\(named)"]
            }
        }

        /// `image set` or `data set`.
        private static func kind(_ set: String) -> String {
            let folder = set.hasSuffix("/Contents.json") ? String(set.dropLast("/Contents.json".count)) : set
            return folder.hasSuffix(".dataset") ? "data set" : "image set"
        }
    }
}
