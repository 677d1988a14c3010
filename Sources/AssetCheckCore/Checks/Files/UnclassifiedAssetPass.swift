/// Files of a checked kind (images, animations, audio, JSON documents ...) that no class claims:
/// likely misplaced or misnamed. One finding per folder, never one per file: a game with
/// thousands of sprites in folders no class covers gets a line per folder.
struct UnclassifiedAssetPass: CheckPass {
    /// File names a finding lists, at most.
    static let namesShown = 3

    static let checks: [CheckDescriptor] = [
        .init(.assetUnclassified, .warning,
              summary: "Every image, animation, audio file and JSON document matches an asset class of the rule set.",
              explanation: "A file no class claims gets only the checks every file gets (readable, not corrupt), so a "
                + "misplaced or misnamed asset would pass unchecked. Reported once per folder, on the folder: how many "
                + "files, of which kinds, and the first \(namesShown) names. The files of an asset catalog's sets and "
                + "sprite atlases count in the catalog folder that holds them, a SpriteKit `.atlas` folder's in the "
                + "atlas, and a language folder's (`de.lproj`) in the folder holding the languages. Files of kind `other` "
                + "are never reported.",
              guardsInput: true, examples: FileCheckExamples.unclassified),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        // One walk of the records, keeping the unclaimed files' paths and kinds by folder (and with
        // evaluations, each folder's counts): a large bundle's records are not copied.
        var unclaimed: [String: (paths: [String], kinds: [AssetKind])] = [:]
        var counts: [String: (files: Int, unclaimed: Int)] = [:]
        for record in snapshot.records {
            // A claimed file is passed over before its name is looked at, unless evaluations are kept.
            let isUnclaimed = record.assetClass == nil
            guard isUnclaimed || log.isRecording, record.kind != .other, !CatalogPath.isMetadata(record.path) else { continue }
            let folder = Self.folder(of: record.path)
            if log.isRecording {
                counts[folder, default: (0, 0)].files += 1
                if isUnclaimed { counts[folder, default: (0, 0)].unclaimed += 1 }
            }
            if isUnclaimed {
                unclaimed[folder, default: ([], [])].paths.append(record.path)
                unclaimed[folder, default: ([], [])].kinds.append(record.kind)
            }
        }
        // One evaluation per folder that holds an asset, where its finding would be.
        for (folder, count) in counts.sorted(by: { $0.key < $1.key }) {
            log.ran(.assetUnclassified, on: folder.isEmpty ? nil : folder, assetClass: nil,
                    expected: "every file in a class",
                    measured: "\(count.unclaimed) of \(BudgetWording.count(count.files, "file")) in no class")
        }
        return unclaimed.sorted { $0.key < $1.key }.map { folder, files in
            let prefix = folder.isEmpty ? "" : folder + "/"
            let message = Message(folder: folder, names: files.paths.map { String($0.dropFirst(prefix.count)) }.sorted(),
                                  kinds: files.kinds, ruleSet: rules.name, editableFile: rules.editableFile)
            return FindingDraft(path: folder.isEmpty ? nil : folder, message)
        }
    }

    /// The folder a file is reported in: the one that holds it; for a file of a catalog's set
    /// or sprite atlas (`Art.xcassets/Hero.spriteatlas/walk_1.imageset/walk_1.png`), the catalog
    /// folder above those (`Art.xcassets`), since in a catalog every folder with an extension is
    /// one asset; for a file in a SpriteKit `.atlas` folder, the atlas, whose subfolders Xcode
    /// packs into it; for a file in a language folder (`de.lproj`), the folder holding the
    /// languages, so 30 translations are one finding. "" for the bundle's top level.
    static func folder(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if let atlas = parts.firstIndex(where: { $0.hasSuffix(".atlas") }) { parts = parts[...atlas] }
        if let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
            while parts.count > catalog + 1, parts.last?.contains(".") == true { parts = parts.dropLast() }
        }
        if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
        return parts.joined(separator: "/")
    }

    /// What `asset.unclassified` says about one folder.
    struct Message: FindingMessage {
        /// The folder, "" for the bundle's top level.
        let folder: String
        /// The files, relative to the folder, sorted.
        let names: [String]
        let kinds: [AssetKind]
        let ruleSet: String
        /// Where the user changes the rules (``RuleSet/editableFile``).
        let editableFile: String

        var check: CheckID { .assetUnclassified }

        var text: String {
            let counts = AssetKind.allCases.compactMap { kind -> String? in
                let n = kinds.count { $0 == kind }
                return n > 0 ? BudgetWording.count(n, kind.noun) : nil
            }
            let shown = names.prefix(UnclassifiedAssetPass.namesShown).joined(separator: ", ")
                + (names.count > UnclassifiedAssetPass.namesShown ? " and \(names.count - UnclassifiedAssetPass.namesShown) more" : "")
            let subject = counts.count == 1 ? counts[0] : "\(BudgetWording.count(names.count, "file")) (\(counts.joined(separator: ", ")))"
            return "\(subject)\(folder.isEmpty ? " at the top of the bundle" : "") match\(names.count == 1 ? "es" : "") "
                + "no asset class of the '\(ruleSet)' rules: \(shown)"
        }

        var fix: String? {
            let pattern = folder.isEmpty ? "*" : folder + "/**"
            return "move \(names.count == 1 ? "it" : "them") into a folder a class covers, or add a class with "
                + "`paths: [\"\(pattern)\"]` to \(editableFile)"
        }

        var identity: [String] { [] }
    }
}

extension CheckID {
    public static let assetUnclassified = CheckID("asset.unclassified")
}
