/// The scale variants of one image for one family of devices: `wave@2x.png` and `wave@3x.png`,
/// `wave@2x~ipad.png` alone, or the `universal` (or `ipad`, `mac` ...) slots of one `.imageset`.
public struct ImageGroup: Sendable, Hashable {
    /// The image's name without scale or extension, e.g. `Characters/Bennie/wave`, or its
    /// `.imageset` folder. A loose file's device modifier is in ``family``, not here.
    public var name: String
    /// The devices these variants are for; ``ImageFamily/universal`` for most.
    public var family: ImageFamily
    public var assetClass: String?
    /// Paths of the variants' records, keyed by scale.
    public var variants: [Int: String]

    /// The image-set folder, or the folder and name a loose file's group has without scale,
    /// extension and device modifier (`Characters/Bennie/wave@2x~ipad.png` is `Characters/Bennie/wave`,
    /// in the `ipad` family).
    public static func name(forImageAt path: String) -> String {
        if let set = CatalogPath.imageSet(containing: path) { return set }
        return name(forLooseImageAt: path, parsed: ScaleSuffix(fileName: String(path.lastPathName)))
    }

    /// ``name(forImageAt:)`` of a file in no image set, whose name `parsed` is.
    private static func name(forLooseImageAt path: String, parsed: ScaleSuffix) -> String {
        let folder = path.parentFolder ?? ""
        // Only `~ipad` and `~iphone` are device modifiers to iOS; any other `~` stays in the name.
        let device = ImageFamily(deviceModifier: parsed.device).isUniversal ? parsed.device : ""
        return (folder.isEmpty ? "" : folder + "/") + parsed.base + device
    }

    public init(name: String, family: ImageFamily = .universal, assetClass: String?, variants: [Int: String]) {
        self.name = name
        self.family = family
        self.assetClass = assetClass
        self.variants = variants
    }

    /// True for the slots of an `.imageset`, false for loose files.
    public var isImageSet: Bool { name.hasSuffix(".imageset") }

    /// The image these variants show, whatever the device: the `.imageset` folder for every
    /// family of its slots, and for loose files the name with its device modifier (`wave~ipad`),
    /// since iOS loads `wave~ipad` and `wave` as two files.
    public var image: String {
        isImageSet || family.isUniversal ? name : name + "~" + family.idiom
    }

    /// How reports name the group: ``image``, and for an image set's other families the family
    /// too (`play.imageset (mac)`).
    public var label: String {
        isImageSet && !family.isUniversal ? "\(name) (\(family.summary))" : image
    }

    /// Where a missing scale goes, for a fix to name: the file for a loose image (`wave@3x.png`,
    /// `Default@2x~ipad.png`, with `anchor`'s extension), the slot in a set
    /// (`coin.imageset's universal 3x slot`).
    public func missingTarget(scale: Int, anchor: String) -> String {
        let last = String(name.lastPathName)
        if isImageSet { return "\(last)'s \(family.name) \(scale)x\(family.traitNote) slot" }
        let device = family.isUniversal ? "" : "~" + family.idiom
        let ext = FileFormat.extensionOf(anchor)
        return "\(last)@\(scale)x\(device)" + (ext.isEmpty ? "" : "." + ext)
    }

    /// The file a missing scale would be, as reports name it: `wave@3x` or `wave@2x~ipad` for
    /// loose files (the names iOS looks up), `play.imageset has no universal 3x image` in a set.
    public func missingName(scale: Int) -> String {
        if isImageSet {
            let slot = (family.isUniversal ? "" : family.name + " ") + "\(scale)x" + family.traitNote
            return "\(name) has no \(family.isUniversal ? "@\(scale)x" : slot) image"
        }
        let device = family.isUniversal ? "" : "~" + family.idiom
        return "\(name)@\(scale)x\(device)"
    }
}

extension ImageGroup {
    /// The groups of `records`' images: loose files by folder, base name and device modifier, and
    /// image-set members by their set and each family of slots that lists them, with the scale
    /// `Contents.json` gives them. Other images of a catalog (app icons, launch images, texture
    /// levels, stickers) and of loose sets are not scale variants of anything and are in no group.
    static func groups(of records: [AssetRecord], imageSets: [ImageSetListing]) -> [ImageGroup] {
        grouping(records, imageSets: imageSets).groups
    }

    /// ``groups(of:imageSets:)``, with each record's scale as the groups give it (by index in
    /// `records`): the scale of the slot that holds its path, or, for a path held in several slots,
    /// the smallest of the first group (in the groups' order) that holds it; `nil` for a path held in none.
    static func grouping(_ records: [AssetRecord], imageSets: [ImageSetListing]) -> (groups: [ImageGroup], scales: [Int?]) {
        var slots: [String: [(family: ImageFamily, scale: Int)]] = [:]
        for set in imageSets where set.kind == .imageSet {
            for entry in set.listed {
                guard let scale = entry.scale else { continue }
                slots[set.path + "/" + entry.filename, default: []].append((entry.family, scale))
            }
        }
        // Each image's group and slots are worked out on every core (string work, a hook's
        // milliseconds at 10,000 files), then the groups are made from them in the records' (path)
        // order, which is nearly the groups' own: the sort at the end then finds long runs in
        // order, where a dictionary's values came in no order at all.
        let extensions = AssetKind.image.declaration.extensions
        let placed = ChunkedWork.map(count: records.count, minimum: 1024) { [slots] range in
            var part: [Placement] = []
            // By index, each record read in place: a large bundle's thousands of images are not copied one by one.
            for index in range where records[index].kind == .image {
                let path = records[index].path
                guard extensions.contains(FileFormat.extensionOf(path)) else { continue }
                // Only image sets hold scale variants: an app icon, a launch image, a texture's mipmap level
                // or a sticker is none, and a catalog reads nothing by its `@2x` name.
                let set = CatalogPath.imageSet(containing: path)
                if set == nil, CatalogPath.set(containing: path) != nil || CatalogPath.isInCatalog(path) { continue }
                let parsed = ScaleSuffix(fileName: String(path.lastPathName))
                // In an image set the scale is what Contents.json says; a loose file's is in its name.
                part.append(Placement(index: index, name: set ?? name(forLooseImageAt: path, parsed: parsed), listed: slots[path],
                                      own: (set == nil ? ImageFamily(deviceModifier: parsed.device) : .universal, parsed.scale)))
            }
            return part
        }
        var groups: [ImageGroup] = [], positions: [GroupKey: Int] = [:]
        // A group's files are mostly next to each other by path: the last group is tried first.
        var last: (key: GroupKey, position: Int)?
        // Each record's scale from the slots it holds, counted: the scale of a record holding one
        // slot (nearly all) is known without asking every group for its path.
        var scales = [Int?](repeating: nil, count: records.count), held = [Int](repeating: 0, count: records.count)
        func place(_ placement: Placement, family: ImageFamily, scale: Int) {
            let key = GroupKey(name: placement.name, family: family)
            let position: Int
            if let last, last.key == key {
                position = last.position
            } else if let known = positions[key] {
                position = known
            } else {
                groups.append(ImageGroup(name: placement.name, family: family, assetClass: records[placement.index].assetClass, variants: [:]))
                position = groups.count - 1
                positions[key] = position
            }
            last = (key, position)
            // Two files claiming one slot: keep the first by path; the second is still checked alone.
            // Changed in place, so the group's variants are not copied for each file.
            if groups[position].claim(scale, for: records[placement.index].path) {
                if held[placement.index] == 0 { scales[placement.index] = scale }
                held[placement.index] += 1
            }
        }
        for placement in placed {
            if let listed = placement.listed {
                for (family, scale) in listed { place(placement, family: family, scale: scale) }
            } else {
                place(placement, family: placement.own.family, scale: placement.own.scale)
            }
        }
        groups.sort { ($0.name, $0.family) < ($1.name, $1.family) }
        // A path in several slots (a set listing one file twice) takes the first group's scale,
        // its smallest there: the same every run (a dictionary's order differs from run to run).
        let several = records.indices.filter { held[$0] > 1 }
        if !several.isEmpty {
            let paths = Set(several.map { records[$0].path })
            var first: [String: Int] = [:]
            for group in groups {
                for (scale, path) in group.variants.sorted(by: { $0.key < $1.key }) where paths.contains(path) && first[path] == nil {
                    first[path] = scale
                }
            }
            for index in several { scales[index] = first[records[index].path] }
        }
        return (groups, scales)
    }

    /// Gives the variant of `scale` to `path`, unless another file has it already; true when the
    /// variant is `path`'s.
    private mutating func claim(_ scale: Int, for path: String) -> Bool {
        if variants[scale] == nil { variants[scale] = path }
        return variants[scale] == path
    }

    /// Where one image goes: the record's index, its group's name, and its slots (the image
    /// set's `listed` for it, else its `own` family and scale).
    private struct Placement: Sendable {
        var index: Int
        var name: String
        var listed: [(family: ImageFamily, scale: Int)]?
        var own: (family: ImageFamily, scale: Int)
    }

    private struct GroupKey: Hashable {
        var name: String
        var family: ImageFamily
    }
}
