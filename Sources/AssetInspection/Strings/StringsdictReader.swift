import AssetCheckCore

/// Reads a `.stringsdict` (an XML or binary property list, as Foundation loads it): each key's
/// `NSStringLocalizedFormatKey` as its value, and each `%#@variable@` dictionary as a
/// substitution with its `NSStringFormatValueTypeKey` and its forms (`zero` ... `other`).
enum StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"

    static func read(_ bytes: [UInt8]) -> Result<StringsFacts, StringsFailure> {
        guard let syntax = PropertyListStrings.syntax(of: bytes) else {
            return .failure(.propertyList(line: nil, reason: "a .stringsdict is an XML or binary property list; this is neither"))
        }
        return PropertyListStrings.dictionary(bytes, syntax: syntax).flatMap { dictionary in
            var entries: [StringsEntry] = []
            for (key, line) in PropertyListStrings.orderedKeys(of: dictionary, bytes: bytes, syntax: syntax) {
                let place = line == 0 ? nil : line
                guard let rule = dictionary[key] as? [String: Any] else {
                    let kind = PropertyListStrings.noun(dictionary[key] as Any)
                    return .failure(.propertyList(line: place, reason: "key '\(key)' holds \(kind), not a dictionary with \(formatKey)"))
                }
                guard let format = rule[formatKey] as? String else {
                    return .failure(.propertyList(line: place, reason: "key '\(key)' has no \(formatKey) string"))
                }
                let substitutions = rule.keys.sorted().compactMap { name -> StringsSubstitution? in
                    guard let variable = rule[name] as? [String: Any] else { return nil }
                    let forms = variable.keys.filter { $0 != specTypeKey && $0 != valueTypeKey }.sorted(by: categoryOrder)
                        .compactMap { form in (variable[form] as? String).map { StringsVariant(selector: dimension(variable) + form, value: $0) } }
                    return StringsSubstitution(name: name, specifier: variable[valueTypeKey] as? String,
                                               ruleType: variable[specTypeKey] as? String, variants: forms)
                }
                entries.append(StringsEntry(key: key, value: format, line: line,
                                            substitutions: substitutions.isEmpty ? nil : substitutions))
            }
            return .success(StringsFacts(format: .stringsdict, encoding: syntax.rawValue, tables: [StringsTable(language: nil, entries: entries)]))
        }
    }

    /// `plural.` for a plural rule (`NSStringPluralRuleType`, or none declared), `width.` for
    /// `NSStringVariableWidthRuleType`, whose forms are widths in characters.
    private static func dimension(_ variable: [String: Any]) -> String {
        (variable[specTypeKey] as? String) == "NSStringVariableWidthRuleType" ? "width." : "plural."
    }

    /// CLDR's order (`zero`, `one`, `two`, `few`, `many`, `other`), then any other name sorted.
    private static func categoryOrder(_ a: String, _ b: String) -> Bool {
        let order = ["zero", "one", "two", "few", "many", "other"]
        let (x, y) = (order.firstIndex(of: a) ?? order.count, order.firstIndex(of: b) ?? order.count)
        return x != y ? x < y : a < b
    }
}
