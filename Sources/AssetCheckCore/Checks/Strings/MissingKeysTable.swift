/// For reports: the keys each language lacks, by the development language's table they are
/// compared with; the same comparison as `strings.missing-key`.
public struct MissingKeysTable: Sendable, Hashable {
    /// The development language's file (a catalog: the catalog itself).
    public var developmentPath: String
    public var developmentLanguage: String
    /// One row per language that lacks keys, sorted by language.
    public var rows: [Row]

    /// One language's missing keys.
    public struct Row: Sendable, Hashable {
        public var language: String
        /// The language's file.
        public var path: String
        /// The keys it lacks, in the development language's order.
        public var keys: [String]
    }

    /// The tables of every strings class in `snapshot` with any language lacking keys.
    public static func tables(snapshot: BundleSnapshot, rules: RuleSet) -> [MissingKeysTable] {
        StringsLocalizations(snapshot: snapshot, rules: rules).groups.compactMap { group in
            let rows = group.others.compactMap { table -> Row? in
                let own = table.byKey
                let keys = group.development.entries.filter { $0.translatable && own[$0.key] == nil }.map(\.key)
                return keys.isEmpty ? nil : Row(language: table.language, path: table.path, keys: uniqued(keys))
            }
            return rows.isEmpty ? nil : MissingKeysTable(developmentPath: group.development.path,
                                                         developmentLanguage: group.development.language, rows: rows)
        }
    }
}

/// Keys in order without repeats (a repeated key is reported once).
private func uniqued(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
}
