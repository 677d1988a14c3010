import AssetCheckCore

/// Writes one card as HTML: a header, what the file looks like or measures, a badge per check,
/// then each problem with how to fix it. Every text from the bundle goes through ``HTMLText``.
struct HTMLCardRenderer: Sendable {
    let rules: RuleSet?
    let records: [String: AssetRecord]
    let previews: AssetPreviews
    /// Languages lacking keys, by the development language's table (see ``MissingKeysTable``).
    var missingKeys: [MissingKeysTable] = []

    func render(_ card: ReportCard) -> String {
        let card = card.readingEvaluations()
        let rule = rules?.assetClass(named: card.assetClass)
        var html = "<article class=\"card status-\(card.status.rawValue)\" data-asset=\"\(e(card.name))\" "
            + "data-class=\"\(e(card.assetClass ?? ""))\" data-status=\"\(card.status.rawValue)\" data-kind=\"\(card.kind.rawValue)\">\n"
        html += "<header class=\"card-head\"><h3>\(e(card.name))</h3>\(statusPill(card))</header>\n"
        if !card.sprites.isEmpty {
            html += atlas(card)
        } else {
            html += body(card, rule: rule)
        }
        if !card.attached.isEmpty {
            html += "<p class=\"attached\">Also on this card: "
                + card.attached.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        return html + "</article>\n"
    }

    /// What a card shows of its file or image group, its badges and its problems.
    private func body(_ card: ReportCard, rule: AssetClassRule?) -> String {
        var html = ""
        if card.showsImages {
            html += variants(card, rule: rule)
        } else if let path = card.path {
            html += media(path: path, card: card)
            if card.kind == .addon, let addon = records[path]?.addon { html += packs(addon, findings: card.findings) }
        }
        return html + badges(card) + problems(card)
    }

    /// A texture atlas: each sprite (and any stray file) in its own block, named inside the atlas.
    private func atlas(_ card: ReportCard) -> String {
        var html = "<p class=\"atlas-note\">Texture atlas: \(card.sprites.count) "
            + (card.sprites.count == 1 ? "entry" : "entries") + ", each checked like a loose sprite.</p>\n"
        for sprite in card.sprites {
            let name = sprite.name.hasPrefix(card.name + "/") ? String(sprite.name.dropFirst(card.name.count + 1)) : sprite.name
            html += "<section class=\"sprite status-\(sprite.status.rawValue)\" data-sprite=\"\(e(sprite.name))\">"
                + "<h4>\(e(name))</h4>\n" + body(sprite, rule: rules?.assetClass(named: sprite.assetClass)) + "</section>\n"
        }
        // Findings on the atlas folder itself (its files that no class claims), below its sprites.
        var folder = card
        folder.findings = card.findings.filter { $0.path == card.name }
        return html + problems(folder)
    }

    private func statusPill(_ card: ReportCard) -> String {
        let errors = card.findings.count { $0.severity == .error }
        let warnings = card.findings.count { $0.severity == .warning }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let text = switch card.status {
        case .error: count(errors, "error") + (warnings > 0 ? ", " + count(warnings, "warning") : "")
        case .warning: count(warnings, "warning")
        case .pass: "OK"
        }
        return "<span class=\"pill pill-\(card.status.rawValue)\">\(text)</span>"
    }

    /// The scale variants side by side, each on a checkerboard with its measured size and what the
    /// size checks expected of it.
    private func variants(_ card: ReportCard, rule: AssetClassRule?) -> String {
        // A group shows the scales its class requires, present or not; a lone image only itself.
        let scales = Set(card.variants.keys).union(card.path == nil ? rule?.image?.scales ?? [] : []).sorted()
        var html = "<div class=\"variants\">\n"
        for scale in scales {
            guard let path = card.variants[scale] else {
                html += "<figure class=\"variant missing\" data-scale=\"\(scale)\"><div class=\"preview\">missing</div>"
                    + "<figcaption><div class=\"scale\">@\(scale)x</div><div class=\"measured bad\">not in the bundle</div>"
                    + "</figcaption></figure>\n"
                continue
            }
            let record = records[path]
            let sizes = card.evaluations(of: Self.sizeChecks, on: path).filter { $0.expected != nil }
            let wrong = sizes.contains(where: \.failed)
            html += "<figure class=\"variant\" data-path=\"\(e(path))\" data-scale=\"\(scale)\">"
            if let thumbnail = previews.picture(at: path) {
                html += "<div class=\"preview checker\"><img src=\"\(HTMLText.dataURI(mimeType: "image/png", bytes: thumbnail.png))\" "
                    + "width=\"\(thumbnail.width)\" height=\"\(thumbnail.height)\" alt=\"\(e(ReportWording.fileName(path)))\"></div>"
            } else if previews.withheld.contains(path), let limit = previews.pictureLimit {
                html += "<div class=\"preview\">not shown: the page holds \(ByteWording.size(limit)) of pictures, "
                    + "for the cards above</div>"
            } else {
                html += "<div class=\"preview\">no preview</div>"
            }
            html += "<figcaption><div class=\"scale\">@\(scale)x <code>\(e(ReportWording.fileName(path)))</code></div>"
            if let image = record?.image {
                html += "<div class=\"measured\(wrong ? " bad" : "")\">\(ImageWording.pixels(image.width, image.height))</div>"
            } else {
                html += "<div class=\"measured bad\">size unknown</div>"
            }
            html += sizes.map { evaluation in
                "<div class=\"expected\(evaluation.failed ? " bad" : "")\">expected \(e(evaluation.expected ?? ""))</div>"
            }.joined()
            html += record.map { "<div class=\"facts\">\(e(imageFacts($0)))</div>" } ?? ""
            html += "</figcaption></figure>\n"
        }
        return html + "</div>\n"
    }

    /// The checks whose expected sizes a variant shows under its measured one.
    static let sizeChecks: [CheckID] = [.imageSize, .imageMinSize, .imageScaleRatio]

    /// `PNG · 48.2 KB · alpha channel · corners transparent`.
    private func imageFacts(_ record: AssetRecord) -> String {
        var parts = [record.format.map(formatName) ?? "unreadable", ByteWording.size(record.bytes)]
        if let image = record.image {
            parts.append(image.hasAlphaChannel ? "alpha channel" : "no alpha channel")
            if let pixels = image.pixels {
                if pixels.minAlpha == 255 {
                    parts.append("fully opaque")
                } else if pixels.cornerAlpha.allSatisfy({ $0 == 0 }) {
                    parts.append("corners transparent")
                } else {
                    parts.append("corner alpha " + pixels.cornerAlpha.map(String.init).joined(separator: ", "))
                }
            }
        }
        return parts.joined(separator: " · ")
    }

    /// A badge per check evaluated on the card (see ``CheckBadges``); empty when none was.
    func badges(_ card: ReportCard) -> String {
        let badges = CheckBadges.badges(for: card)
        guard !badges.isEmpty else { return "" }
        // The mark (✓ ! ✗ –) is the style's, and a check's summary is said once, in the page's list of
        // the checks (``HTMLPage``), whose script gives it to a badge as its title: a large bundle
        // has a hundred thousand badges. Only a check that could not run says why here. A passing
        // badge, the most common by far, is a bare item: the style colours it as passed.
        let items = badges.map { badge in
            let title = badge.reason.map { " title=\"\(e("not checked: " + $0))\"" } ?? ""
            let status = badge.status == .pass ? "" : " class=\"\(badge.status.rawValue)\""
            return "<li\(status)\(title)>\(e(badge.check.rawValue))</li>"
        }
        return "<ul class=\"badges\">" + items.joined() + "</ul>\n"
    }

    private func problems(_ card: ReportCard) -> String {
        guard !card.findings.isEmpty else { return "" }
        let single = card.paths.count == 1
        let items = card.findings.map { finding in
            let file = single ? "" : " <code>\(e(ReportWording.fileName(finding.path ?? "")))</code>"
            let fix = finding.fix.map { "<div class=\"fix\"><strong>How to fix:</strong> \(e($0))</div>" } ?? ""
            return "<li class=\"problem problem-\(finding.severity.rawValue)\" data-path=\"\(e(finding.path ?? ""))\" "
                + "data-check=\"\(e(finding.check.rawValue))\"><div class=\"what\"><span class=\"severity\">"
                + "\(finding.severity.rawValue)</span>\(file) <span class=\"check\">[\(e(finding.check.rawValue))]</span> "
                + "\(e(finding.message))</div>\(fix)</li>"
        }
        return "<ol class=\"problems\">" + items.joined(separator: "\n") + "</ol>\n"
    }

    func formatName(_ format: FileFormat) -> String {
        switch format {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .adts: "AAC (ADTS)"
        case .mp4: "MP4"
        case .json: "JSON"
        default: format.displayName
        }
    }

    func e(_ text: String) -> String { HTMLText.escape(text) }
}
