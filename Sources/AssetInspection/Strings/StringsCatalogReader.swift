import AssetCheckCore

/// Reads an Xcode string catalog (`.xcstrings`, JSON): the source language, and for each
/// language the keys it has a value for, with the value's `state`.
///
/// A key's source value is its own `stringUnit`, or the key itself when it has none (Xcode's
/// rule). A localization with `variations` (plural or device) counts as one value: its `other`
/// (or first) variant's, translated only when every variant is.
struct StringsCatalogReader {
    let limits: Limits

    func read(_ bytes: [UInt8]) -> Result<StringsFacts, StringsFailure> {
        guard bytes.count <= limits.maxJSONBytes else {
            return .failure(.tooLarge(bytes: bytes.count, limit: limits.maxJSONBytes))
        }
        let tape: JSONTape
        switch JSONTapeParser(maxDepth: limits.maxJSONDepth).parse(bytes) {
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return .failure(.syntax(line: line, column: column, reason: reason))
        case let .failure(.tooDeep(offset, limit)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return .failure(.syntax(line: line, column: column, reason: "nested more than \(limit) levels deep"))
        case let .success(parsed):
            tape = parsed
        }
        let lines = LineIndex(bytes)
        func place(_ node: JSONNode) -> (Int, Int) { JSONStringDecoder.location(of: tape.entries[node.index].start, in: bytes) }
        let root = tape.root
        guard root.kind == .object else {
            let (line, column) = place(root)
            return .failure(.syntax(line: line, column: column, reason: "a string catalog is an object, found \(root.kindName)"))
        }
        guard let sourceNode = root["sourceLanguage"], let source = sourceNode.string, !source.isEmpty else {
            return .failure(.syntax(line: 1, column: 1, reason: "a string catalog needs \"sourceLanguage\", a language code"))
        }
        let strings = root["strings"]
        if let strings, strings.kind != .object {
            let (line, column) = place(strings)
            return .failure(.syntax(line: line, column: column, reason: "\"strings\" must be an object, found \(strings.kindName)"))
        }
        var tables: [String: [StringsEntry]] = [source: []]
        for (key, item) in strings?.members ?? [] {
            let line = lines.line(of: tape.entries[item.index].start)
            let translatable = item["shouldTranslate"]?.bool ?? true
            let localizations = item["localizations"]?.members ?? []
            var sourceEntry = StringsEntry(key: key, value: key, line: line, translatable: translatable)
            for (language, localization) in localizations {
                guard let unit = Self.unit(localization) else { continue }
                let entry = StringsEntry(key: key, value: unit.value, line: lines.line(of: tape.entries[localization.index].start),
                                         state: unit.state, translatable: translatable)
                if language == source {
                    sourceEntry.value = unit.value
                    sourceEntry.state = unit.state
                } else {
                    tables[language, default: []].append(entry)
                }
            }
            tables[source, default: []].append(sourceEntry)
        }
        let ordered = tables.keys.sorted().map { StringsTable(language: $0, entries: tables[$0] ?? []) }
        return .success(StringsFacts(format: .xcstrings, encoding: "UTF-8", sourceLanguage: source, tables: ordered))
    }

    /// A localization's value and state: its `stringUnit`, or its variations' (one level of
    /// `plural`, `device` ... and their `stringUnit`s).
    private static func unit(_ localization: JSONNode) -> (value: String, state: String?)? {
        if let unit = localization["stringUnit"] {
            return (unit["value"]?.string ?? "", unit["state"]?.string)
        }
        guard let variations = localization["variations"] else { return nil }
        var units: [(name: String, value: String, state: String?)] = []
        for (_, cases) in variations.members {
            for (name, variant) in cases.members {
                guard let unit = variant["stringUnit"] else { continue }
                units.append((name, unit["value"]?.string ?? "", unit["state"]?.string))
            }
        }
        guard let chosen = units.first(where: { $0.name == "other" }) ?? units.first else { return nil }
        let state = units.first { $0.state != "translated" }?.state ?? units.first?.state
        return (chosen.value, state)
    }
}
