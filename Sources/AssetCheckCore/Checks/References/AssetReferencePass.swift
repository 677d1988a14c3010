/// The app's sources against the bundle: assets nothing loads, loads of assets the bundle
/// doesn't have, and names built at run time that match nothing.
///
/// Runs only when sources were read and load at least one asset by name (``SourceIndex/loadsAssets``).
struct AssetReferencePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.assetUnused, .warning, summary: "Something in the app's code or data names every asset.",
              explanation: "The sources (`sources:` in .assetcheck.yml, `--sources`, by default the repository's code, "
                + "storyboards, xibs, property lists and JSON files) are read for loads (`UIImage(named:)`, `Image(\"x\")`, "
                + "`SKTexture(imageNamed:)`, `[UIImage imageNamed:]`, `<image name=>` ...), Xcode's generated symbols "
                + "(`Image(.coin)`), SwiftGen's `Asset.coin` and R.swift's `R.image.coin`, and every other string. An image set, "
                + "loose image (with its scale variants), sound, font, animation, colour or data set that none of them names is "
                + "unused. A name built at run time (`\"coin_\\(n)\"`, `\"coin_%d\"`, `\"coin_\" + n`) uses every asset it "
                + "matches; a loaded sprite atlas uses its textures; app icons, launch images and what frameworks' `.bundle` "
                + "folders hold are loaded by the system. `keep:` patterns name assets loaded by means the code doesn't show.",
              examples: ReferenceCheckExamples.unused),
        .init(.assetMissing, .error, summary: "Every asset the code loads by name is in the bundle.",
              explanation: "A load by a literal name (`UIImage(named: \"coin\")`, `UIColor(named:)`, `NSDataAsset(name:)`, "
                + "`SKAction.playSoundFileNamed`, `Bundle.main.url(forResource:withExtension:)`, a storyboard's image) that finds "
                + "no asset of its kind returns nil or shows nothing at run time. A name found elsewhere in the repository "
                + "(another target's catalog) is not missing; a load from another bundle (`in: bundle`, `Bundle.module`) is not "
                + "checked. A font load is missing only when the app bundles that family but not that face: other names may be "
                + "iOS's own fonts. The nearest asset name is suggested when it is one edit away.",
              examples: ReferenceCheckExamples.missing),
        .init(.assetDynamicReference, .warning, summary: "A name the code builds at run time matches at least one asset.",
              explanation: "A load whose name is built at run time (`UIImage(named: \"coin_\\(n)\")` is `coin_*`) that matches "
                + "no asset in the bundle: the names may come from elsewhere, or the pattern is wrong. Never an error.",
              examples: ReferenceCheckExamples.dynamic),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        guard let sources = snapshot.sources, let use = snapshot.assetUse else { return [] }
        if log.isRecording {
            // What the system loads and plain files are never called unused.
            for asset in use.names.assets where !asset.isLoadedBySystem && asset.kind != .file {
                log.ran(.assetUnused, on: asset.path, assetClass: nil)
            }
        }
        let unused = use.unused
        let unusedBytes = unused.reduce(0) { $0 + $1.bytes }
        var drafts = unused.map { asset in
            FindingDraft(path: asset.path, Unused(asset: asset, count: unused.count, totalBytes: unusedBytes))
        }
        let allKeys = use.names.keys
        for file in sources.files {
            // One finding per name and file, at its first line: a storyboard names an image in a
            // view and again in its resources.
            var said: Set<[String]> = []
            if log.isRecording {
                let loads = file.references.filter { $0.kind != .symbol }
                if loads.contains(where: { !$0.isPattern }) { log.ran(.assetMissing, on: file.path, assetClass: nil) }
                if loads.contains(where: \.isPattern) { log.ran(.assetDynamicReference, on: file.path, assetClass: nil) }
            }
            for reference in file.references where reference.kind != .symbol
                && said.insert([reference.kind.rawValue, reference.name, reference.fileExtension ?? ""]).inserted {
                if reference.isPattern {
                    let pattern = NamePattern(reference.name)
                    if !allKeys.contains(where: pattern.matches) {
                        var draft = FindingDraft(path: file.path, Dynamic(reference: reference), maxSeverity: .warning)
                        draft.line = reference.line
                        drafts.append(draft)
                    }
                } else if let missing = Self.missing(reference, names: use.names, sources: sources) {
                    var draft = FindingDraft(path: file.path, missing)
                    draft.line = reference.line
                    drafts.append(draft)
                }
            }
        }
        return drafts
    }

    /// What `asset.missing` says of `reference`, or `nil` when something finds it (or, for a font, it may be iOS's own).
    static func missing(_ reference: SourceReference, names: AssetNameIndex, sources: SourceIndex) -> Missing? {
        let wanted = reference.fileExtension.map { reference.name + "." + $0 } ?? reference.name
        if reference.kind == .atlas {
            let atlas = AssetNameIndex.stem(String(reference.name.lastPathName)).lowercased()
            if names.atlases.contains(atlas) || sources.elsewhere.contains(atlas) { return nil }
        } else {
            let found = names.assets(named: wanted).filter { AssetUse.loads(reference.kind, finds: $0.kind) }
            if !found.isEmpty { return nil }
            // Catalog lookups and macOS file systems ignore case; a device's file system doesn't,
            // but that is worth its own check, not a "missing".
            if NamedAsset.lookupNames(wanted).contains(where: sources.elsewhere.contains) { return nil }
        }
        var family: FontFamily?
        if reference.kind == .font {
            guard let bundled = FontFamily.bundled(matching: reference.name, in: names) else { return nil }
            family = bundled
        }
        return Missing(reference: reference, nearest: nearest(to: wanted, kind: reference.kind, in: names), family: family)
    }

    /// The asset name one edit from `name` (a letter added, dropped or changed) that a load of `kind` finds, if one.
    static func nearest(to name: String, kind: SourceReference.Kind, in names: AssetNameIndex) -> String? {
        let target = Array(name.lowercased())
        var best: String?
        for asset in names.assets where AssetUse.loads(kind, finds: asset.kind) && asset.kind != .file {
            for key in asset.keys.sorted() where abs(key.count - target.count) <= 1 && isOneEdit(Array(key), target) {
                if best == nil || asset.name < best! { best = asset.name }
            }
        }
        return best
    }

    /// True when `a` and `b` differ by exactly one insertion, deletion or substitution.
    static func isOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
        if a == b { return false }
        if a.count == b.count { return zip(a, b).filter { $0 != $1 }.count == 1 }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count - short.count == 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}

/// A font family the app bundles, as a font load's name is compared with it.
struct FontFamily: Sendable, Hashable {
    var name: String
    var faces: [String]

    /// The bundled family whose name (spaces dropped) begins a font load's `name` before its first
    /// `-` (`Nunito-Black` is Nunito's), or `nil`: a name of no bundled family may be one of iOS's fonts.
    static func bundled(matching name: String, in names: AssetNameIndex) -> FontFamily? {
        let wanted = NamedAsset.symbolKey(String(name.split(separator: "-").first ?? Substring(name)))
        var faces: [String] = []
        var familyName: String?
        for asset in names.assets where asset.kind == .font {
            if asset.keys.contains(where: { NamedAsset.symbolKey(String($0.split(separator: "-").first ?? "")) == wanted && !wanted.isEmpty }) {
                faces.append(asset.name)
                familyName = familyName ?? String(asset.name.split(separator: "-").first ?? "")
            }
        }
        guard let familyName, !faces.isEmpty else { return nil }
        return FontFamily(name: familyName, faces: faces.sorted())
    }
}

extension AssetReferencePass {
    struct Unused: FindingMessage {
        let asset: NamedAsset
        let count: Int
        let totalBytes: Int

        var check: CheckID { .assetUnused }
        var text: String {
            let files = asset.files.count == 1 ? "" : "\(asset.files.count) files, "
            let whole = count == 1 ? "" : "; \(count) unused assets weigh \(ByteWording.size(totalBytes)) in all"
            return "nothing in the app's code, storyboards or data names the \(asset.kind.noun) '\(asset.name)' "
                + "(\(files)\(ByteWording.size(asset.bytes)))\(whole)"
        }
        var fix: String? {
            "delete it; if it is loaded by a name the code doesn't show (from a server, a file assetcheck doesn't read), "
                + "add it to keep: in .assetcheck.yml"
        }
        var identity: [String] { [asset.kind.rawValue, asset.name] }
    }

    struct Missing: FindingMessage {
        let reference: SourceReference
        let nearest: String?
        let family: FontFamily?

        var check: CheckID { .assetMissing }
        var text: String {
            let name = reference.fileExtension.map { reference.name + "." + $0 } ?? reference.name
            let base = "loads the \(reference.kind.noun) '\(name)', which the bundle does not have"
            if let family {
                return base + " (it bundles \(family.name) as \(family.faces.map { "'\($0)'" }.joined(separator: ", ")))"
            }
            return base
        }
        var fix: String? {
            if let nearest { return "did you mean '\(nearest)'? Correct the name, or add the \(reference.kind.noun)" }
            if family != nil { return "add the font file of that face and list it in UIAppFonts, or load a face the app has" }
            return "add the \(reference.kind.noun) to the app, or correct the name"
        }
        var identity: [String] { [reference.kind.rawValue, reference.name, reference.fileExtension ?? ""] }
    }

    struct Dynamic: FindingMessage {
        let reference: SourceReference

        var check: CheckID { .assetDynamicReference }
        var text: String {
            "loads the \(reference.kind.noun) named '\(reference.name)' (built at run time), "
                + "and no asset in the bundle has a name of that shape"
        }
        var fix: String? {
            "check the name the code builds; if those assets come from elsewhere, add the pattern to keep: in .assetcheck.yml"
        }
        var identity: [String] { [reference.kind.rawValue, reference.name] }
    }
}

extension NamedAsset.Kind {
    /// How messages name an asset of this kind.
    var noun: String {
        switch self {
        case .image: "image"
        case .color: "colour"
        case .data: "data asset"
        case .sound: "sound"
        case .font: "font"
        case .animation: "animation"
        case .atlas: "sprite atlas"
        case .file: "file"
        }
    }
}

extension SourceReference.Kind {
    /// How messages name what a load of this kind loads: the asset kind of the same name.
    var noun: String {
        switch self {
        case .resource: "file"
        case .symbol: "asset"
        default: NamedAsset.Kind(rawValue: rawValue)?.noun ?? rawValue
        }
    }
}

extension CheckID {
    public static let assetUnused = CheckID("asset.unused")
    public static let assetMissing = CheckID("asset.missing")
    public static let assetDynamicReference = CheckID("asset.dynamic-reference")
}
