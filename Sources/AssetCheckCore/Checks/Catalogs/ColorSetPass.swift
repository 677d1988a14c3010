/// Colour sets (`.colorset`): each colour's components are numbers Xcode can read, in range.
struct ColorSetPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.catalogColor, .error,
              summary: "Each colour of a colour set has every component its colour space needs, each a number in range.",
              explanation: "Read from the set's `Contents.json`, in every rule set. Components are written as Xcode "
                + "writes them: `0.502`, `0x80` or `128` (out of 255). RGB spaces need `red`, `green`, `blue` and "
                + "`alpha`, grey ones `white` and `alpha`; values lie in 0 to 1 except in the `extended-` spaces. "
                + "Colours that name a system colour (`reference`) have no components to check.",
              examples: CatalogCheckExamples.color),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.imageSets.filter { $0.kind == .colorSet }.flatMap { set -> [FindingDraft] in
            let path = set.path + "/Contents.json"
            let assetClass = rules.assetClass(ofSet: set.path)?.id
            let checked = set.colors.filter { !$0.isReference && !($0.colorSpace == nil && $0.components.isEmpty) }
            if !checked.isEmpty {
                log.ran(.catalogColor, on: path, assetClass: assetClass)
            }
            return checked
                .flatMap { color -> [Message] in
                    let needed = color.colorSpace?.contains("gray") == true ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
                    return needed.compactMap { name in
                        guard let text = color.components[name] else { return .missing(name, color: color) }
                        guard let value = CatalogColor.value(of: text) else { return .unreadable(name, text: text, color: color) }
                        return color.isExtended || (0...1).contains(value) ? nil : .outOfRange(name, text: text, color: color)
                    }
                }
                .map { FindingDraft(path: path, assetClass: assetClass, $0) }
        }
    }
}

extension CheckID {
    public static let catalogColor = CheckID("catalog.color")
}

extension ColorSetPass {
    /// What `catalog.color` says.
    enum Message: FindingMessage {
        case missing(String, color: CatalogColor)
        case unreadable(String, text: String, color: CatalogColor)
        case outOfRange(String, text: String, color: CatalogColor)

        var check: CheckID { .catalogColor }

        var text: String {
            switch self {
            case let .missing(name, color): "the \(color.slotName) colour has no \(name) component, so Xcode cannot make the colour"
            case let .unreadable(name, text, color): "the \(color.slotName) colour's \(name) component '\(text)' is not a number"
            case let .outOfRange(name, text, color):
                "the \(color.slotName) colour's \(name) component '\(text)' is outside 0 to 1 in \(color.colorSpace ?? "its colour space")"
            }
        }

        var fix: String? {
            switch self {
            case let .missing(name, color): "set \(name) for the \(color.slotName) colour in Xcode's Attributes inspector"
            case let .unreadable(name, _, color), let .outOfRange(name, _, color):
                "write \(name) of the \(color.slotName) colour as 0 to 1 (e.g. 0.502), 0 to 255 or 0x00 to 0xFF"
                    + (color.isExtended ? "" : ", or choose an extended colour space")
            }
        }

        var identity: [String] {
            switch self {
            case let .missing(name, color): ["missing", name, color.slotName]
            case let .unreadable(name, _, color): ["unreadable", name, color.slotName]
            case let .outOfRange(name, _, color): ["range", name, color.slotName]
            }
        }
    }
}
