import AssetCheckCore

/// Reads Objective-C, C and C++ by tokens, without a parser: message sends that load an asset
/// by a literal name (`[UIImage imageNamed:@"coin"]`), every other string literal as a mention,
/// and format strings as patterns.
enum ObjCReferenceReader {
    /// A class message that loads an asset: `[Receiver selector:@"name" ...]`.
    private struct Load {
        var kind: SourceReference.Kind
        /// The label of a bundle argument that must be `nil` or the main bundle.
        var bundleLabel: String?
        /// The label that must follow the name (`size` after `fontWithName:`).
        var nextLabel: String?
    }

    private static let classLoads: [String: [String: Load]] = [
        "UIImage": ["imageNamed": Load(kind: .image, bundleLabel: "inBundle")],
        "NSImage": ["imageNamed": Load(kind: .image)],
        "SKTexture": ["textureWithImageNamed": Load(kind: .image)],
        "SKSpriteNode": ["spriteNodeWithImageNamed": Load(kind: .image)],
        "UIColor": ["colorNamed": Load(kind: .color, bundleLabel: "inBundle")],
        "UIFont": ["fontWithName": Load(kind: .font, nextLabel: "size")],
        "SKAction": ["playSoundFileNamed": Load(kind: .sound)],
        "SKTextureAtlas": ["atlasNamed": Load(kind: .atlas)],
    ]

    /// `[[NSBundle mainBundle] selector:@"name" extensionLabel:...]`, by selector.
    private static let resourceLoads = ["pathForResource": "ofType", "URLForResource": "withExtension"]

    static func read(_ text: String, path: String) -> SourceFileReferences {
        let tokens = ObjCTokens(text).tokens
        var references: [SourceReference] = []
        var names: Set<Int> = []
        for index in tokens.indices where tokens[index].kind == .punctuation(UInt8(ascii: "[")) {
            guard let (kind, nameAt, fileExtension) = load(in: tokens, at: index) else { continue }
            guard case .string(let name) = tokens[nameAt].kind else { continue }
            references.append(SourceReference(kind, name, fileExtension: fileExtension, line: tokens[nameAt].line))
            names.insert(nameAt)
        }
        var mentions: [String] = []
        var patterns: [String] = []
        var registersFonts = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .string(let value) where !names.contains(index):
                mentions.append(value)
                if let pattern = BuiltName.printf(value) { patterns.append(pattern) }
            case .name(let name) where SwiftLoadCall.fontRegistrations.contains(name):
                registersFonts = true
            case .name(let name) where name.hasPrefix("ACImageName") || name.hasPrefix("ACColorName"):
                // Xcode's generated Objective-C asset symbols: `ACImageNameIcFlag` is `ic_flag`.
                references.append(SourceReference(.symbol, String(name.dropFirst("ACImageName".count)), line: token.line))
            default:
                break
            }
        }
        return SourceFileReferences(path: path, references: references, mentions: mentions, mentionPatterns: patterns,
                                    registersFontsInCode: registersFonts)
    }

    /// The kind, the index of the name's token and the extension of the load whose message
    /// send opens at `open`; `nil` when it is no load, or loads from another bundle.
    private static func load(in tokens: [ObjCTokens.Token], at open: Int) -> (SourceReference.Kind, Int, String?)? {
        func name(_ index: Int) -> String? {
            guard index < tokens.count, case .name(let name) = tokens[index].kind else { return nil }
            return name
        }
        func string(_ index: Int) -> String? {
            guard index < tokens.count, case .string(let value) = tokens[index].kind else { return nil }
            return value
        }
        func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index < tokens.count && tokens[index].kind == .punctuation(UInt8(ascii: character))
        }
        func isMainBundle(_ index: Int) -> Bool {
            name(index) == "nil" || (isPunctuation(index, "[") && name(index + 1) == "NSBundle"
                && name(index + 2) == "mainBundle" && isPunctuation(index + 3, "]"))
        }
        func isOtherBundle(label: String?, at index: Int) -> Bool {
            label != nil && name(index) == label && isPunctuation(index + 1, ":") && !isMainBundle(index + 2)
        }
        if let receiver = name(open + 1), let selector = name(open + 2), isPunctuation(open + 3, ":"), string(open + 4) != nil {
            guard let load = classLoads[receiver]?[selector], load.nextLabel.map({ name(open + 5) == $0 }) ?? true,
                  !isOtherBundle(label: load.bundleLabel, at: open + 5) else { return nil }
            return (load.kind, open + 4, nil)
        }
        guard isPunctuation(open + 1, "["), let receiver = name(open + 2), let message = name(open + 3),
              isPunctuation(open + 4, "]"), let selector = name(open + 5), isPunctuation(open + 6, ":"),
              string(open + 7) != nil else { return nil }
        if receiver == "NSDataAsset", message == "alloc", selector == "initWithName" {
            return isOtherBundle(label: "bundle", at: open + 8) ? nil : (.data, open + 7, nil)
        }
        guard receiver == "NSBundle", message == "mainBundle", let label = resourceLoads[selector],
              name(open + 8) == label, isPunctuation(open + 9, ":") else { return nil }
        if name(open + 10) == "nil" { return (.resource, open + 7, nil) }
        return string(open + 10).map { (.resource, open + 7, $0) }
    }
}
