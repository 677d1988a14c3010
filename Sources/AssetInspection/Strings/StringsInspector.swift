import AssetCheckCore

/// Reads `.strings` tables and `.xcstrings` catalogs into ``StringsFacts``, or the typed
/// ``StringsFailure`` that stopped it.
struct StringsInspector {
    let limits: Limits

    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        let result: Result<StringsFacts, StringsFailure>
        if FileFormat.extensionOf(file.relativePath) == "xcstrings" {
            result = StringsCatalogReader(limits: limits).read(file.bytes)
        } else {
            result = StringsTextDecoder.decode(file.bytes).flatMap { decoded in
                StringsTableParser.parse(decoded.scalars).map { entries in
                    StringsFacts(format: .strings, encoding: decoded.encoding, tables: [StringsTable(language: nil, entries: entries)])
                }
            }
        }
        switch result {
        case let .success(facts):
            record.facts = .strings(facts)
            // Text has no magic number (and a UTF-16 BOM, FF FE, looks like an MPEG frame sync to
            // the sniffer): a table that parses is one.
            if facts.format == .strings { record.format = .stringsTable }
        case let .failure(failure): record.failure = .strings(failure)
        }
    }
}
