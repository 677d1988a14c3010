/// The fonts a class of text is `rendered-by` must have a glyph for every character of it.
struct GlyphCoveragePass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.fontGlyphCoverage, .error,
              summary: "Every character of a text class's values has a glyph in each font of the classes it is `rendered-by`.",
              explanation: "For strings classes every value in every language, for JSON document classes every string value "
                + "(not keys), is checked against each face's Unicode character map. Controls, format characters (joiners, "
                + "direction marks), variation selectors and emoji are exempt: iOS draws emoji from Apple Color Emoji "
                + "whatever the font. Reported on the text file, naming each missing character and where it first occurs; "
                + "a missing glyph falls back to a system font, in another style.",
              examples: FontCheckExamples.glyphCoverage),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let fontsByClass = Dictionary(grouping: snapshot.records.filter { $0.font != nil && $0.failure == nil }) { $0.assetClass ?? "" }
        return snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard let rule = rules.assetClass(named: record.assetClass), !rule.renderedBy.isEmpty else { return [] }
            guard record.failure == nil else {
                log.notApplicable(.fontGlyphCoverage, on: record.path, assetClass: record.assetClass, because: "its text could not be read")
                return []
            }
            let fonts = rule.renderedBy.flatMap { fontsByClass[$0] ?? [] }
            if fonts.contains(where: { $0.font?.faces.contains { $0.coverage != nil } == true }) {
                log.ran(.fontGlyphCoverage, on: record.path, assetClass: record.assetClass)
            } else {
                log.notApplicable(.fontGlyphCoverage, on: record.path, assetClass: record.assetClass,
                                  because: "no font of the classes it is rendered by has a character map to check")
            }
            let uses = Self.characterUses(record)
            guard !uses.isEmpty else { return [] }
            return fonts.flatMap { font -> [FindingDraft] in
                (font.font?.faces ?? []).compactMap { face -> FindingDraft? in
                    guard let coverage = face.coverage else { return nil }
                    let missing = uses.filter { use in
                        use.character.unicodeScalars.first.map { CharacterUse.needsGlyph($0) && !coverage.contains($0) } ?? false
                    }
                    guard !missing.isEmpty else { return nil }
                    return FindingDraft(path: record.path, assetClass: record.assetClass,
                                        Message(fontPath: font.path, face: face.displayName, missing: missing))
                }
            }
        }
    }

    /// Each character a text file uses, with its first place, in file order.
    static func characterUses(_ record: AssetRecord) -> [CharacterUse] {
        if let characters = record.json?.characters { return characters }
        guard let strings = record.strings, let tables = strings.tables else { return [] }
        var seen = Set<UInt32>()
        var uses: [CharacterUse] = []
        for table in tables {
            for entry in table.entries {
                for scalar in entry.texts.joined().unicodeScalars where seen.insert(scalar.value).inserted {
                    uses.append(CharacterUse(character: String(scalar),
                                             place: "key '\(entry.key)'" + StringsWording.inLanguage(table.language), line: entry.line))
                }
            }
        }
        return uses
    }

    /// What `font.glyph-coverage` says.
    struct Message: FindingMessage {
        let fontPath: String
        let face: String
        let missing: [CharacterUse]

        var check: CheckID { .fontGlyphCoverage }

        var text: String {
            let shown = missing.prefix(8).map { use in
                let scalar = use.character.unicodeScalars.first!
                return "\(use.character) (\(CharacterUse.codePoint(scalar)), \(use.place), line \(use.line))"
            }.joined(separator: ", ")
            let more = missing.count > 8 ? " and \(missing.count - 8) more" : ""
            return "\(face) (\(fontPath)) has no glyph for \(missing.count == 1 ? "" : "\(missing.count) characters: ")\(shown)\(more)"
        }

        var fix: String? { "use a font that covers these characters, or add the glyphs to \(fontPath)" }

        var identity: [String] {
            [fontPath, face] + missing.compactMap { $0.character.unicodeScalars.first.map(CharacterUse.codePoint) }.sorted()
        }
    }
}

extension CheckID {
    public static let fontGlyphCoverage = CheckID("font.glyph-coverage")
}
