/// Every key a rules file may hold: the loader's allowed keys come from here, and so does
/// `Docs/RulesReference.md` (`assetcheck rules --keys --format markdown`), so a key is accepted
/// exactly when it is documented. Defaults are read from the values the loader starts from.
public enum RulesKeyCatalog {
    /// Every key, section by section in the order of ``sections``; within a section, in the
    /// order the loader's messages list them.
    public static let all: [RulesKey] = topLevel + limits + budgets + largeFiles + spriteAtlases + folder
        + everyClass + kindClasses + classValues

    /// The sections in the order the reference shows them.
    public static let sections: [RulesKey.Section] = [.top, .limits, .budgets, .budget, .memoryBudget, .memoryGroup,
                                                      .largeFiles, .spriteAtlases, .folder, .everyClass]
        + AssetKind.allCases.map(RulesKey.Section.assetClass)
        + [.durationTolerance, .durationRange, .bitRate, .pointSize, .jsonShape]

    /// The keys `section` accepts, in the order the loader's messages list them.
    public static func names(in section: RulesKey.Section) -> [String] {
        all.filter { $0.section == section }.map(\.name)
    }

    private static let topLevel: [RulesKey] = [
        RulesKey("name", in: .top, .text, default: RulesKey.required,
                 "The set's short name, as the manifest and reports show it.", example: "my-app"),
        RulesKey("description", in: .top, .text, default: RulesKey.none,
                 "What the set is for, for people; no check reads it.", example: "\"Rules for my app's assets\""),
        RulesKey("default", in: .top, .flag, default: "\(RuleSet(name: "", source: "", classes: []).isDefault)",
                 "Marks the built-in set used when neither `--rules` nor `.assetcheck.yml` names one; never inherited.",
                 example: "true"),
        RulesKey("extends", in: .top, .described("a built-in rule set's name, or a path relative to this file"),
                 default: RulesKey.none,
                 "The set this one starts from: its classes are matched after this set's own; `limits`, `severities`, "
                     + "`budgets`, `large-files` and `sprite-atlases` merge key by key; `excluded` and `folders` add up.",
                 example: "ios"),
        RulesKey("limits", in: .top, .described("mapping (keys under `limits`)"), default: "each limit's own",
                 "Safety limits applied before anything is decoded or parsed.", example: "{max-file-size: 2 GB}"),
        RulesKey("severities", in: .top, .described("mapping of check identifier to `error`, `warning` or `off`"),
                 default: "each check's own (`assetcheck rules`)",
                 "Severity overrides for every class.", example: "{image.single-scale: error}"),
        RulesKey("excluded", in: .top, .described("list of path patterns"), default: RulesKey.none,
                 "Paths never scanned, relative to the bundle.", example: "[\"**/*.psd\"]"),
        RulesKey("budgets", in: .top, .described("mapping (keys under `budgets`)"), default: RulesKey.none,
                 "Size and memory budgets of the bundle.", example: "{bundle-size: {max: 150 MB}}"),
        RulesKey("folders", in: .top, .described("mapping of a name to a folder requirement (keys under `folders.NAME`)"),
                 default: RulesKey.none, "Files every folder matching a pattern must hold.",
                 example: "{game-module: {paths: [\"Games/*\"], required: {icon: \"*_icon@2x.png\"}}}"),
        RulesKey("sprite-atlases", in: .top, .described("mapping (keys under `sprite-atlases`)"), default: RulesKey.none,
                 "Limits of SpriteKit texture atlases.", example: "{max-page-side: 2048}"),
        RulesKey("large-files", in: .top, .described("mapping of asset kind to byte size (keys under `large-files`)"),
                 default: "none: no file is large", "The size above which a file of each kind is `bundle.large-file`.",
                 example: "{image: 5 MB, audio: 10 MB}"),
        RulesKey("classes", in: .top, .described("mapping of a class name to a class (keys under `classes.NAME`)"),
                 default: "required: at least one class, here or in the set it extends",
                 "The asset classes, in the order they are matched: the first whose patterns match a file claims it.",
                 example: "{hero: {kind: image, paths: [\"**/Hero/**\"]}}"),
        RulesKey("class-paths", in: .top, .described("mapping of a base class's name to a list of path patterns"),
                 default: RulesKey.none,
                 "Gives classes of the set this one `extends` other paths and keeps the rest of them.",
                 example: "{catalog-image: [\"Art/**/*.png\"]}"),
    ]

    private static let limits: [RulesKey] = {
        let defaults = Limits()
        return [
            RulesKey("max-image-pixels", in: .limits, .integer(1...1_000_000_000), default: "\(defaults.maxImagePixels)",
                     "Largest width x height an image header may claim; a larger image is refused before decoding.",
                     example: "50000000"),
            RulesKey("max-image-side", in: .limits, .integer(1...Limits.libpngMaxImageSide),
                     default: "\(defaults.maxImageSide)",
                     "Longest side, in pixels, an image header may claim: libpng's own limit, which may be lowered, never raised.",
                     example: "16384"),
            RulesKey("max-file-size", in: .limits, .byteSize, default: bytes(defaults.maxFileBytes),
                     "Largest file read into memory for inspection; a larger one is not read.", example: "64 MB"),
            RulesKey("max-json-size", in: .limits, .byteSize, default: bytes(defaults.maxJSONBytes),
                     "Largest JSON document or Lottie file parsed.", example: "4 MB"),
            RulesKey("max-json-depth", in: .limits, .integer(1...10_000), default: "\(defaults.maxJSONDepth)",
                     "Deepest nesting of arrays and objects a JSON document may have (it protects the parser's stack).",
                     example: "256"),
        ]
    }()

    private static let budgets: [RulesKey] = [
        RulesKey("bundle-size", in: .budgets, .described("budget (keys under `budgets.bundle-size`)"),
                 default: RulesKey.none, "Total bytes of the bundle's files (`bundle.size`).",
                 example: "{max: 150 MB, warn-at: 90%}"),
        RulesKey("memory", in: .budgets, .described("budget (keys under `budgets.memory`)"), default: RulesKey.none,
                 "Decoded image memory, width x height x 4 bytes, per group of assets shown together (`bundle.memory`).",
                 example: "{max: 200 MB, groups: {menu: [\"Menu/**\"]}}"),
        RulesKey("max", in: .budget, .byteSize, default: RulesKey.required, "The budget; more is an error.",
                 example: "150 MB"),
        RulesKey("warn-at", in: .budget, .fraction, default: percent(Budget.defaultWarnAt),
                 "The fraction of `max` from which a warning is given.", example: "90%"),
        RulesKey("groups", in: .memoryBudget,
                 .described("mapping of a group name to a list of path patterns, or to a group (keys under `groups.NAME`)"),
                 default: "none: the estimate is only reported",
                 "Assets shown together (a screen, a game module); each group's decoded images are summed against `max`.",
                 example: "{menu: [\"Menu/**\"], game: {each-folder: \"Games/*\"}}"),
        RulesKey("include-audio", in: .memoryBudget, .flag,
                 default: "\(MemoryBudget(budget: Budget(maxBytes: 0)).includesAudio)",
                 "Counts sounds too, at their decoded PCM size.", example: "true"),
        RulesKey("each-folder", in: .memoryGroup, .described("path pattern of folders"), default: RulesKey.none,
                 "Makes one group per matching folder, named by it and holding everything under it.",
                 example: "\"Games/*\""),
        RulesKey("shared", in: .memoryGroup, .described("list of path patterns"), default: RulesKey.none,
                 "With `each-folder`: paths counted in every folder's group (shared sounds).", example: "[\"Shared/**\"]"),
        RulesKey("paths", in: .memoryGroup, .described("list of path patterns"), default: RulesKey.none,
                 "The paths of a single group (not with `each-folder`).", example: "[\"Menu/**\"]"),
        RulesKey("largest-of", in: .memoryGroup, .described("list of path patterns"), default: RulesKey.none,
                 "Patterns of which only the largest matching image counts: a screen shows one background.",
                 example: "[\"Backgrounds/*.png\"]"),
    ]

    private static let largeFiles: [RulesKey] = AssetKind.allCases.map { kind in
        RulesKey(kind.rawValue, in: .largeFiles, .byteSize, default: "none: never large",
                 "The size above which a file of kind `\(kind.rawValue)` is `bundle.large-file`.",
                 example: "5 MB")
    }

    private static let spriteAtlases: [RulesKey] = [
        RulesKey("max-page-side", in: .spriteAtlases, .integer(1...Limits.libpngMaxImageSide),
                 default: "\(RuleSet(name: "", source: "", classes: []).atlasMaxPageSide)",
                 "Longest side, in pixels, of a texture atlas page; a larger image in an atlas is `atlas.page-size`.",
                 example: "4096"),
    ]

    private static let folder: [RulesKey] = [
        RulesKey("description", in: .folder, .text, default: "the requirement's name",
                 "Human name used in messages.", example: "game modules"),
        RulesKey("rationale", in: .folder, .text, default: RulesKey.none,
                 "The app's own reason, quoted in findings.", example: "\"one folder per game, each with its own assets\""),
        RulesKey("paths", in: .folder, .described("list of path patterns"), default: RulesKey.required,
                 "Patterns of folders; every folder that holds a file and matches is checked.", example: "[\"Games/*\"]"),
        RulesKey("required", in: .folder,
                 .described("mapping of an entry name to a path pattern or a list of them, relative to the folder"),
                 default: RulesKey.required,
                 "What each folder must hold: an entry is met by any file in the folder that matches one of its "
                     + "patterns (a pattern without `/` matches in any subfolder); `folder.required-file` otherwise.",
                 example: "{icon: \"*_icon@2x.png\", sprites: [\"Sprites/**\", \"**/*.atlas/*\"]}"),
    ]

    /// `256 MiB (268435456 bytes)`: how a default byte size reads.
    static func bytes(_ count: Int) -> String {
        count > 0 && count % (1 << 20) == 0 ? "\(count >> 20) MiB (\(count) bytes)" : "\(count) bytes"
    }

    /// `90%`: how a default fraction reads.
    static func percent(_ fraction: Double) -> String {
        number(fraction * 100) + "%"
    }

    /// `0.5 s`: how a default time reads.
    static func seconds(_ value: Double) -> String {
        number(value) + " s"
    }

    /// A number without a trailing `.0`, rounded to nine decimals (`0.1 * 100` reads `10`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
