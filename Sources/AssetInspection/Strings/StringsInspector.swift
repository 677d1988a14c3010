import AssetCheckCore

/// Reads `.strings` tables (text, XML or binary property list), `.stringsdict` files and
/// `.xcstrings` catalogs into ``StringsFacts``, or the typed ``StringsFailure`` that stopped it.
struct StringsInspector {
    let limits: Limits

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        let result: Result<StringsFacts, StringsFailure>
        switch FileFormat.extensionOf(file.relativePath) {
        case "xcstrings":
            result = StringsCatalogReader(limits: limits).read(file.bytes)
        case "stringsdict":
            result = StringsdictReader.read(file.bytes)
        default:
            result = Self.table(file.bytes)
        }
        switch result {
        case let .success(facts):
            record.facts = .strings(facts)
            // Text has no magic number (and a UTF-16 BOM, FF FE, looks like an MPEG frame sync to
            // the sniffer): a table that parses is one.
            if facts.format != .xcstrings { record.format = .stringsTable }
        case let .failure(failure): record.failure = .strings(failure)
        }
    }

    /// A `.strings` table in whichever syntax Foundation would read it: a property list when it
    /// starts like one, else the old-style text.
    static func table(_ bytes: [UInt8]) -> Result<StringsFacts, StringsFailure> {
        if let syntax = PropertyListStrings.syntax(of: bytes) {
            return PropertyListTableReader.read(bytes, syntax: syntax)
        }
        return StringsTextDecoder.decode(bytes).flatMap { decoded in
            StringsTableParser.parse(decoded.scalars).map { entries in
                StringsFacts(format: .strings, encoding: decoded.encoding, tables: [StringsTable(language: nil, entries: entries)])
            }
        }
    }
}
