import AssetCheckCore

/// Reads an Xcode string catalog (`.xcstrings`, JSON): the source language, and for each
/// language the keys it has a value for, with the value's `state`.
///
/// A key's source value is its own `stringUnit`, or the key itself when it has none (Xcode's
/// rule). A localization with `variations` (plural or device) counts as one value: its `other`
/// (or first) variant's, translated only when every variant is; its variants and its
/// `substitutions` are kept for the format and plural checks. A key marked
/// `shouldTranslate: false` or `extractionState: stale` is not translatable.
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
            // A stale key is one the code no longer uses: Xcode keeps it, nothing asks for it.
            let translatable = (item["shouldTranslate"]?.bool ?? true) && item["extractionState"]?.string != "stale"
            let localizations = item["localizations"]?.members ?? []
            var sourceEntry = StringsEntry(key: key, value: key, line: line, translatable: translatable)
            for (language, localization) in localizations {
                guard var entry = Self.entry(key: key, localization) else { continue }
                entry.translatable = translatable
                if language == source {
                    entry.line = line
                    sourceEntry = entry
                } else {
                    entry.line = lines.line(of: tape.entries[localization.index].start)
                    tables[language, default: []].append(entry)
                }
            }
            tables[source, default: []].append(sourceEntry)
        }
        let ordered = tables.keys.sorted().map { StringsTable(language: $0, entries: tables[$0] ?? []) }
        return .success(StringsFacts(format: .xcstrings, encoding: "UTF-8", sourceLanguage: source, tables: ordered))
    }

    /// A localization as an entry: its `stringUnit`'s value and state, or its variations'
    /// (the `other` or first variant's value; translated only when every variant is), and its
    /// substitutions.
    private static func entry(key: String, _ localization: JSONNode) -> StringsEntry? {
        var variants: [StringsVariant] = []
        collectVariants(localization, prefix: "", depth: 0, into: &variants)
        let substitutions = (localization["substitutions"]?.members ?? []).map { name, node in
            var forms: [StringsVariant] = []
            collectVariants(node, prefix: "", depth: 0, into: &forms)
            return StringsSubstitution(name: name, argument: node["argNum"]?.number.flatMap { Int(exactly: $0) },
                                       specifier: node["formatSpecifier"]?.string, variants: forms)
        }.sorted { $0.name < $1.name }
        let unit = localization["stringUnit"]
        let value: String
        let state: String?
        if let unit {
            value = unit["value"]?.string ?? ""
            state = unit["state"]?.string
        } else if let chosen = variants.first(where: { $0.pluralCategory == "other" }) ?? variants.first {
            value = chosen.value
            state = variants.first { $0.state != "translated" }?.state ?? chosen.state
        } else {
            return nil
        }
        return StringsEntry(key: key, value: value, line: 0, state: state, variants: variants.isEmpty ? nil : variants,
                            substitutions: substitutions.isEmpty ? nil : substitutions)
    }

    /// Every `stringUnit` under `node`'s `variations` (plural, device, nested), with its path of
    /// selectors. Catalogs nest at most device then plural; deeper is not followed.
    private static func collectVariants(_ node: JSONNode, prefix: String, depth: Int, into variants: inout [StringsVariant]) {
        guard depth < 4, let variations = node["variations"] else { return }
        for (dimension, cases) in variations.members {
            for (name, variant) in cases.members {
                let selector = prefix + dimension + "." + name
                if let unit = variant["stringUnit"] {
                    variants.append(StringsVariant(selector: selector, value: unit["value"]?.string ?? "", state: unit["state"]?.string))
                }
                collectVariants(variant, prefix: selector + "/", depth: depth + 1, into: &variants)
            }
        }
    }
}
