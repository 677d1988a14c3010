import AssetCheckCore

/// The smallest rules file that holds one key in its place, for the rules-key catalog's tests:
/// it extends `ios` (so `class-paths` has classes to move) and has a font class `serif-font`
/// (so `rendered-by` has one to name).
enum RulesFileTemplate {
    /// Where the key of a section sits in its template, dotted, as the loader's messages say it.
    static func keyPath(of section: RulesKey.Section) -> String {
        switch section {
        case .top: ""
        case .limits: "limits"
        case .budgets: "budgets"
        case .budget: "budgets.bundle-size"
        case .memoryBudget: "budgets.memory"
        case .memoryGroup: "budgets.memory.groups.g"
        case .largeFiles: "large-files"
        case .spriteAtlases: "sprite-atlases"
        case .folder: "folders.m"
        case .everyClass, .assetClass: "classes.c"
        case .durationTolerance: "classes.c.duration-tolerance"
        case .durationRange: "classes.c.duration"
        case .bitRate: "classes.c.bit-rate"
        case .pointSize: "classes.c.size"
        case .jsonShape: "classes.c.shape"
        }
    }

    /// The template of `section` with `key: value` in its place (replacing a key of that name).
    static func text(_ section: RulesKey.Section, _ key: String, _ value: String) -> String {
        let entry = (key, value)
        switch section {
        case .top: return file(entry)
        case .limits: return file(("limits", mapping(entry)))
        case .budgets: return file(("budgets", mapping(entry)))
        case .budget: return file(("budgets", mapping(("bundle-size", mapping(("max", "1 MB"), entry)))))
        case .memoryBudget: return file(("budgets", mapping(("memory", mapping(("max", "1 MB"), entry)))))
        case .memoryGroup:
            // `shared` is what every folder's group also counts: it needs `each-folder`.
            let group = key == "shared" ? mapping(("each-folder", "\"Games/*\""), entry) : mapping(entry)
            return file(("budgets", mapping(("memory", mapping(("max", "1 MB"), ("groups", mapping(("g", group))))))))
        case .largeFiles: return file(("large-files", mapping(entry)))
        case .spriteAtlases: return file(("sprite-atlases", mapping(entry)))
        case .folder:
            return file(("folders", mapping(("m", mapping(("paths", "[\"Games/*\"]"), ("required", "{icon: \"*.png\"}"), entry)))))
        case .everyClass: return file(classes(.other, entry))
        case let .assetClass(kind): return file(classes(kind, entry))
        case .durationTolerance: return file(classes(.audio, ("duration-tolerance", mapping(entry))))
        case .durationRange: return file(classes(.audio, ("duration", mapping(entry))))
        case .bitRate: return file(classes(.audio, ("bit-rate", mapping(("kbps", "128"), entry))))
        case .pointSize: return file(classes(.image, ("size", mapping(("width", "300"), ("height", "450"), entry))))
        case .jsonShape: return file(classes(.json, ("shape", mapping(entry))))
        }
    }

    private typealias Entry = (key: String, value: String)

    /// A flow mapping of `entries`, a later entry replacing an earlier one of the same key.
    private static func mapping(_ entries: Entry...) -> String {
        "{" + merged(entries).map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }

    private static func file(_ entry: Entry) -> String {
        let base: [Entry] = [("name", "t"), ("extends", "ios"), classes(.other)]
        return merged(base + [entry]).map { "\($0.key): \($0.value)\n" }.joined()
    }

    /// `classes:` with `serif-font` and a class `c` of `kind` holding `entry`; an audio class
    /// says `codec: any`, so that any container may be listed.
    private static func classes(_ kind: AssetKind, _ entry: Entry? = nil) -> Entry {
        var body: [Entry] = [("kind", kind.rawValue), ("paths", "[\"Assets/**\"]")]
        if kind == .audio { body.append(("codec", "any")) }
        if let entry { body.append(entry) }
        return ("classes", "{serif-font: {kind: font, paths: [\"Fonts/**\"]}, c: {"
            + merged(body).map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}}")
    }

    private static func merged(_ entries: [Entry]) -> [Entry] {
        var result: [Entry] = []
        for entry in entries {
            if let index = result.firstIndex(where: { $0.key == entry.key }) { result[index] = entry } else { result.append(entry) }
        }
        return result
    }
}
