/// Checks across the scale variants of one image: presence, ratio, divisibility and sizes.
struct ImageGroupPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageScalePair, .error, summary: "Every scale the class requires (`scales`, e.g. @2x and @3x) is present.",
              explanation: "Reported on the first variant present, naming the file to add and, where it is known, "
                + "its pixel size. Only the scales the image's devices have are required: an image set's `ipad` "
                + "slots and a loose `~ipad` file need no @3x (no iPad is @3x). Each idiom, appearance and gamut of "
                + "an image set is checked on its own, and a loose `wave@2x~ipad.png` apart from `wave@2x.png`; a "
                + "set's `mac`, `tv`, `watch`, `car` and `vision` slots, sized for other screens, are not checked "
                + "against the class (nor by the other image group checks).",
              examples: ImageCheckExamples.scalePair),
        .init(.imageScaleSuffix, .error, summary: "A loose image's scale suffix is written `@2x`, with a lower-case x.",
              explanation: "iOS looks files up by exact name on device, so `wave@2X.png` is never loaded as the @2x "
                + "variant of `wave`. Such a file still counts as its scale for the other checks, so the finding says "
                + "to rename it, not that the scale is missing. Files in an `.imageset` take their scale from "
                + "`Contents.json` and are not checked.",
              examples: ImageCheckExamples.scaleSuffix),
        .init(.imageScaleRatio, .error, summary: "The @3x variant is exactly 1.5 x the @2x variant in both dimensions.",
              explanation: "Wherever both are present, whatever scales the class requires (`scales: any` included); "
                + "only for classes without an exact `size`: there `image.size` names the wrong variant, and "
                + "a ratio finding would blame the right one.",
              examples: ImageCheckExamples.scaleRatio),
        .init(.imageScaleDivisible, .error, summary: "Each variant's pixel size divides by its scale into whole points.",
              examples: ImageCheckExamples.scaleDivisible),
        .init(.imageSize, .error, summary: "The pixel size is the class's point `size` times the scale.",
              explanation: "For example 300x450 pt is 600x900 px at @2x and 900x1350 px at @3x. A JPEG is measured "
                + "as iOS shows it: one whose Exif orientation turns it a quarter (5 to 8) has its sides swapped, "
                + "and the finding says it is stored rotated.",
              examples: ImageCheckExamples.size),
        .init(.imageMinSize, .error, summary: "The image is at least the class's `min-size` in points.",
              explanation: "For example a 96x96 pt touch target is at least 192x192 px at @2x.",
              examples: ImageCheckExamples.minSize),
        .init(.imageSquare, .error, summary: "The image is square where the class sets `square: true`.",
              examples: ImageCheckExamples.square),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.imageGroups.flatMap { group -> [FindingDraft] in
            // Every finding and evaluation is on one of the group's files: a group none of whose
            // files the snapshot wants findings on (a hook's other groups) has nothing to report.
            guard group.family.isIPhoneOrIPad, group.variants.values.contains(where: snapshot.wantsFindings(on:)),
                  let rule = rules.assetClass(named: group.assetClass),
                  let expected = rule.image else { return [] }
            return check(group, in: snapshot, expected: expected, rule: rule, log: log).map { path, message in
                FindingDraft(path: path, assetClass: rule.id, message)
            }
        }
    }

    typealias Variant = (scale: Int, path: String, image: ImageFacts)

    private func check(_ group: ImageGroup, in snapshot: BundleSnapshot, expected: ImageExpectations,
                       rule: AssetClassRule, log: EvaluationLog) -> [(String, Message)] {
        let what = rule.description
        var found: [(String, Message)] = []
        let variants: [Variant] = group.variants.sorted { $0.key < $1.key }.compactMap { scale, path in
            guard let record = snapshot.record(at: path), record.isReadable, let image = record.image else { return nil }
            return (scale, path, image)
        }
        for (_, path) in group.variants.sorted(by: { $0.key < $1.key }) where CatalogPath.imageSet(containing: path) == nil {
            let name = String(path.lastPathName)
            log.ran(.imageScaleSuffix, on: path, assetClass: rule.id)
            if ScaleSuffix(fileName: name).scaleCaseIsWrong {
                found.append((path, .scaleSuffixCase(name: name, corrected: ScaleSuffix.correctedName(name))))
            }
        }
        // Missing scales are reported on the first existing variant, naming the file to add.
        if let anchor = group.variants.sorted(by: { $0.key < $1.key }).first {
            let required = group.family.required(expected.scales)
            log.ran(.imageScalePair, on: anchor.value, assetClass: rule.id,
                    expected: required.map { "@\($0)x" }.joined(separator: " and "),
                    measured: group.variants.keys.sorted().map { "@\($0)x" }.joined(separator: " and "))
            for scale in group.family.required(expected.scales) where group.variants[scale] == nil {
                let size = Self.expectedPixels(scale: scale, expected: expected, variants: variants)
                found.append((anchor.value, .missingScale(scale, name: group.missingName(scale: scale), pixels: size,
                                                           target: group.missingTarget(scale: scale, anchor: anchor.value),
                                                           inSet: group.isImageSet)))
            }
        }
        let sizeChecks = [CheckID.imageScaleDivisible] + (expected.size != nil ? [.imageSize] : [])
            + (expected.minSize != nil ? [.imageMinSize] : []) + (expected.square ? [.imageSquare] : [])
        for path in group.variants.values where !variants.contains(where: { $0.path == path }) {
            for check in sizeChecks {
                log.notApplicable(check, on: path, assetClass: rule.id, because: "its pixel size could not be read")
            }
        }
        for variant in variants {
            let (w, h, s) = (variant.image.width, variant.image.height, variant.scale)
            let measured = ImageWording.pixels(w, h)
            log.ran(.imageScaleDivisible, on: variant.path, assetClass: rule.id, expected: "a multiple of \(s)", measured: measured)
            if let size = expected.size {
                log.ran(.imageSize, on: variant.path, assetClass: rule.id, expected: ImageWording.pixels(size, atScale: s),
                        measured: measured)
            }
            if let min = expected.minSize {
                log.ran(.imageMinSize, on: variant.path, assetClass: rule.id,
                        expected: "at least " + ImageWording.pixels(min, atScale: s), measured: measured)
            }
            if expected.square {
                log.ran(.imageSquare, on: variant.path, assetClass: rule.id, expected: "square", measured: measured)
            }
            if w % s != 0 || h % s != 0 { found.append((variant.path, .notDivisible(width: w, height: h, scale: s))) }
            let turned = variant.image.isStoredRotated ? variant.image.orientation : nil
            if let size = expected.size, (w, h) != size.pixels(atScale: s) {
                found.append((variant.path, .wrongSize(width: w, height: h, scale: s, expected: size, what: what,
                                                       storedRotated: turned)))
            }
            if let min = expected.minSize, w < min.pixels(atScale: s).width || h < min.pixels(atScale: s).height {
                found.append((variant.path, .belowMinimum(width: w, height: h, scale: s, minimum: min, what: what,
                                                          storedRotated: turned)))
            }
            if expected.square, w != h { found.append((variant.path, .notSquare(width: w, height: h, what: what))) }
        }
        // With an exact point size, image.size already names the wrong variant and implies the
        // ratio; a ratio finding there would blame the right variant for the wrong one.
        if expected.size == nil,
           let two = variants.first(where: { $0.scale == 2 }), let three = variants.first(where: { $0.scale == 3 }) {
            log.ran(.imageScaleRatio, on: three.path, assetClass: rule.id,
                    expected: Self.threeHalves(two.image).map { ImageWording.pixels($0.width, $0.height) + " (1.5 x the @2x)" }
                        ?? "1.5 x the @2x", measured: ImageWording.pixels(three.image.width, three.image.height))
        }
        if expected.size == nil,
           let two = variants.first(where: { $0.scale == 2 }), let three = variants.first(where: { $0.scale == 3 }),
           two.image.width.multipliedClamped(by: 3) != three.image.width.multipliedClamped(by: 2)
            || two.image.height.multipliedClamped(by: 3) != three.image.height.multipliedClamped(by: 2) {
            found.append((three.path, .wrongRatio(twoX: (two.image.width, two.image.height),
                                                  threeX: (three.image.width, three.image.height))))
        }
        return found
    }

    /// 1.5 x an @2x image's size, when both sides are even.
    private static func threeHalves(_ twoX: ImageFacts) -> (width: Int, height: Int)? {
        guard twoX.width % 2 == 0, twoX.height % 2 == 0 else { return nil }
        return (twoX.width / 2 * 3, twoX.height / 2 * 3)
    }

    private static func expectedPixels(scale: Int, expected: ImageExpectations,
                                       variants: [Variant]) -> (width: Int, height: Int)? {
        if let size = expected.size { return size.pixels(atScale: scale) }
        guard let known = variants.first, known.image.width % known.scale == 0, known.image.height % known.scale == 0 else {
            return nil
        }
        return ((known.image.width / known.scale).multipliedClamped(by: scale),
                (known.image.height / known.scale).multipliedClamped(by: scale))
    }
}

extension CheckID {
    public static let imageScalePair = CheckID("image.scale-pair")
    public static let imageScaleSuffix = CheckID("image.scale-suffix")
    public static let imageScaleRatio = CheckID("image.scale-ratio")
    public static let imageScaleDivisible = CheckID("image.scale-divisible")
    public static let imageSize = CheckID("image.size")
    public static let imageMinSize = CheckID("image.min-size")
    public static let imageSquare = CheckID("image.square")
}
