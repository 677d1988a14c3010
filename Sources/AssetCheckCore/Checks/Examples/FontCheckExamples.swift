/// Examples of the font checks, run as tests (see ``CheckExample``).
enum FontCheckExamples {
    /// A serif body font; the strings and the prompts are set in it.
    static let rules = CheckExample.rules("""
          body-font:
            kind: font
            paths: ["Core/Design/Fonts/*"]
          localized-strings:
            kind: strings
            paths: ["Resources/**/*.strings"]
            rendered-by: body-font
          prompts:
            kind: json
            paths: ["Resources/Prompts.json"]
            rendered-by: [body-font]
        """)

    /// A font whose character map covers Basic Latin and `extra`.
    static func font(_ path: String = "Core/Design/Fonts/Serif.ttf", extra: [UInt32] = []) -> AssetRecord {
        let scalars = Array(0x20...0x7E) + extra
        let face = FontFace(family: "Example Serif", style: "Book", postScriptName: "ExampleSerif", glyphs: scalars.count + 1,
                            characters: scalars.count, coverage: CharacterCoverage(scalars: scalars))
        return .exampleFile(path, kind: .font, facts: .font(FontFacts(faces: [face])))
    }

    static let corrupt: [CheckExample] = [
        .passing("a font FreeType loads", rules: rules, [font()]),
        .triggering("a font cut short in a copy", rules: rules, [
            .exampleFailure("Core/Design/Fonts/Serif.ttf", kind: .font, .font(.corrupt(reason: "glyph 42: invalid stream read"))),
        ]),
        .triggering("a PNG named Serif.ttf", rules: rules, [
            .exampleFailure("Core/Design/Fonts/Serif.ttf", kind: .font, format: .png, .font(.notFont(content: .png))),
        ]),
    ]

    static let glyphCoverage: [CheckExample] = [
        .passing("German text in a font with ß, ä, „ and “", rules: rules, [
            font(extra: [0xDF, 0xE4, 0x201E, 0x201C]),
            .exampleStrings("Resources/de.lproj/Localizable.strings", [("quote", "„Lass es los“"), ("title", "Gedankengänge, groß")]),
        ]),
        .triggering("„ and ß in de.lproj, not in the font", rules: rules, [
            font(extra: [0xE4]),
            .exampleStrings("Resources/de.lproj/Localizable.strings", [("quote", "„Lass es los“"), ("title", "groß")]),
        ]),
        .triggering("a prompt with an em dash the font lacks", rules: rules, [
            font(),
            .exampleFile("Resources/Prompts.json", kind: .json, format: .json, facts: .json(JSONDocumentFacts(
                root: "array", count: 1, characters: [CharacterUse(character: "\u{2014}", place: "$[0].text", line: 3)]))),
        ]),
        .passing("an emoji and a zero-width joiner: drawn by the system, not the font", rules: rules, [
            font(),
            .exampleStrings("Resources/Localizable.strings", [("done", "Done \u{1F33C}\u{200D}")]),
        ]),
    ]
}
