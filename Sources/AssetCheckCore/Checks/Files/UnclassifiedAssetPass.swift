/// Files of a checked kind (images, animations, audio, JSON documents) that no class claims:
/// likely misplaced or misnamed.
struct UnclassifiedAssetPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.assetUnclassified, .warning,
              summary: "Every image, animation, audio file and JSON document matches an asset class of the rule set.",
              explanation: "A file no class claims gets only the checks every file gets (readable, not corrupt), so a "
                + "misplaced or misnamed asset would pass unchecked. Files of kind `other` are never reported.",
              appliesTo: .input, examples: FileCheckExamples.unclassified),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.filter { $0.assetClass == nil && $0.kind != .other && !CatalogPath.isMetadata($0.path) }
            .map { record in
                FindingDraft(path: record.path, Message(kind: record.kind, ruleSet: rules.name, rulesSource: rules.source))
            }
    }

    /// What `asset.unclassified` says.
    struct Message: FindingMessage {
        let kind: AssetKind
        let ruleSet: String
        let rulesSource: String

        var check: CheckID { .assetUnclassified }
        var text: String { "this \(kind.noun) matches no asset class of the '\(ruleSet)' rules" }
        var fix: String? { "move it into a folder a class covers, or add a pattern for it to \(rulesSource)" }
        var identity: [String] { [] }
    }
}

extension CheckID {
    public static let assetUnclassified = CheckID("asset.unclassified")
}
