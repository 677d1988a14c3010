/// Checks across the scale variants of one image: presence, ratio, divisibility and sizes.
struct ImageGroupPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.imageGroups.flatMap { group -> [FindingDraft] in
            guard let rule = rules.assetClass(named: group.assetClass), let expected = rule.image else { return [] }
            return check(group, in: snapshot, rule: rule, expected: expected)
        }
    }

    private typealias Variant = (scale: Int, path: String, image: ImageFacts)

    private func check(_ group: ImageGroup, in snapshot: BundleSnapshot, rule: AssetClassRule,
                       expected: ImageExpectations) -> [FindingDraft] {
        var drafts: [FindingDraft] = []
        func draft(_ path: String, _ check: CheckID, _ message: String, fix: String?) {
            drafts.append(FindingDraft(path: path, check: check, assetClass: rule.id, message: message, fix: fix))
        }
        let variants: [Variant] = group.variants.sorted { $0.key < $1.key }.compactMap { scale, path in
            guard let record = snapshot.record(at: path), record.isReadable, let image = record.image else { return nil }
            return (scale, path, image)
        }
        // Missing scales are reported on the first existing variant, naming the file to add.
        if let anchor = group.variants.sorted(by: { $0.key < $1.key }).first {
            for scale in expected.scales where group.variants[scale] == nil {
                let size = expectedPixels(scale: scale, expected: expected, variants: variants)
                draft(anchor.value, .imageScalePair, "the @\(scale)x variant is missing (\(missingName(group, scale)))",
                      fix: "export @\(scale)x" + (size.map { " at \($0.width)x\($0.height) px" } ?? ""))
            }
        }
        for variant in variants {
            let (w, h, s) = (variant.image.width, variant.image.height, variant.scale)
            if w % s != 0 || h % s != 0 {
                draft(variant.path, .imageScaleDivisible, "\(w)x\(h) px does not divide by @\(s)x into whole points",
                      fix: "export at a size whose width and height are multiples of \(s)")
            }
            if let size = expected.size, w != size.width * s || h != size.height * s {
                draft(variant.path, .imageSize, "\(w)x\(h) px, but \(rule.description) are \(size) = "
                      + "\(size.width * s)x\(size.height * s) px at @\(s)x",
                      fix: "export at \(size.width * s)x\(size.height * s)")
            }
            if let min = expected.minSize, w < min.width * s || h < min.height * s {
                draft(variant.path, .imageMinSize, "\(w)x\(h) px is \(w / s)x\(h / s) pt at @\(s)x, below the "
                      + "\(min) minimum for \(rule.description)",
                      fix: "export at least \(min.width * s)x\(min.height * s) px for @\(s)x")
            }
            if expected.square, w != h {
                draft(variant.path, .imageSquare, "\(w)x\(h) px is not square, but \(rule.description) must be",
                      fix: "export with equal width and height")
            }
        }
        // With an exact point size, image.size already names the wrong variant and implies the
        // ratio; a ratio finding there would blame the right variant for the wrong one.
        if expected.size == nil,
           let two = variants.first(where: { $0.scale == 2 }), let three = variants.first(where: { $0.scale == 3 }),
           two.image.width * 3 != three.image.width * 2 || two.image.height * 3 != three.image.height * 2 {
            let (ew, eh) = (Double(two.image.width) * 1.5, Double(two.image.height) * 1.5)
            draft(three.path, .imageScaleRatio, "@3x is \(three.image.width)x\(three.image.height) px, but 1.5 x the "
                  + "@2x size (\(two.image.width)x\(two.image.height) px) is \(format(ew))x\(format(eh)) px",
                  fix: ew == ew.rounded() && eh == eh.rounded()
                    ? "export @3x at \(format(ew))x\(format(eh))" : "make @2x a size divisible by 2, then @3x 1.5 times it")
        }
        return drafts
    }

    private func expectedPixels(scale: Int, expected: ImageExpectations, variants: [Variant]) -> (width: Int, height: Int)? {
        if let size = expected.size { return (size.width * scale, size.height * scale) }
        guard let known = variants.first, known.image.width % known.scale == 0, known.image.height % known.scale == 0 else {
            return nil
        }
        return (known.image.width / known.scale * scale, known.image.height / known.scale * scale)
    }

    private func missingName(_ group: ImageGroup, _ scale: Int) -> String {
        group.name.hasSuffix(".imageset") ? "\(group.name) has no @\(scale)x image" : "\(group.name)@\(scale)x"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
