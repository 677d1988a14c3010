import AssetCheckCore
import Foundation

/// GitHub Actions workflow commands: `::error file=...,title=...::message`, one per finding, which
/// the runner turns into annotations on the pull request's files.
///
/// Escaping follows `@actions/core` (`command.ts`): in the message `%`, CR and LF become `%25`,
/// `%0D` and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`. Paths are the display
/// paths (relative to the current folder), which match the repository when run from its root.
/// GitHub shows at most 10 errors and 10 warnings per step; the SARIF report has no such limit.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            var properties: [String] = []
            if finding.path != nil { properties.append("file=" + Self.escapeProperty(outcome.displayPath(finding.path))) }
            properties.append("title=" + Self.escapeProperty("assetcheck: \(finding.check)"))
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let subject = finding.path == nil ? "\(outcome.displayPath(nil)): " : ""
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
                + Self.escapeData(subject + finding.message + fix) + "\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF escaped as the runner decodes them; other control
    /// characters written out as ``LineText`` does, so no escape sequence reaches the log.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out += LineText.escaped(String(character))
            }
        }
        return out
    }

    /// A command's property value: as ``escapeData(_:)``, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
