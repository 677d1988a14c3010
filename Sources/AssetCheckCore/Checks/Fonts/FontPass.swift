/// Font files: FreeType loads each, every face and every glyph.
struct FontPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.fontCorrupt, .error, summary: "A font file is a TrueType or OpenType font (or collection) that FreeType loads whole.",
              explanation: "Each face is opened and each of its glyphs loaded once, unscaled: a font cut short or damaged in "
                + "its tables or glyph data is reported with FreeType's reason, as is a file that is no font at all or a "
                + "bitmap format iOS does not register. What loads gives the manifest its family, style and PostScript "
                + "names (`UIFont(name:)` takes the PostScript name).",
              guardsInput: true, examples: FontCheckExamples.corrupt),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            guard record.kind == .font else { return nil }
            guard case let .font(failure)? = record.failure else {
                // FreeType loaded every face and glyph.
                if record.isReadable, record.font != nil { log.ran(.fontCorrupt, on: record.path, assetClass: record.assetClass) }
                return nil
            }
            log.ran(.fontCorrupt, on: record.path, assetClass: record.assetClass)
            return FindingDraft(path: record.path, assetClass: record.assetClass, Message(failure: failure))
        }
    }

    /// What `font.corrupt` says.
    struct Message: FindingMessage {
        let failure: FontFailure

        var check: CheckID { .fontCorrupt }

        var text: String {
            switch failure {
            case .notFont(nil): "is not a font: the bytes hold no TrueType or OpenType data"
            case let .notFont(content?): "is not a font: the bytes are \(content.displayName)"
            case let .corrupt(reason): "the font is damaged and FreeType can't load it: \(reason)"
            }
        }

        var fix: String? {
            switch failure {
            case .notFont: "replace it with the .ttf, .otf or .ttc font file, or give it its real extension"
            case .corrupt: "export or download the font again; a file cut short in a copy is the usual cause"
            }
        }

        var identity: [String] {
            switch failure {
            case .notFont: ["not-font"]
            case .corrupt: ["corrupt"]
            }
        }
    }
}

extension CheckID {
    public static let fontCorrupt = CheckID("font.corrupt")
}
