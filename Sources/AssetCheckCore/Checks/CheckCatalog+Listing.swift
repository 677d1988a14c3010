import Foundation
extension CheckCatalog {
    /// `assetcheck rules`: a line per check, identifier, default severity and summary, in columns.
    public static func textListing() -> String {
        let width = all.map(\.id.rawValue.count).max() ?? 0
        return all.map { check in
            let id = check.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = check.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(id)  \(severity)  \(check.summary)\n"
        }.joined()
    }

    /// `Docs/Checks.md`: every check by identifier, with its default severity, summary and
    /// explanation, made from the descriptors (`assetcheck rules --format markdown` prints it).
    public static func markdown() -> String {
        var text = """
            # Checks

            Every check assetcheck runs, by its stable identifier. Identifiers never change once released:
            put them in `severities:` of a rules file (`error`, `warning` or `off`) or in a baseline.
            `assetcheck rules` prints the same list with each check's default severity.

            This file is generated from the checks' own descriptions: `assetcheck rules --format markdown > Docs/Checks.md`.

            | Check | Default | What it checks |
            |---|---|---|

            """
        for check in all {
            let words = check.explanation.isEmpty ? check.summary : check.summary + " " + check.explanation
            text += "| `\(check.id)` | \(check.defaultSeverity.rawValue) | \(words.replacingPipes()) |\n"
        }
        return text
    }
}

extension String {
    /// The text as a markdown table cell, which can't hold a bare `|`.
    func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
