import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The strings checks on cuts of real projects (`Tests/AssetInspectionTests/Fixtures/strings`,
/// licences in its README) and on files in the shapes of GPL projects, written here: every
/// finding true, and none where Foundation would show the right text.
@Suite("Strings on real projects")
struct StringsRealProjectTests {
    static let rules = try! RuleSetLoader.load(yaml: """
        name: strings
        classes:
          localized-strings:
            description: localized strings
            kind: strings
            paths: ["**/*.strings", "**/*.stringsdict", "**/*.xcstrings"]
            development-language: en
        """, source: "strings.yml")

    private func check(fixture: String) async throws -> CheckOutcome {
        try await BundleChecker(rules: Self.rules).check(root: Repository.root + "/Tests/AssetInspectionTests/Fixtures/strings/" + fixture)
    }

    private func check(_ files: [String: String]) async throws -> CheckOutcome {
        let folder = try TemporaryFolder(prefix: "assetcheck-strings")
        defer { folder.delete() }
        for (path, text) in files { try folder.write(path, text: text) }
        return try await BundleChecker(rules: Self.rules).check(root: folder.path)
    }

    private func lines(_ outcome: CheckOutcome) -> [String] {
        outcome.findings.map { "\($0.path ?? "") \($0.check)" }
    }

    @Test("NetNewsWire's empty key \"\" (SwiftUI's Text(\"\")) is not strings.empty-value")
    func emptyKey() async throws {
        #expect(lines(try await check(fixture: "netnewswire-empty-key")) == [])
    }

    @Test("Home Assistant's Spanish \"panel::history\" = \"\" is strings.empty-value")
    func emptyValue() async throws {
        let outcome = try await check(fixture: "home-assistant-empty-value")
        #expect(lines(outcome) == ["es.lproj/Frontend.strings strings.empty-value", "es.lproj/Frontend.strings strings.empty-value"])
        #expect(outcome.findings.map(\.message) == ["key 'panel::history' has an empty value (line 1)", "key 'panel::map' has an empty value (line 3)"])
    }

    @Test("14 keys without Spanish are one strings.missing-key naming the first five, with an identity free of the count")
    func missingKeysOnce() async throws {
        let outcome = try await check(fixture: "netnewswire-missing-es")
        #expect(lines(outcome) == ["Localizable.xcstrings strings.missing-key"])
        let message = try #require(outcome.findings.first?.message)
        #expect(message.hasPrefix("14 keys of the en source have no es value: 'Downloading avatar %@', "), "\(message)")
        #expect(message.hasSuffix("and 9 more"))
        let trimmed = try await check([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        let fewer = try await check([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
        ])
        #expect(trimmed.findings.map(\.message) == ["2 keys of en.lproj/Localizable.strings (en) are missing in de: 'b', 'c'"])
        #expect(trimmed.findings.map(\.fingerprint) == fewer.findings.map(\.fingerprint))
    }

    @Test("DuckDuckGo's stringsdict: %1#@count@, %2$@ beside %d in a form, Russian one/few/many/other: no finding")
    func stringsdictClean() async throws {
        let outcome = try await check(fixture: "duckduckgo-stringsdict")
        #expect(lines(outcome) == [])
        let russian = try #require(outcome.snapshot.records.first { $0.path == "ru.lproj/Localizable.stringsdict" }?.strings)
        #expect(russian.format == .stringsdict && russian.encoding == "XML property list")
        let substitution = try #require(russian.tables?.first?.entries.first?.substitutions?.first)
        #expect(substitution.name == "count" && substitution.specifier == "d")
        #expect(substitution.variants.map(\.selector) == ["plural.one", "plural.few", "plural.many", "plural.other"])
    }

    @Test("DuckDuckGo's Czech %# @sites @ reads the count as an object: strings.format-specifiers")
    func stringsdictBroken() async throws {
        let outcome = try await check(fixture: "duckduckgo-stringsdict-broken")
        #expect(lines(outcome) == ["cs.lproj/Localizable.stringsdict strings.format-specifiers"])
        #expect(outcome.findings[0].message.contains("takes %1$@"), "\(outcome.findings[0].message)")
    }

    @Test("DuckDuckGo: German '% @' is %@; Turkish '1$@' and '@@' lose arguments")
    func strayCharacters() async throws {
        let outcome = try await check(fixture: "duckduckgo-specifiers")
        #expect(lines(outcome) == ["tr.lproj/Localizable.strings strings.format-specifiers", "tr.lproj/Localizable.strings strings.format-specifiers"])
    }

    @Test("Home Assistant: '100% guaranteed', '100%-osan', 'Numeriskt %-tal' are prose, not specifiers")
    func percentProse() async throws {
        #expect(lines(try await check(fixture: "home-assistant-percent")) == [])
    }

    @Test("a .strings table saved as an XML property list reads as the text format does: no strings.syntax, same findings")
    func xmlPropertyListTable() async throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>greeting</key>
              <string>Hallo %@ &amp; willkommen</string>
              <key>count</key>
              <string>%d Einträge</string>
            </dict>
            </plist>
            """
        let outcome = try await check([
            "en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@ & welcome\";\n\"count\" = \"%d entries\";\n\"title\" = \"Title\";\n",
            "de.lproj/Localizable.strings": xml,
        ])
        #expect(lines(outcome) == ["de.lproj/Localizable.strings strings.missing-key"])
        let german = try #require(outcome.snapshot.records.first { $0.path == "de.lproj/Localizable.strings" })
        #expect(german.strings?.encoding == "XML property list")
        #expect(german.strings?.tables?.first?.entries.map { "\($0.key)=\($0.value)@\($0.line)" } == ["greeting=Hallo %@ & willkommen@5", "count=%d Einträge@7"])
    }

    @Test("Quicksilver's XML property-list tables, as Transifex exports them: read with their lines, and only the real mismatches found")
    func quicksilverXMLTables() async throws {
        let outcome = try await check(fixture: "quicksilver-xml")
        let english = try #require(outcome.snapshot.records.first { $0.path == "en.lproj/QSAction.commandFormat.strings" }?.strings)
        #expect(english.encoding == "XML property list")
        #expect(english.tables?.first?.entries.count == 93)
        // Positional in English and plain in German (`%1$@ ... %2$@` against `%@ ... %@`) is the same arguments: no finding.
        #expect(outcome.findings.map { "\($0.path ?? "") \($0.check) \($0.message.split(separator: ";")[0])" } == [
            "de.lproj/QSAction.commandFormat.strings strings.empty-value key 'New item' has an empty value (line 79)",
            // The English value, `Open %$1@ with %$2@`, is a typo for %1$@ and %2$@ that takes no argument as written: German is named against it.
            "de.lproj/QSAction.commandFormat.strings strings.format-specifiers key 'AppOpenFileAction' at line 37 takes %1$@, %2$@",
            "de.lproj/QSAction.commandFormat.strings strings.format-specifiers key 'QSCommandExecuteAfterDelayAction' at line 23 takes %1$@, %2$@",
            "de.lproj/QSAction.commandFormat.strings strings.format-specifiers key 'QSCommandExecuteAtTimeAction' at line 5 takes %1$@, %2$@",
            "de.lproj/QSAction.commandFormat.strings strings.format-specifiers key 'QSCreateFileTemplate' at line 21 takes none",
            "de.lproj/QSAction.commandFormat.strings strings.format-specifiers key 'QSObjectShowMenu' at line 153 takes none",
            "en.lproj/QSAction.commandFormat.strings strings.empty-value key 'New item' has an empty value (line 79)",
        ])
    }

    @Test("a damaged XML property list is strings.syntax with Foundation's line, and no claim about plutil")
    func damagedPropertyList() async throws {
        let outcome = try await check(["de.lproj/Localizable.strings": "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>b</dict>\n</plist>\n"])
        #expect(lines(outcome) == ["de.lproj/Localizable.strings strings.syntax"])
        #expect(outcome.findings[0].message.contains("line 4"), "\(outcome.findings[0].message)")
        #expect(!(outcome.findings[0].fix ?? "").contains("plutil"))
        #expect(outcome.findings[0].fix == "repair the property list at that line, or export it again from the tool that wrote it")
        // A binary list names no line: the fix names none either.
        let folder = try TemporaryFolder(prefix: "assetcheck-strings")
        defer { folder.delete() }
        // A set holding "a" at the root: objects at 8 and 10, the offset table at 12, then the trailer.
        try folder.write("de.lproj/Localizable.strings", Array("bplist00".utf8) + [0xC1, 1, 0x51, 0x61, 8, 10]
            + [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12])
        let set = try await BundleChecker(rules: Self.rules).check(root: folder.path)
        #expect(set.findings.map(\.message) == ["can't be read as a property list: it holds a set, which no strings file does (damaged, or not a strings file)"])
        #expect(set.findings.map(\.fix) == ["export it again from the tool that wrote it"])
        let text = try await check(["en.lproj/Localizable.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        #expect(text.findings.map(\.check) == [.stringsSyntax])
        #expect(!(text.findings[0].fix ?? "").contains("plutil"))
    }

    /// A `.stringsdict` entry with one plural variable, in the shape translation platforms export.
    private func stringsdict(_ entries: [(key: String, format: String, variable: String, type: String, forms: [(String, String)])]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for entry in entries {
            text += "<key>\(entry.key)</key>\n<dict>\n<key>NSStringLocalizedFormatKey</key>\n<string>\(entry.format)</string>\n"
            text += "<key>\(entry.variable)</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringPluralRuleType</string>\n"
            text += "<key>NSStringFormatValueTypeKey</key>\n<string>\(entry.type)</string>\n"
            for (category, value) in entry.forms { text += "<key>\(category)</key>\n<string>\(value)</string>\n" }
            text += "</dict>\n</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    @Test("plural rules: Russian without few and many is strings.plural-forms, a rule without other strings.plural-other, an undefined variable strings.substitution")
    func pluralRules() async throws {
        let english = stringsdict([
            ("left", "%#@count@ left", "count", "ld", [("one", "%ld character"), ("other", "%ld characters")]),
            ("names", "%#@names@%#@mutual@", "names", "ld", [("other", "")]),
        ]).replacingOccurrences(of: "<key>names</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>",
                                with: "<key>mutual</key>\n<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>%ld mutual</string><key>other</key><string>%ld mutual</string></dict>\n<key>names</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>")
        let outcome = try await check([
            "en.lproj/Localizable.stringsdict": english,
            "ru.lproj/Localizable.stringsdict": stringsdict([
                ("left", "Осталось %#@count@", "count", "ld", [("one", "%ld символ"), ("other", "%ld символа")]),
            ]),
            "de.lproj/Localizable.stringsdict": stringsdict([
                ("left", "Noch %#@count@", "count", "ld", [("one", "%ld Zeichen")]),
                ("names", "%#@name@", "names", "ld", [("other", "")]),
            ]),
            "ja.lproj/Localizable.stringsdict": stringsdict([
                ("left", "残り%#@count@", "count", "ld", [("other", "%ld文字")]),
            ]),
        ])
        // German's undefined %#@name@ is one finding, strings.substitution, not a format mismatch too.
        #expect(lines(outcome) == [
            "de.lproj/Localizable.stringsdict strings.plural-other",
            "de.lproj/Localizable.stringsdict strings.substitution",
            "ja.lproj/Localizable.stringsdict strings.missing-key",
            "ru.lproj/Localizable.stringsdict strings.missing-key",
            "ru.lproj/Localizable.stringsdict strings.plural-forms",
        ], "\(outcome.findings.map(\.message))")
        let forms = try #require(outcome.findings.first { $0.check == .stringsPluralForms })
        #expect(forms.message == "1 plural rule in ru lacks forms ru uses for whole numbers: 'left %#@count@' (few, many)")
    }

    @Test("a catalog in the shape of a Mastodon client's: substitutions with argNum and %arg, plural and device variations, stale keys")
    func catalogSubstitutions() async throws {
        func unit(_ value: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        func substitution(_ name: String, argNum: Int, _ forms: [(String, String)]) -> String {
            "\"\(name)\" : { \"argNum\" : \(argNum), \"formatSpecifier\" : \"lld\", \"variations\" : { \"plural\" : { "
                + forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ") + " } } }"
        }
        func localization(_ value: String, _ substitutions: [String]) -> String {
            "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" }, \"substitutions\" : { \(substitutions.joined(separator: ", ")) } }"
        }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "posts %lld %lld" : { "localizations" : {
                "en" : \(localization("%#@posts@ from %#@people@", [substitution("posts", argNum: 1, [("one", "%arg post"), ("other", "%arg posts")]),
                                                                   substitution("people", argNum: 2, [("one", "%arg person"), ("other", "%arg people")])])),
                "de" : \(localization("%#@posts@ von %#@people@", [substitution("posts", argNum: 1, [("one", "%arg Beitrag"), ("other", "%arg Beiträge")]),
                                                                   substitution("people", argNum: 2, [("one", "%arg Person"), ("other", "%arg Personen")])])),
                "pl" : \(localization("%#@people@: %#@posts@", [substitution("posts", argNum: 1, [("one", "%arg wpis"), ("few", "%arg wpisy"), ("many", "%arg wpisów"), ("other", "%arg wpisu")]),
                                                                substitution("people", argNum: 2, [("one", "%arg osoba"), ("few", "%arg osoby"), ("many", "%arg osób"), ("other", "%arg osoby")])])),
                "fr" : \(localization("%#@posts@ de %#@people@", [substitution("posts", argNum: 1, [("one", "%arg billet"), ("other", "%arg billets")]),
                                                                  substitution("people", argNum: 2, [("one", "%arg personne"), ("other", "%2$@ personnes")])]))
              } },
              "starred %lld" : { "localizations" : {
                "en" : \(unit("starred")),
                "de" : \(localization("%#@count@", [substitution("count", argNum: 1, [("one", "hat favorisiert"), ("other", "haben favorisiert")])])),
                "pl" : \(unit("polubiony")),
                "fr" : \(unit("favori"))
              } },
              "days" : { "localizations" : {
                "en" : { "variations" : { "device" : { "iphone" : { "variations" : { "plural" : { "one" : \(unit("%lld day")), "other" : \(unit("%lld days")) } } },
                                                       "other" : { "variations" : { "plural" : { "one" : \(unit("%lld day left")), "other" : \(unit("%lld days left")) } } } } } },
                "de" : { "variations" : { "plural" : { "one" : \(unit("%lld Tag")), "other" : \(unit("%lld Tage")) } } },
                "pl" : { "variations" : { "plural" : { "one" : \(unit("%lld dzień")), "few" : \(unit("%lld dni")), "many" : \(unit("%lld dni")), "other" : \(unit("%d dnia")) } } },
                "fr" : { "variations" : { "plural" : { "one" : \(unit("%lld jour")), "other" : \(unit("%lld jours")) } } }
              } },
              "old title" : { "extractionState" : "stale", "localizations" : { "de" : \(unit("Alter Titel")) } },
              "id" : { "shouldTranslate" : false }
            } }
            """
        let outcome = try await check(["Localizable.xcstrings": catalog])
        #expect(outcome.findings.map { "\($0.check) \($0.message)" } == [
            "strings.format-specifiers key 'posts %lld %lld' (fr) (people/plural.other) at line 6 takes %2$@; "
                + "the en value's forms take %1$lld, %2$lld",
            "strings.format-width key 'days' (pl) (plural.other) at line 18 takes %1$d; the en value's forms take %1$lld "
                + "(the same types, other widths: a large number prints wrong)",
        ], "\(outcome.findings.map(\.message))")
    }

    @Test("values awaiting review are one strings.untranslated per catalog, language and state, not one per key")
    func untranslatedOnce() async throws {
        func unit(_ value: String, _ state: String) -> String { "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }" }
        let outcome = try await check(["Localizable.xcstrings": """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "a" : { "localizations" : { "fr" : \(unit("A", "needs_review")) } },
              "b" : { "localizations" : { "fr" : \(unit("B", "needs_review")) } },
              "c" : { "localizations" : { "fr" : \(unit("C", "new")) } },
              "d" : { "localizations" : { "fr" : \(unit("D", "translated")) } }
            } }
            """])
        #expect(outcome.findings.map { "\($0.check) \($0.message)" } == [
            "strings.untranslated 1 value in fr is marked 'new', not translated: 'c', the first at line 4",
            "strings.untranslated 2 values in fr are marked 'needs_review', not translated: 'a', 'b', the first at line 2",
        ])
    }
}
