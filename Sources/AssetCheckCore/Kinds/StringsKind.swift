extension AssetKind.Declaration {
    /// Localized strings: `.strings` tables, `.stringsdict` plural rules and `.xcstrings` catalogs.
    static let strings = AssetKind.Declaration(
        extensions: ["strings", "stringsdict", "xcstrings"], noun: "strings file", name: "strings file",
        plural: "strings files", facts: StringsFacts.self, expectations: StringsExpectations.self,
        passes: [StringsFilePass(), StringsLanguagePass(), StringsPluralPass()], rulesSection: "localized-strings")
}

extension StringsFacts: KindFacts {
    public static var kind: AssetKind { .strings }

    /// Without the entries, which the checks need and reviewers don't.
    public var summarized: StringsFacts {
        var strings = self
        strings.tables = nil
        return strings
    }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        entryCount >= 0 && (tables ?? []).allSatisfy { $0.entries.allSatisfy { $0.line >= 1 } }
    }

    public var reportLines: [FactLine] {
        var lines = [FactLine("Entries", "\(entryCount) in \(encoding)")]
        if let sourceLanguage {
            let languages = (tables ?? []).compactMap(\.language).joined(separator: ", ")
            lines.append(FactLine("Languages", "\(languages) (source \(sourceLanguage))"))
        }
        return lines
    }
}

/// What a class of `.strings` tables or `.xcstrings` catalogs expects.
public struct StringsExpectations: KindExpectations {
    public static var kind: AssetKind { .strings }

    /// The language every other language is compared with; default `en`. A catalog's own
    /// `sourceLanguage` takes precedence for that catalog.
    public var developmentLanguage = "en"
    /// Font classes whose fonts must have a glyph for every character of every value.
    public var renderedBy: [String] = []

    public init() {}
}

extension StringsExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = [
        RulesKey("development-language", in: .assetClass(.strings), .described("language code, e.g. `en`, `de`, `pt-BR`"),
                 default: StringsExpectations().developmentLanguage,
                 "The language every other is compared with, and that of tables outside any `.lproj`; a catalog's own `sourceLanguage` wins.",
                 example: "de"),
        RulesKeyCatalog.renderedBy(.strings, "Font classes whose fonts must draw every character of every value (`font.glyph-coverage`).",
                                   example: "serif-font"),
    ]

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "development-language": developmentLanguage = try Self.languageCode(value)
        case "rendered-by": renderedBy = try AssetClassLoader.fontClasses(value)
        default: throw value.unhandledKey(key)
        }
    }

    /// A language code as `.lproj` folders and catalogs write it: `en`, `de`, `pt-BR`, `zh-Hans`.
    private static func languageCode(_ value: YAMLValue) throws -> String {
        let text = try value.string()
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { throw value.error("'\(value.keyPath)' must be a language code such as en, de or pt-BR; found '\(text)'") }
        return text
    }
}

extension AssetFacts {
    /// A strings table's or catalog's facts.
    public static func strings(_ facts: StringsFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// A strings class's expectations.
    public static func strings(_ expectations: StringsExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The strings facts, when the file is a parsed strings table or catalog.
    public var strings: StringsFacts? { facts.as(StringsFacts.self) }
}

extension AssetClassRule {
    /// The strings expectations, for a strings class.
    public var strings: StringsExpectations? { expectations.as(StringsExpectations.self) }
}
