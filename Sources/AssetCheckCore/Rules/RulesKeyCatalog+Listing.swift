extension RulesKeyCatalog {
    /// `assetcheck rules --keys`: a line per key, its dotted place, what it takes, its default
    /// and what it does.
    public static func textListing() -> String {
        let lines = sections.flatMap { section in
            all.filter { $0.section == section }.map { key in
                (place: section.place + key.name + section.kindSuffix, key: key)
            }
        }
        let width = lines.map(\.place.count).max() ?? 0
        return lines.map { line in
            let place = line.place + String(repeating: " ", count: width - line.place.count)
            return "\(place)  \(line.key.value.words); default \(line.key.defaultValue). \(line.key.summary)\n"
        }.joined()
    }

    /// `Docs/RulesReference.md`: every key, section by section, in tables of what each takes,
    /// its default, what it does and an example (`assetcheck rules --keys --format markdown`).
    public static func markdown() -> String {
        var text = """
            # Rules file reference

            Every key a rules file may hold: where it goes, what it takes, what applies when it is left
            out, and what it does. What the keys are for (classes matched in order, `extends`, path
            patterns, the built-in `ios` set) is in [Rules.md](Rules.md). Back to the [README](../README.md).

            This file is generated from the table the rules loader takes its keys from, so a key is
            accepted exactly when it is here: `assetcheck rules --keys --format markdown > Docs/RulesReference.md`.
            Any other key is an error naming the keys allowed in its place.

            Values: a *byte size* is a whole number of bytes, or a number with `KB`, `MB` or `GB`
            (decimal, as App Store Connect counts: `150 MB`), at most 2^53; a *fraction* is `90%` or
            `0.9`; *seconds* are `0.5`, `0.5 s` or `500 ms`; *path patterns* are bundle-relative, with
            `**`, `*`, `?` and `{a,b}` ([patterns](Rules.md#paths-and-patterns)); a single string is a
            list of one.

            """
        for section in sections {
            let keys = all.filter { $0.section == section }
            text += "\n## \(section.heading)\n\n\(section.introduction)\n"
            guard !keys.isEmpty else { continue }
            text += "\n| Key | Value | Default | What it does | Example |\n|---|---|---|---|---|\n"
            for key in keys {
                let cells = ["`\(key.name)`", key.value.words, key.defaultValue, key.summary, "`\(key.name): \(key.example)`"]
                text += "| " + cells.map { $0.replacingPipes() }.joined(separator: " | ") + " |\n"
            }
        }
        return text
    }
}

extension RulesKey.Value {
    /// What the value is, in words: `integer 1...240`, `one of: transparent, opaque, any`.
    public var words: String {
        switch self {
        case .text: "string"
        case .flag: "true or false"
        case let .integer(range): "integer \(range.lowerBound)...\(range.upperBound)"
        case let .number(range):
            "number \(RulesKeyCatalog.number(range.lowerBound))...\(RulesKeyCatalog.number(range.upperBound))"
        case .byteSize: "byte size, like `256 MB`"
        case .fraction: "fraction, like `90%`"
        case .seconds: "seconds, like `0.5 s`"
        case let .choice(words): "one of: " + words.joined(separator: ", ")
        case let .choices(words): "list of: " + words.joined(separator: ", ")
        case let .described(words): words
        }
    }
}

extension RulesKey.Section {
    /// Where the section's keys go, as a dotted prefix: `classes.NAME.`.
    var place: String {
        switch self {
        case .top: ""
        case .limits: "limits."
        case .budgets: "budgets."
        case .budget: "budgets.bundle-size|memory."
        case .memoryBudget: "budgets.memory."
        case .memoryGroup: "budgets.memory.groups.NAME."
        case .largeFiles: "large-files."
        case .spriteAtlases: "sprite-atlases."
        case .folder: "folders.NAME."
        case .everyClass, .assetClass: "classes.NAME."
        case .durationTolerance: "classes.NAME.duration-tolerance."
        case .durationRange: "classes.NAME.duration."
        case .bitRate: "classes.NAME.bit-rate."
        case .pointSize: "classes.NAME.size|min-size."
        case .jsonShape: "classes.NAME.shape."
        }
    }

    /// ` (image)` for a kind's own class keys, so the text listing tells them apart.
    var kindSuffix: String {
        if case let .assetClass(kind) = self { " (\(kind.rawValue))" } else { "" }
    }

    /// The section's heading in the reference.
    var heading: String {
        switch self {
        case .top: "Top level"
        case .limits: "`limits`"
        case .budgets: "`budgets`"
        case .budget: "`budgets.bundle-size` and `budgets.memory`"
        case .memoryBudget: "`budgets.memory`"
        case .memoryGroup: "Memory groups: `budgets.memory.groups.NAME`"
        case .largeFiles: "`large-files`"
        case .spriteAtlases: "`sprite-atlases`"
        case .folder: "Folder requirements: `folders.NAME`"
        case .everyClass: "Every class: `classes.NAME`"
        case let .assetClass(kind): "Classes of `kind: \(kind.rawValue)`"
        case .durationTolerance: "`duration-tolerance`"
        case .durationRange: "`duration` as a range"
        case .bitRate: "`bit-rate` as a mapping"
        case .pointSize: "`size` and `min-size` as a mapping"
        case .jsonShape: "JSON shapes: `shape`"
        }
    }

    /// The sentences under the section's heading.
    var introduction: String {
        switch self {
        case .top: "The file's own keys. It needs a `name` and at least one class, its own or the set's it extends."
        case .limits: "Safety limits, applied before anything is decoded or parsed. With `extends`, each limit given replaces the base's; the others are kept."
        case .budgets: "Size and memory budgets ([Budgets.md](Budgets.md)). With `extends`, each budget given replaces the base's whole."
        case .budget: "Each budget: its limit, and where its warning starts."
        case .memoryBudget: "The memory budget also takes these."
        case .memoryGroup: "Each entry of `groups` is a list of path patterns, or a mapping of these keys."
        case .largeFiles: "A byte size per asset kind; a file of a kind without one is never large."
        case .spriteAtlases: "SpriteKit texture atlases ([Rules.md](Rules.md#spritekit-texture-atlases))."
        case .folder: "Each entry of `folders` names folders and what every one of them must hold ([Rules.md](Rules.md#files-required-in-every-matching-folder-folders))."
        case .everyClass: "Every class takes these keys, whatever its `kind`; each kind adds its own, below. A key of another kind is an error."
        case let .assetClass(kind):
            (RulesKeyCatalog.names(in: self).isEmpty
                ? "A class of `kind: \(kind.rawValue)` takes only the keys every class takes."
                : "A class of `kind: \(kind.rawValue)` also takes these.") + Self.explained(kind)
        case .durationTolerance: "A class's `duration-tolerance`, given, replaces its kind's default whole: a part left out is 0."
        case .durationRange: "A `duration` (of a class, or of a file an audio class's `required` names) given as a mapping is a range."
        case .bitRate: "An audio class's `bit-rate` given as a mapping."
        case .pointSize: "An image class's `size` or `min-size` given as a mapping."
        case .jsonShape: "A JSON class's `shape`: what every document must look like ([Rules.md](Rules.md#json-shapes))."
        }
    }

    /// Where Rules.md says what a kind's classes check, for the kinds it has a section on.
    private static func explained(_ kind: AssetKind) -> String {
        let anchor = kind.declaration.rulesSection
        return anchor.map { " What they check: [Rules.md](Rules.md#\($0))." } ?? ""
    }
}
