@testable import AssetCheckCore
import Testing

/// Format specifiers as CoreFoundation reads them, compared by position and type, and the CLDR
/// plural categories each language needs.
@Suite("Strings format specifiers")
struct StringsFormatTests {
    private func arguments(_ text: String) -> [String] { FormatSpecifiers.arguments(of: text) }

    @Test("positions, lengths, literals: %1$@, %lld, %%, %i as %d, and a plain % left alone")
    func parsing() {
        #expect(arguments("%@ has %lld items (100%%)") == ["1:@", "2:lld"])
        #expect(arguments("%2$@ then %1$i") == ["1:d", "2:@"])
        #expect(arguments("%.2f %5d %'d") == ["1:f", "2:d", "3:d"])
        #expect(arguments("50 % off, 20%") == [])
    }

    @Test("a positional specifier leaves the count of the others alone, as CoreFoundation does")
    func mixedPositions() {
        #expect(arguments("*%2$@, %3$@* and *%d others*") == ["1:d", "2:@", "3:@"])
    }

    @Test("prose is not a specifier: '100% guaranteed', '100%-osan', 'Numeriskt %-tal'; '% @' is still %@")
    func prose() {
        #expect(arguments("not 100% guaranteed") == [])
        #expect(arguments("100%-osan") == [])
        #expect(arguments("Numeriskt %-tal") == [])
        #expect(arguments("Von % @") == ["1:@"])
        #expect(arguments("%-5d|%+d") == ["1:d", "2:d"])
    }

    @Test("%#@name@ reads one argument as its substitution declares; %1#@name@ is the first; %arg is the substitution's own")
    func substitutions() {
        let count = StringsSubstitution(name: "count", specifier: "lld", variants: [])
        let people = StringsSubstitution(name: "people", argument: 1, specifier: "d", variants: [])
        #expect(FormatSpecifiers.arguments(of: "%#@count@ in %@", substitutions: [count]) == ["1:lld", "2:@"])
        #expect(FormatSpecifiers.arguments(of: "%@: %#@people@", substitutions: [people]) == ["1:@", "1:d"])
        #expect(FormatSpecifiers.arguments(of: "%1#@count@", substitutions: [count]) == ["1:lld"])
        #expect(FormatSpecifiers.arguments(of: "%#@missing@") == ["1:#missing"])
        #expect(FormatSpecifiers.arguments(of: "%# @sites @") == ["1:@"])
        #expect(FormatSpecifiers.arguments(of: "%arg posts by %2$@", first: 3, argument: (3, "lld")) == ["2:@", "3:lld"])
    }

    @Test("type against width: %@ vs %d is a type mismatch, %d vs %lld a width, %ld vs %lld and %d vs %u the same")
    func kinds() {
        #expect(FormatArgumentKind("@").agreement(with: FormatArgumentKind("d")) == .type)
        #expect(FormatArgumentKind("d").agreement(with: FormatArgumentKind("lld")) == .width)
        #expect(FormatArgumentKind("ld").agreement(with: FormatArgumentKind("lld")) == .same)
        #expect(FormatArgumentKind("d").agreement(with: FormatArgumentKind("u")) == .same)
        #expect(FormatArgumentKind("s").agreement(with: FormatArgumentKind("S")) == .type)
        #expect(FormatArgumentKind("f").agreement(with: FormatArgumentKind("Lf")) == .width)
    }

    private func differences(_ development: StringsEntry, _ translated: StringsEntry, catalog: Bool = false) -> [String] {
        FormatComparison.differences(development: development, translated: translated, catalog: catalog).map {
            "\($0.agreement) \($0.forms) \($0.found)"
        }
    }

    private func plural(_ forms: [(String, String)]) -> [StringsVariant] {
        forms.map { StringsVariant(selector: "plural." + $0.0, value: $0.1) }
    }

    @Test("plain values: reordering is right, a dropped argument or another type is not, a width alone is a warning")
    func plainValues() {
        let english = StringsEntry(key: "k", value: "%d entries by %@", line: 1)
        #expect(differences(english, StringsEntry(key: "k", value: "Von %2$@: %1$d", line: 1)) == [])
        #expect(differences(english, StringsEntry(key: "k", value: "%@ Einträge von %@", line: 1)) == ["type [] [\"1:@\", \"2:@\"]"])
        #expect(differences(english, StringsEntry(key: "k", value: "Einträge von %@", line: 1)) == ["type [] [\"1:@\"]"])
        #expect(differences(english, StringsEntry(key: "k", value: "%lld Einträge von %@", line: 1)) == ["width [] [\"1:lld\", \"2:@\"]"])
    }

    @Test("plural forms may leave the count out; a form reading another type is named")
    func pluralForms() {
        let english = StringsEntry(key: "k", value: "%lld days", line: 1, variants: plural([("one", "%lld day"), ("other", "%lld days")]))
        let polish = StringsEntry(key: "k", value: "%lld dni", line: 1,
                                  variants: plural([("one", "jeden dzień"), ("few", "%lld dni"), ("many", "%@ dni"), ("other", "%lld dnia")]))
        #expect(differences(english, polish) == ["type [\"plural.many\"] [\"1:@\"]"])
    }

    @Test("in a catalog the key is a format too: a translation may read the %lld its key names when English does not")
    func catalogKey() {
        let english = StringsEntry(key: "starred %lld", value: "starred", line: 1)
        let german = StringsEntry(key: "starred %lld", value: "%#@count@", line: 1, substitutions: [
            StringsSubstitution(name: "count", specifier: "lld", variants: plural([("one", "hat favorisiert"), ("other", "haben favorisiert")])),
        ])
        #expect(differences(english, german, catalog: true) == [])
        #expect(differences(english, german, catalog: false) == ["type [\"value\"] [\"1:lld\"]"])
    }

    @Test("CLDR categories for whole numbers, by a language code's first part; unknown languages give nil")
    func pluralCategories() {
        #expect(PluralCategories.needed(by: "en") == ["one"])
        #expect(PluralCategories.needed(by: "pt-BR") == ["one"])
        #expect(PluralCategories.needed(by: "ru") == ["one", "few", "many"])
        #expect(PluralCategories.needed(by: "ar") == ["zero", "one", "two", "few", "many"])
        #expect(PluralCategories.needed(by: "zh-Hant") == [])
        #expect(PluralCategories.needed(by: "ja") == [])
        #expect(PluralCategories.needed(by: "cs") == ["one", "few"])
        #expect(PluralCategories.needed(by: "tlh") == nil)
    }

    @Test("font coverage reads every form a key may show: plural variants and substitution forms, not only the value")
    func everyForm() {
        let entry = StringsEntry(key: "left", value: "%#@n@", line: 3, variants: [StringsVariant(selector: "device.ipad", value: "ß")],
                                 substitutions: [StringsSubstitution(name: "n", specifier: "d", variants: [StringsVariant(selector: "plural.one", value: "ж")])])
        let record = AssetRecord.exampleCatalog("Resources/Localizable.xcstrings", source: "en", entries: ["en": [entry]])
        let characters = GlyphCoveragePass.characterUses(record).map(\.character)
        #expect(characters.contains("ß") && characters.contains("ж"))
    }

    @Test("a text with no letter outside its specifiers has nothing to translate: \"\", %@, %lld. ; words do")
    func words() {
        #expect(!StringsLanguagePass.hasWords(""))
        #expect(!StringsLanguagePass.hasWords("%@"))
        #expect(!StringsLanguagePass.hasWords("%lld. "))
        #expect(!StringsLanguagePass.hasWords("%1$@ · %2$#@count@"))
        #expect(StringsLanguagePass.hasWords("%@ posts"))
        #expect(StringsLanguagePass.hasWords("日本"))
    }
}
