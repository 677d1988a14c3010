/// Images at one raster scale only, in classes that require none (`scales: any`, as the `ios`
/// set's are): iOS then scales the picture for the other screens, up (blurry) or down (memory
/// for pixels nobody sees). A class that names its `scales` gets `image.scale-pair` instead.
struct SingleScalePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageSingleScale, .warning,
              summary: "An image of a class that requires no scale (`scales: any`) is there at two scales or more.",
              explanation: "One raster scale means iOS draws the picture from that one bitmap on every screen: an "
                + "@1x image set's picture shown at its own size is scaled up 2 or 3 times, an @3x-only one is "
                + "decoded whole on @2x devices. Image sets are checked, and loose files whose name writes a scale "
                + "(`star@2x.png` alone); a loose file without one may be anything (a screenshot, a page's picture). "
                + "Not reported: image sets that also hold a PDF or SVG (vector sets), app icons and the other icon "
                + "and launch sets Xcode sizes itself, iPad-only images (`~ipad`) at @2x, the only scale iPads have, "
                + "and legacy launch images for one screen height (`Default-568h@2x.png`).",
              examples: ImageCheckExamples.singleScale),
    ]

    /// Folders whose images Xcode sizes or composes itself: no @2x/@3x family is expected there.
    static let exemptFolders = [".appiconset", ".icon", ".brandassets", ".imagestack", ".imagestacklayer",
                                ".solidimagestack", ".solidimagestacklayer", ".launchimage"]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let vectorSets = Set(snapshot.imageSets.filter { set in
            set.present.contains { ["pdf", "svg"].contains(FileFormat.extensionOf($0)) }
        }.map(\.path))
        return snapshot.imageGroups.compactMap { group -> FindingDraft? in
            guard let rule = rules.assetClass(named: group.assetClass), let expected = rule.image, expected.scales.isEmpty,
                  let (scale, path) = group.variants.min(by: { $0.key < $1.key }),
                  group.family.isIPhoneOrIPad, !vectorSets.contains(group.name), !Self.isExempt(group.name),
                  group.isImageSet || group.variants.values.contains(where: Self.writesScale),
                  !Self.isLaunchImageForOneHeight(group.name)
            else { return nil }
            // The first variant stands for the group, as the finding on a lone variant does.
            guard group.variants.count == 1, !Self.oneScaleSuffices(group.family, scale) else {
                log.ran(.imageSingleScale, on: path, assetClass: rule.id,
                        expected: group.variants.count == 1 ? "@2x, the only scale iPads have" : "two scales or more",
                        measured: group.variants.keys.sorted().map { "@\($0)x" }.joined(separator: " and "))
                return nil
            }
            guard let image = snapshot.record(at: path)?.image else {
                log.notApplicable(.imageSingleScale, on: path, assetClass: rule.id, because: "its image facts were not read")
                return nil
            }
            log.ran(.imageSingleScale, on: path, assetClass: rule.id, expected: "two scales or more", measured: "@\(scale)x")
            return FindingDraft(path: path, assetClass: rule.id,
                                Message(scale: scale, width: image.width, height: image.height, inSet: group.isImageSet))
        }
    }

    /// True where one scale is all the family's devices use: iPad-only images (`~ipad`, an `ipad`
    /// slot) at @2x, since no iPad is @1x or @3x, and the slots of other devices (`mac`, `tv`,
    /// `watch` ...), which no iPhone or iPad shows.
    private static func oneScaleSuffices(_ family: ImageFamily, _ scale: Int) -> Bool {
        !family.isIPhoneOrIPad || (family.idiom == "ipad" && scale == 2)
    }

    private static func isExempt(_ name: String) -> Bool {
        name.split(separator: "/").dropLast().contains { folder in exemptFolders.contains { folder.hasSuffix($0) } }
    }

    /// True when the file's name writes its scale (`star@2x.png`): one of a family of scales.
    private static func writesScale(_ path: String) -> Bool {
        ScaleSuffix.scale(inFileName: String(path.lastPathName)) != nil
    }

    /// `Default-568h`: a launch image for one screen height, which only one scale of device has.
    private static func isLaunchImageForOneHeight(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-") else { return false }
        let tail = name[name.index(after: dash)...]
        return tail.count > 1 && tail.hasSuffix("h") && tail.dropLast().allSatisfy(\.isNumber)
    }

    /// What `image.single-scale` says.
    struct Message: FindingMessage {
        let scale: Int
        let width: Int
        let height: Int
        /// True for an image set, where the other scales are slots of `Contents.json`.
        let inSet: Bool

        var check: CheckID { .imageSingleScale }

        var text: String {
            let effect = switch scale {
            case 3: "@2x devices (every iPad, most iPhones) decode it whole and draw it smaller"
            case 2: "@3x iPhones draw it from 2 pixels per point, softer than their screens"
            default: "@2x and @3x screens draw it from 1 pixel per point of its size, 2 or 3 times too few"
            }
            return "the only scale of this image is @\(scale)x (\(width)x\(height) px): \(effect)"
        }

        var fix: String? {
            let missing = [2, 3].filter { $0 != scale }
            let names = missing.map { "@\($0)x" }.joined(separator: " and ")
            let density = missing.map(String.init).joined(separator: " and ")
            return "export \(names) too, at \(density) pixels per point of the size it is shown at"
                + (inSet ? ", or put a PDF or SVG with Preserve Vector Data in the set" : "")
        }

        var identity: [String] { ["@\(scale)x"] }
    }
}

extension CheckID {
    public static let imageSingleScale = CheckID("image.single-scale")
}
