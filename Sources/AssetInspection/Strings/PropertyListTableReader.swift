import AssetCheckCore

/// Reads a `.strings` table saved as a property list (what translation platforms export): a
/// dictionary of string keys and string values, as Foundation loads it.
enum PropertyListTableReader {
    static func read(_ bytes: [UInt8], syntax: PropertyListStrings.Syntax) -> Result<StringsFacts, StringsFailure> {
        PropertyListStrings.dictionary(bytes, syntax: syntax).flatMap { dictionary in
            var entries: [StringsEntry] = []
            for (key, line) in PropertyListStrings.orderedKeys(of: dictionary, bytes: bytes, syntax: syntax) {
                guard let value = dictionary[key] as? String else {
                    let kind = PropertyListStrings.noun(dictionary[key] as Any)
                    return .failure(.propertyList(line: line == 0 ? nil : line,
                                                  reason: "the value of key '\(key)' is \(kind), not a string"))
                }
                entries.append(StringsEntry(key: key, value: value, line: line))
            }
            return .success(StringsFacts(format: .strings, encoding: syntax.rawValue, tables: [StringsTable(language: nil, entries: entries)]))
        }
    }
}
