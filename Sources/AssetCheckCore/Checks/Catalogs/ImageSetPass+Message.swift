extension ImageSetPass {
    /// What the asset catalog set checks say.
    enum Message: FindingMessage {
        case contents(CatalogProblem.Failure, set: String)
        case missingFile(String, set: String)
        case pathListed(String, set: String)
        case unlistedFile(String, set: String)
        /// `named`: the scale the file's `@Nx` name says, if any.
        case sharedSlot(String, with: String, slot: String, named: Int?)
        case twoScales(String, family: ImageFamily, scales: [Int], named: Int?)
        case smallerAtHigherScale(String, slot: String, size: (Int, Int), lower: String, lowerSlot: String,
                                  lowerSize: (Int, Int), swapByName: Bool)

        var check: CheckID {
            switch self {
            case .contents: .catalogContents
            case .missingFile, .pathListed: .catalogMissingFile
            case .unlistedFile: .catalogUnlistedFile
            case .sharedSlot, .twoScales, .smallerAtHigherScale: .catalogScaleMismatch
            }
        }

        var text: String {
            switch self {
            case let .contents(.missing, set):
                "\(Self.kind(set)) has no Contents.json, so Xcode ignores its files"
            case let .contents(.unreadable(reason), _): "\(reason), so the set cannot be checked"
            case let .missingFile(name, set): "lists '\(name)', which is not in the \(Self.kind(set))"
            case let .pathListed(path, set):
                "lists '\(path)', a path rather than the name of a file in the \(Self.kind(set)), so Xcode finds no file"
            case let .unlistedFile(_, set): "is in the \(Self.kind(set)) but not listed in its Contents.json, so Xcode ignores it"
            case let .sharedSlot(name, other, slot, _):
                "Contents.json lists \(name) and \(other) both in the \(slot) slot, so Xcode cannot tell which to use"
            case let .twoScales(name, family, scales, _):
                "Contents.json lists \(name) in the \(Self.slots(family, scales)) slots: the same pixels at "
                    + "\(scales.count) point sizes on one kind of device"
            case let .smallerAtHigherScale(name, slot, size, lower, lowerSlot, lowerSize, _):
                "\(name) fills the \(slot) slot with \(size.0)x\(size.1) px, less than the \(lowerSize.0)x\(lowerSize.1) px "
                    + "of \(lower) in the \(lowerSlot) slot, so higher-resolution screens show a smaller image"
            }
        }

        var fix: String? {
            switch self {
            case .contents(.missing, _): "add a Contents.json listing each file (Xcode writes one when you add them)"
            case .contents(.unreadable, _): "fix the JSON, or let Xcode rewrite it by re-adding the images"
            case let .missingFile(name, set): "add \(name) to \(set) or remove its entry from Contents.json"
            case let .pathListed(path, set):
                "copy the file into \(set) and list it as \"\(path.lastPathName)\""
            case let .unlistedFile(name, _):
                "add an entry with \"filename\" : \"\(name)\" to Contents.json (Xcode does when you add the file), or delete the file"
            case let .sharedSlot(name, other, slot, named):
                named.map { "list \(name) as \"scale\" : \"\($0)x\" (its name says @\($0)x), keeping \(other) as \(slot)" }
                    ?? "keep one of \(name) and \(other) in the \(slot) slot and move or remove the other"
            case let .twoScales(name, family, scales, named):
                named.map { "keep \(name) only in the \(Self.slots(family, [$0])) slot (its name says @\($0)x) and give the "
                    + "other slots their own exports" }
                    ?? "keep \(name) in one of the \(Self.slots(family, scales)) slots and give the others their own exports"
            case let .smallerAtHigherScale(name, slot, _, lower, lowerSlot, _, swapByName):
                swapByName ? "swap them in Contents.json: \(name) belongs in the \(lowerSlot) slot and \(lower) in the \(slot) slot, as their names say"
                    : "check which file belongs in the \(slot) slot; re-export \(name) larger than \(lower)"
            }
        }

        var identity: [String] {
            switch self {
            case .contents(.missing, _): ["missing"]
            case .contents(.unreadable, _): ["unreadable"]
            case let .missingFile(name, _), let .pathListed(name, _): [name]
            case .unlistedFile: []
            case let .sharedSlot(_, other, slot, _): ["shared", slot, other]
            case let .twoScales(_, family, scales, _): ["two-scales", Self.slots(family, scales)]
            case let .smallerAtHigherScale(_, slot, _, _, lowerSlot, _, _): ["smaller", slot, lowerSlot]
            }
        }

        /// `universal 1x and universal 2x`, `mac 1x (dark)`.
        private static func slots(_ family: ImageFamily, _ scales: [Int]) -> String {
            scales.map { "\(family.name) \($0)x\(family.traitNote)" }.joined(separator: " and ")
        }

        /// `image set`, `app icon set`, `data set` ... from the set folder (or its `Contents.json`).
        private static func kind(_ set: String) -> String {
            let folder = set.hasSuffix("/Contents.json") ? String(set.dropLast("/Contents.json".count)) : set
            return (CatalogSetKind(folderName: folder.lastPathName) ?? .imageSet).noun
        }
    }
}
