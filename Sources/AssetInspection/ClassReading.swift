import AssetCheckCore

/// What the inspector takes from a file's class: the only part of the rules, with the
/// ``Limits``, that decides what a file's record says. Sizes, scales, rates, durations, budgets
/// and severities are the checks' alone, so editing them leaves every record as it was, and the
/// cache keeps them (``AssetInspector/rulesKey``).
struct ClassReading: Sendable, Hashable {
    /// The class's identifier, which the record carries.
    var id: String
    var kind: AssetKind
    /// A transparency or opacity check needs the image's pixels (`background:` other than `any`).
    var decodesPixels = false
    /// A JSON document class's shape, whose violations are found while the document is parsed.
    var shape: JSONShape?
    /// A JSON document class is `rendered-by` fonts: the characters of its strings are collected.
    var collectsCharacters = false
    /// A `.json` class with `detect-lottie`: its Lottie documents are read as animations.
    var detectsLottie = false
    /// An audio class with `codec: any`: its files are probed as any container iOS plays.
    var anyPlayableAudio = false
    /// An add-on class's archive limits.
    var archiveLimits: ArchiveLimits?

    init(_ rule: AssetClassRule) {
        id = rule.id
        kind = rule.kind
        decodesPixels = (rule.image?.background ?? .any) != .any
        shape = rule.json?.shape
        collectsCharacters = !(rule.json?.renderedBy.isEmpty ?? true)
        detectsLottie = rule.json?.detectsLottie ?? false
        anyPlayableAudio = rule.audio.map { $0.codec == nil } ?? false
        archiveLimits = rule.addon?.limits
    }

    /// The containers the audio probe takes the class's file at `path` for (see
    /// ``AudioExpectations/probedContainers(forPath:)``).
    func probedContainers(forPath path: String) -> Set<FileFormat> {
        anyPlayableAudio ? FileFormat.playableAudio(named: path) : FileFormat.aacContainers
    }

    /// The reading as one line of text, the same in every run for the same class: what
    /// ``AssetInspector/rulesKey`` is made of.
    var key: String {
        // The id quoted as Swift writes a string: no id can pass for another class's line.
        var parts = ["class " + String(reflecting: id), "kind \(kind.rawValue)"]
        if decodesPixels { parts.append("pixels") }
        if let shape { parts.append("shape " + Self.key(shape)) }
        if collectsCharacters { parts.append("characters") }
        if detectsLottie { parts.append("detect-lottie") }
        if anyPlayableAudio { parts.append("any audio") }
        if let archiveLimits {
            parts.append("archive \(archiveLimits.maxEntries) \(archiveLimits.maxTotalBytes) \(archiveLimits.maxEntryBytes) "
                + "\(archiveLimits.maxRatio)")
        }
        return parts.joined(separator: "; ")
    }

    /// The shape, every name quoted as Swift writes a string, so no name can pass for two.
    private static func key(_ shape: JSONShape) -> String {
        let types = shape.types.sorted { $0.key < $1.key }.map { [$0.key, $0.value.rawValue] }
        return String(reflecting: [[shape.root?.rawValue ?? "", shape.entries ?? ""], shape.required, types.flatMap { $0 },
                                   shape.unique, shape.nonEmpty])
    }
}
