import AssetCheckCore

extension HTMLCardRenderer {
    /// The body of a card for one file: a player and the measured facts for audio, frame rate,
    /// duration and size for an animation, format and size for anything else.
    func media(path: String, card: ReportCard) -> String {
        let kind = card.kind
        let record = records[path]
        /// What `check` expected of this file, and whether the file met it, as the check decided.
        func verdict(_ check: CheckID) -> (expected: String?, met: Bool?) {
            guard let evaluation = card.evaluations(of: [check], on: path).first(where: { $0.expected != nil }) else { return (nil, nil) }
            return (evaluation.expected, !evaluation.failed)
        }
        var html = ""
        var facts: [(label: String, value: String, expected: String?, met: Bool?)] = []
        if let record {
            // Audio names its format in its own row; the rest say here what the bytes are.
            let format = kind == .audio && record.audio != nil ? nil : record.format.map(formatName) ?? "unreadable"
            facts.append(("File", (format.map { $0 + " · " } ?? "") + ByteWording.size(record.bytes), nil, nil))
        }
        switch kind {
        case .audio:
            html += player(path)
            if let audio = record?.audio { facts += audioFacts(audio, verdict: verdict) }
        case .animation:
            if let animation = record?.animation { facts += animationFacts(animation, verdict: verdict) }
        case .json:
            if let json = record?.json { facts.append(("Content", "\(json.root) of \(json.count)", nil, nil)) }
        case .entity:
            if let entity = record?.entity {
                facts.append(("Entity", (entity.identifier ?? "no identifier") + " · format " + (entity.formatVersion ?? "missing"), nil, nil))
            }
        case .addon:
            if let addon = record?.addon { facts.append(("Packs", "\(addon.packs.count)", nil, nil)) }
        case .font:
            if let specimen = previews.picture(at: path) {
                html += "<div class=\"specimen\"><img alt=\"a line set in the font\" width=\"\(specimen.width)\" "
                    + "height=\"\(specimen.height)\" src=\"\(HTMLText.dataURI(mimeType: "image/png", bytes: specimen.png))\"></div>\n"
            }
            if let font = record?.font { facts += fontFacts(font) }
        case .strings:
            if let strings = record?.strings { facts += stringsFacts(strings) }
            if let table = missingKeys.first(where: { $0.developmentPath == path }) { html += missingKeysTable(table) }
        case .image, .other:
            break
        }
        guard !facts.isEmpty else { return html }
        html += "<dl class=\"facts-list\">"
        for fact in facts {
            let expected = fact.expected.map { " <span class=\"expected\(fact.met == false ? " bad" : "")\">expected \(e($0))</span>" } ?? ""
            html += "<dt>\(e(fact.label))</dt><dd><span class=\"measured\(fact.met == false ? " bad" : "")\">\(e(fact.value))</span>\(expected)</dd>"
        }
        return html + "</dl>\n"
    }

    private func fontFacts(_ font: FontFacts) -> [(label: String, value: String, expected: String?, met: Bool?)] {
        font.faces.flatMap { face -> [(String, String, String?, Bool?)] in
            [("Family", "\(face.family) · \(face.style)", nil, nil),
             ("PostScript", face.postScriptName ?? "none", nil, face.postScriptName == nil ? false : nil),
             ("Glyphs", "\(face.glyphs) for \(face.characters) characters", nil, nil)]
        }
    }

    private func stringsFacts(_ strings: StringsFacts) -> [(label: String, value: String, expected: String?, met: Bool?)] {
        var facts: [(String, String, String?, Bool?)] = [("Entries", "\(strings.entryCount) in \(strings.encoding)", nil, nil)]
        if let source = strings.sourceLanguage {
            let languages = (strings.tables ?? []).compactMap(\.language).joined(separator: ", ")
            facts.append(("Languages", "\(languages) (source \(source))", nil, nil))
        }
        return facts
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
        case let .embedded(mimeType, bytes)?:
            "<div class=\"player\"><audio controls preload=\"none\" src=\"\(HTMLText.dataURI(mimeType: mimeType, bytes: bytes))\"></audio></div>\n"
        case let .omitted(reason)?:
            "<p class=\"note\">\(e(reason))</p>\n"
        case nil:
            ""
        }
    }

    private func audioFacts(_ audio: AudioFacts, verdict: (CheckID) -> (expected: String?, met: Bool?))
        -> [(label: String, value: String, expected: String?, met: Bool?)]
    {
        let format = (audio.codec == "aac" ? "AAC" : audio.codec.uppercased()) + (audio.profile.map { " \($0)" } ?? "")
            + (audio.container == .adts ? " in ADTS (.aac)" : audio.container == .mp4 ? " in MP4 (.m4a)" : "")
        var facts: [(String, String, String?, Bool?)] = [("Format", format, nil, nil)]
        func row(_ label: String, _ value: String, _ check: CheckID) -> (String, String, String?, Bool?) {
            let (expected, met) = verdict(check)
            return (label, value, expected, met)
        }
        facts.append(row("Sample rate", AudioWording.kilohertz(audio.sampleRate), .audioSampleRate))
        facts.append(row("Bit rate", AudioWording.kbps(audio.bitRateKbps), .audioBitRate))
        facts.append(row("Channels", AudioWording.channels(audio.channels), .audioChannels))
        facts.append(row("Duration", AudioWording.seconds(audio.durationSeconds), .audioDuration))
        return facts
    }

    private func animationFacts(_ animation: AnimationFacts, verdict: (CheckID) -> (expected: String?, met: Bool?))
        -> [(label: String, value: String, expected: String?, met: Bool?)]
    {
        func row(_ label: String, _ value: String, _ check: CheckID) -> (String, String, String?, Bool?) {
            let (expected, met) = verdict(check)
            return (label, value, expected, met)
        }
        var facts: [(String, String, String?, Bool?)] = []
        facts.append(row("Frame rate", animation.frameRate.map { "\(ReportWording.number($0)) fps" } ?? "missing", .animationFrameRate))
        facts.append(row("Duration", animation.duration.map { "\(ReportWording.number($0)) s" } ?? "unknown", .animationDuration))
        if let w = animation.width, let h = animation.height {
            facts.append(("Size", "\(ReportWording.number(w))x\(ReportWording.number(h)) px", nil, nil))
        }
        let layers = animation.totalLayers == animation.topLevelLayers
            ? "\(animation.totalLayers)" : "\(animation.totalLayers) (\(animation.topLevelLayers) at the top level)"
        facts.append(row("Layers", layers, .animationLayerCount))
        let images = animation.embeddedImages + animation.externalImages.count + animation.remoteImages.count
        if images > 0 {
            facts.append(("Images", "\(animation.embeddedImages) embedded, \(animation.externalImages.count) in files, "
                + "\(animation.remoteImages.count) on the network", nil, animation.remoteImages.isEmpty ? nil : false))
        }
        return facts
    }
}
