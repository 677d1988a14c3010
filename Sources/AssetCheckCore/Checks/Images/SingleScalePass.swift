/// Images at one raster scale only, in classes that require none (`scales: any`, as the `ios`
/// set's are): iOS then scales the picture for the other screens, up (blurry) or down (memory
/// for pixels nobody sees). A class that names its `scales` gets `image.scale-pair` instead.
struct SingleScalePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageSingleScale, .warning,
              summary: "An image of a class that requires no scale (`scales: any`) is there at two scales or more.",
              explanation: "One raster scale means iOS resizes the picture for every other screen: an @1x or @2x "
                + "image is scaled up on @3x iPhones, an @3x one is decoded whole and scaled down on @2x devices. "
                + "Not reported: image sets that also hold a PDF or SVG (vector sets), app icons and the other "
                + "icon and launch sets Xcode sizes itself, and iPad-only images (`~ipad`) at @2x, the only "
                + "scale iPads have.",
              appliesTo: .imageGroup(when: { $0.scales.isEmpty }), examples: ImageCheckExamples.singleScale),
    ]

    /// Folders whose images Xcode sizes or composes itself: no @2x/@3x family is expected there.
    static let exemptFolders = [".appiconset", ".icon", ".brandassets", ".imagestack", ".imagestacklayer", ".launchimage"]

    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        let vectorSets = Set(snapshot.imageSets.filter { set in
            set.present.contains { ["pdf", "svg"].contains(FileFormat.extensionOf($0)) }
        }.map(\.path))
        return snapshot.imageGroups.compactMap { group -> FindingDraft? in
            guard group.variants.count == 1, let (scale, path) = group.variants.first,
                  let rule = rules.assetClass(named: group.assetClass), let expected = rule.image, expected.scales.isEmpty,
                  !vectorSets.contains(group.name), !Self.isExempt(group.name),
                  !(group.name.hasSuffix("~ipad") && scale == 2),
                  let image = snapshot.record(at: path)?.image
            else { return nil }
            return FindingDraft(path: path, assetClass: rule.id,
                                Message(scale: scale, width: image.width, height: image.height, inSet: group.name.hasSuffix(".imageset")))
        }
    }

    private static func isExempt(_ name: String) -> Bool {
        name.split(separator: "/").dropLast().contains { folder in exemptFolders.contains { folder.hasSuffix($0) } }
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
            case 3: "devices at @2x (every iPad, most iPhones) decode it whole and scale it down"
            case 2: "@3x iPhones scale it up, so it looks soft there"
            default: "every current iPhone and iPad scales it up 2 or 3 times, so it looks blurry"
            }
            return "the only scale of this image is @\(scale)x (\(width)x\(height) px): \(effect)"
        }

        var fix: String? {
            let missing = [2, 3].filter { $0 != scale }
            let sizes = missing.compactMap { other -> String? in
                guard (width * other) % scale == 0, (height * other) % scale == 0 else { return nil }
                return "@\(other)x at \(width * other / scale)x\(height * other / scale) px"
            }
            let add = sizes.isEmpty ? "the other scales" : sizes.joined(separator: " and ")
            return "export \(add)" + (inSet ? " into the image set, or use a PDF or SVG with Preserve Vector Data" : "")
        }

        var identity: [String] { ["@\(scale)x"] }
    }
}

extension CheckID {
    public static let imageSingleScale = CheckID("image.single-scale")
}
