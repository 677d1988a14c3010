extension AssetKind.Declaration {
    /// Fonts the app registers (`.ttf`, `.otf`, `.ttc`), read with FreeType; glyph coverage of the
    /// text classes they render is theirs too.
    static let font = AssetKind.Declaration(
        extensions: ["ttf", "otf", "ttc"], noun: "font file", name: "font", plural: "fonts",
        facts: FontFacts.self, expectations: FontExpectations.self,
        passes: [FontPass(), GlyphCoveragePass()], rulesSection: "fonts-and-glyph-coverage")
}

extension FontFacts: KindFacts {
    public static var kind: AssetKind { .font }

    /// Without each face's character coverage, which the checks need and reviewers don't.
    public var summarized: FontFacts {
        var font = self
        for index in font.faces.indices { font.faces[index].coverage = nil }
        return font
    }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        faces.allSatisfy { $0.glyphs >= 0 && $0.characters >= 0 && ($0.coverage?.isWellFormed ?? true) }
    }

    public var reportLines: [FactLine] {
        faces.flatMap { face in
            [FactLine("Family", "\(face.family) · \(face.style)"),
             FactLine("PostScript", face.postScriptName ?? "none", isFlagged: face.postScriptName == nil),
             FactLine("Glyphs", "\(face.glyphs) for \(face.characters) characters")]
        }
    }
}

/// What a font class expects: that FreeType loads each font (no further keys yet).
public struct FontExpectations: KindExpectations, ExpectationsLoading {
    public static var kind: AssetKind { .font }
    static var rulesKeys: [RulesKey] { [] }

    public init() {}

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        throw value.unhandledKey(key)
    }
}

extension AssetFacts {
    /// A font file's facts.
    public static func font(_ facts: FontFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// A font class's expectations.
    public static func font(_ expectations: FontExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The font facts, when the file is a font FreeType loaded.
    public var font: FontFacts? { facts.as(FontFacts.self) }
}
