/// Which of the bundle's assets the app's sources use, and where they load each by name.
///
/// An asset is used when any string in the sources names it (a load, a plist value, a literal
/// passed through a variable), when a pattern the code builds at run time matches one of its
/// names, when a generated symbol names it, when its sprite atlas is loaded, or when `keep:`
/// names it. Being generous here is what keeps `asset.unused` from calling a used asset unused.
public struct AssetUse: Sendable {
    public let names: AssetNameIndex
    /// One flag per asset of ``names``.
    public let isUsed: [Bool]
    /// Where each asset is loaded by name (`Sources/Shop.swift:12`), by asset path, in order.
    public let loads: [String: [String]]

    /// Works out the use of the assets `records` and `imageSets` hold (a snapshot's, sorted by path).
    init(records: [AssetRecord], imageSets: [ImageSetListing], sources: SourceIndex) {
        let names = AssetNameIndex(records: records, imageSets: imageSets)
        var named: Set<String> = []
        var patterns: Set<String> = []
        var symbols: Set<String> = []
        // The same string is in many files: each is looked at once.
        var mentions: Set<String> = []
        for file in sources.files { mentions.formUnion(file.mentions) }
        for mention in mentions {
            named.formUnion(NamedAsset.lookupNames(mention))
            // `"coin_"` kept in a variable and joined at run time (`prefix + String(n)`): a prefix.
            if mention.count >= 3, let last = mention.last, last == "_" || last == "-" { patterns.insert(mention.lowercased() + "*") }
        }
        for file in sources.files {
            patterns.formUnion(file.mentionPatterns.map { $0.lowercased() })
            symbols.formUnion(file.symbolMentions.map(NamedAsset.symbolKey))
            for reference in file.references {
                switch (reference.kind, reference.isPattern) {
                case (.symbol, _): symbols.insert(NamedAsset.symbolKey(reference.name))
                case (_, true): patterns.insert(reference.name.lowercased())
                case (_, false):
                    named.formUnion(NamedAsset.lookupNames(reference.name))
                    if let ext = reference.fileExtension { named.insert((reference.name + "." + ext).lowercased()) }
                }
            }
        }
        let compiled = patterns.map(NamePattern.init)
        let keep = sources.keep.map(NamePattern.init)
        let usedAtlases = names.atlases.filter { atlas in named.contains(atlas) || compiled.contains { $0.matches(atlas) } }
        isUsed = names.assets.map { asset in
            if asset.isLoadedBySystem || asset.kind == .file { return true }
            if !asset.keys.isDisjoint(with: named) { return true }
            if let atlas = asset.atlas, usedAtlases.contains(atlas) { return true }
            if !asset.symbolKeys.isDisjoint(with: symbols) { return true }
            // What is left is the few assets no name finds: each pattern is tried on their keys' bytes.
            let keys = asset.keys.map { Array($0.utf8) }
            let lowerPath = Array(asset.path.lowercased().utf8)
            if keep.contains(where: { pattern in pattern.matches(bytes: lowerPath) || keys.contains(where: pattern.matches(bytes:)) }) {
                return true
            }
            return compiled.contains { pattern in keys.contains(where: pattern.matches(bytes:)) }
        }
        var bySymbol: [String: [Int]] = [:]
        for (index, asset) in names.assets.enumerated() where asset.kind != .file {
            for key in asset.symbolKeys { bySymbol[key, default: []].append(index) }
        }
        var loads: [String: [String]] = [:]
        for file in sources.files {
            for reference in file.references where !reference.isPattern {
                let found = reference.kind == .symbol
                    ? (bySymbol[NamedAsset.symbolKey(reference.name)] ?? []).map { names.assets[$0] }
                    : names.assets(named: reference.name).filter { Self.loads(reference.kind, finds: $0.kind) }
                for asset in found { loads[asset.path, default: []].append("\(file.path):\(reference.line)") }
            }
        }
        self.names = names
        self.loads = loads
    }

    /// True when a load of `reference` kind can find an asset of `kind`: an image load finds
    /// image sets, loose images and atlas textures; a data load, data sets; a resource load, any file.
    public static func loads(_ reference: SourceReference.Kind, finds kind: NamedAsset.Kind) -> Bool {
        switch reference {
        case .image: kind == .image
        case .color: kind == .color
        case .data: kind == .data
        case .sound: kind == .sound || kind == .file
        case .font: kind == .font
        case .animation: kind == .animation || kind == .data || kind == .file
        case .atlas: kind == .atlas
        case .resource: true
        case .symbol: kind != .file
        }
    }

    /// The unused assets, by path.
    public var unused: [NamedAsset] {
        zip(names.assets, isUsed).filter { !$0.1 }.map(\.0)
    }
}
