/// The CLDR plural categories a language uses for whole numbers (Unicode CLDR 44, cardinal
/// rules), which is what a `%d`/`%lld` count selects from. Categories a language reaches only
/// with fractions (Russian `other`, Czech `many`) or only at a million and above (French,
/// Spanish, Italian, Portuguese, Catalan and Breton `many`) are left out: a translation without them
/// is right for every count an app shows. `other` is always required on its own: it is every
/// rule's fallback.
enum PluralCategories {
    /// The categories whole numbers select in `language` (`pt-BR` and `zh-Hant` by their first
    /// part), without `other`; `nil` for a language this table does not know.
    static func needed(by language: String) -> [String]? {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? language
        return byLanguage[base]
    }

    private static let byLanguage: [String: [String]] = {
        var table: [String: [String]] = [:]
        let groups: [([String], String)] = [
            ([], "ja zh ko th vi id ms my lo km yue bo dz ig ii jv kea ses sg to wo yo sah su"),
            (["one"], "en de nl sv da nb no nn fi et el hu tr bg ca it es pt fr hi bn gu kn mr ta te ur ml ne pa si sq az "
                + "kk ky uz mn ka eu gl af sw zu xh am fa hy ps so tk ug ha om or as fil tl is mk fy lb rm fo kl ee ckb ku "
                + "ast nds oc"),
            (["one", "two"], "he iw"),
            (["one", "few", "many"], "ru uk be pl"),
            (["one", "few"], "cs sk lt ro hr sr bs sh"),
            (["zero", "one"], "lv"),
            (["one", "two", "few"], "sl gd br"),
            (["zero", "one", "two", "few", "many"], "ar cy"),
            (["one", "two", "few", "many"], "ga mt"),
        ]
        for (categories, languages) in groups {
            for language in languages.split(separator: " ") { table[String(language)] = categories }
        }
        return table
    }()
}
