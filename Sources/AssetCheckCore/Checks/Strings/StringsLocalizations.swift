/// The strings of a bundle as the language checks compare them: for each table (a `.strings`
/// name such as `Localizable`, or one catalog), the development language's entries and every
/// other language's.
struct StringsLocalizations {
    /// One language's entries of one table, and the file they are in.
    struct Table {
        var path: String
        var assetClass: String?
        var language: String
        var entries: [StringsEntry]
        var isCatalog: Bool

        /// Each key's first entry.
        var byKey: [String: StringsEntry] {
            Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A table in every language: the development language's, and the others sorted by language.
    struct Group {
        var development: Table
        var others: [Table]
    }

    let groups: [Group]

    init(snapshot: BundleSnapshot, rules: RuleSet) {
        var tablesByName: [String: [Table]] = [:]
        var catalogs: [Group] = []
        for record in snapshot.records {
            guard let facts = record.strings, let tables = facts.tables,
                  let rule = rules.assetClass(named: record.assetClass), let expected = rule.strings else { continue }
            if facts.format == .xcstrings, let source = facts.sourceLanguage {
                let all = tables.map { Table(path: record.path, assetClass: rule.id, language: $0.language ?? source,
                                             entries: $0.entries, isCatalog: true) }
                guard let development = all.first(where: { $0.language == source }) else { continue }
                catalogs.append(Group(development: development, others: all.filter { $0.language != source }))
            } else {
                let language = Self.language(ofPath: record.path) ?? expected.developmentLanguage
                let name = rule.id + "/" + Self.tableName(record.path) + (facts.format == .stringsdict ? ".stringsdict" : "")
                tablesByName[name, default: []].append(Table(path: record.path, assetClass: rule.id, language: language,
                                                             entries: tables.flatMap(\.entries), isCatalog: false))
            }
        }
        var groups = catalogs
        for name in tablesByName.keys.sorted() {
            var tables = tablesByName[name] ?? []
            guard let developmentLanguage = rules.assetClass(named: tables.first?.assetClass)?.strings?.developmentLanguage else { continue }
            // `Base.lproj` is the development language when the development language has no folder of its own.
            // When it has one, `Base.lproj` is no language of its own: it is not compared.
            if !tables.contains(where: { $0.language == developmentLanguage }) {
                for index in tables.indices where tables[index].language == "Base" { tables[index].language = developmentLanguage }
            }
            tables.removeAll { $0.language == "Base" }
            guard let development = tables.first(where: { $0.language == developmentLanguage }) else { continue }
            groups.append(Group(development: development,
                                others: tables.filter { $0.path != development.path }.sorted { $0.language < $1.language }))
        }
        self.groups = groups
    }

    /// The language a `.lproj` folder in `path` names (`de` for `de.lproj/Localizable.strings`), or `nil`.
    static func language(ofPath path: String) -> String? {
        path.split(separator: "/").dropLast().last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }

    /// The table's name: its folder without the `.lproj` step and the file name without its
    /// extension (`Sources/Feature/Localizable` for `Sources/Feature/de.lproj/Localizable.strings`):
    /// tables of one name in two bundles are two tables.
    static func tableName(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        let name = parts.popLast() ?? path
        parts.removeAll { $0.hasSuffix(".lproj") }
        return (parts + [name.split(separator: ".").first.map(String.init) ?? name]).joined(separator: "/")
    }
}
