import AssetCheckCore

extension HTMLCardRenderer {
    /// The body of a card for one file: a player for a sound, a specimen for a font, then the
    /// file's format and size and its facts as its kind words them (``KindFacts/reportLines``),
    /// each with what its check expected, as the check decided.
    func media(path: String, card: ReportCard) -> String {
        let kind = card.kind
        let record = records[path]
        var html = ""
        var facts: [(label: String, value: String, expected: String?, met: Bool?)] = []
        if let record {
            // Audio names its format in its own row; the rest say here what the bytes are.
            let format = kind == .audio && record.audio != nil ? nil : record.format.map(formatName) ?? "unreadable"
            facts.append(("File", (format.map { $0 + " · " } ?? "") + ByteWording.size(record.bytes), nil, nil))
        }
        if kind == .audio { html += player(path) }
        if kind == .font, let specimen = previews.picture(at: path) {
            html += "<div class=\"specimen\"><img alt=\"a line set in the font\" width=\"\(specimen.width)\" "
                + "height=\"\(specimen.height)\" src=\"\(HTMLText.dataURI(mimeType: "image/png", bytes: specimen.png))\"></div>\n"
        }
        for line in record?.facts.value?.reportLines ?? [] {
            // What the line's check expected of this file, and whether the file met it, as the check decided.
            let evaluation = line.check.flatMap { check in card.evaluations(of: [check], on: path).first { $0.expected != nil } }
            facts.append((line.label, line.value, evaluation?.expected,
                          line.isFlagged ? false : evaluation.map { !$0.failed }))
        }
        if kind == .strings, let table = missingKeys.first(where: { $0.developmentPath == path }) { html += missingKeysTable(table) }
        guard !facts.isEmpty else { return html }
        html += "<dl class=\"facts-list\">"
        for fact in facts {
            let expected = fact.expected.map { " <span class=\"expected\(fact.met == false ? " bad" : "")\">expected \(e($0))</span>" } ?? ""
            // The value measured is the item's own text (the style sets it in bold).
            html += "<dt>\(e(fact.label))</dt><dd\(fact.met == false ? " class=\"bad\"" : "")>\(e(fact.value))\(expected)</dd>"
        }
        return html + "</dl>\n"
    }

    /// The languages that lack keys of this development-language table, one row each.
    private func missingKeysTable(_ table: MissingKeysTable) -> String {
        var html = "<table class=\"missing-keys\"><caption>Keys missing against \(e(table.developmentLanguage))</caption>"
            + "<thead><tr><th>Language</th><th>File</th><th>Missing keys</th></tr></thead><tbody>"
        for row in table.rows {
            let keys = row.keys.prefix(50).map { "<code>\(e($0))</code>" }.joined(separator: " ")
                + (row.keys.count > 50 ? " and \(row.keys.count - 50) more" : "")
            html += "<tr><td>\(e(row.language))</td><td><code>\(e(row.path))</code></td><td>\(keys)</td></tr>"
        }
        return html + "</tbody></table>\n"
    }

    private func player(_ path: String) -> String {
        switch previews.sounds[path] {
        case let .embedded(mimeType, _)?:
            if let bytes = previews.soundBytes(at: path) {
                "<div class=\"player\"><audio controls preload=\"none\" src=\"\(HTMLText.dataURI(mimeType: mimeType, bytes: bytes))\"></audio></div>\n"
            } else {
                "<p class=\"note\">The sound could not be read back for the page. Play the file itself.</p>\n"
            }
        case let .omitted(reason)?:
            "<p class=\"note\">\(e(reason))</p>\n"
        case nil:
            ""
        }
    }
}
