/// Per-file image checks: format by content, alpha channel, transparent corners, opacity.
struct ImageVariantPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let rule = rules.assetClass(named: record.assetClass),
                  let expected = rule.image else { return [] }
            return check(record, rule: rule, expected: expected)
        }
    }

    private func check(_ record: AssetRecord, rule: AssetClassRule, expected: ImageExpectations) -> [FindingDraft] {
        func draft(_ check: CheckID, _ message: String, fix: String?) -> FindingDraft {
            FindingDraft(path: record.path, check: check, assetClass: rule.id, message: message, fix: fix)
        }
        guard let format = record.format, expected.formats.contains(format) else {
            let allowed = expected.formats.map { $0.rawValue.uppercased() }.joined(separator: " or ")
            let found = record.format?.displayName ?? "not an image"
            return [draft(.imageFormat, "content is \(found), but \(rule.description) must be \(allowed)",
                          fix: "export as \(allowed) and name the file to match")]
        }
        guard let image = record.image else { return [] }
        switch expected.background {
        case .any:
            return []
        case .transparent:
            guard image.hasAlphaChannel else {
                let what = format == .jpeg ? "JPEG has no alpha channel" : "PNG has no alpha channel (no alpha colour type, no tRNS)"
                return [draft(.imageAlphaChannel, "\(what), but \(rule.description) need a transparent background",
                              fix: "export as PNG with transparency (RGBA)")]
            }
            guard let pixels = image.pixels else { return [] }
            let names = ["top-left", "top-right", "bottom-left", "bottom-right"]
            let visible = zip(names, pixels.cornerAlpha).filter { $0.1 > 0 }
            guard visible.isEmpty else {
                let list = visible.map { "\($0.0) alpha \($0.1)" }.joined(separator: ", ")
                return [draft(.imageTransparentBackground,
                              "background is not transparent: corner pixels are visible (\(list) of 255)",
                              fix: "remove the background layer and export with transparency")]
            }
            return []
        case .opaque:
            guard let pixels = image.pixels, pixels.minAlpha < 255 else { return [] }
            return [draft(.imageOpaque,
                          "has see-through pixels (lowest alpha \(pixels.minAlpha) of 255), but \(rule.description) must be opaque",
                          fix: "flatten the image onto its background before export")]
        }
    }
}
