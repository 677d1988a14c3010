/// Files larger than the rule set's size for their kind (`large-files:`): each one weighs on the
/// download and on the app's size, and is worth a look.
struct LargeFilePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.bundleLargeFile, .warning, summary: "A file is at most the size `large-files` gives its kind.",
              explanation: "`large-files: {image: 3 MB, animation: 1 MB, audio: 5 MB}` sets a size per kind (image, "
                + "animation, audio, json, font, strings, addon, entity, other), in decimal megabytes as App Store "
                + "Connect counts; a kind without one is never large. The kind is the file's as read, so a Lottie "
                + "file recognised among JSON documents counts as an animation.",
              examples: BundleCheckExamples.largeFile),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            guard let limit = rules.largeFiles[record.kind], !CatalogPath.isMetadata(record.path) else { return nil }
            log.ran(.bundleLargeFile, on: record.path, assetClass: record.assetClass,
                    expected: "at most \(ByteWording.limit(limit))", measured: ByteWording.size(record.bytes))
            guard record.bytes > limit else { return nil }
            return FindingDraft(path: record.path, assetClass: record.assetClass,
                                Message(kind: record.kind, bytes: record.bytes, limit: limit))
        }
    }

    /// What `bundle.large-file` says.
    struct Message: FindingMessage {
        let kind: AssetKind
        let bytes: Int
        let limit: Int

        var check: CheckID { .bundleLargeFile }
        var text: String {
            "this \(kind.noun) is \(ByteWording.size(bytes)), above the \(ByteWording.limit(limit)) the rules allow "
                + "for one \(kind.noun) before calling it large"
        }
        var fix: String? {
            switch kind {
            case .image: "resize it to the largest size it is shown at, export at 8 bits per channel, or compress it"
            case .animation: "simplify it (fewer layers and keyframes), or take embedded images out of it"
            case .audio: "encode it as AAC at the lowest bit rate that sounds right, or shorten it"
            default: "make it smaller, or raise large-files.\(kind.rawValue) in the rules if it must be this size"
            }
        }
        var identity: [String] { [kind.rawValue] }
    }
}

extension CheckID {
    public static let bundleLargeFile = CheckID("bundle.large-file")
}
