import AssetCheckCore
import Foundation

/// GitHub Actions workflow commands: `::error file=...,title=...::message`, one per finding, which
/// the runner turns into annotations on the pull request's files.
///
/// Escaping follows `@actions/core` (`command.ts`): in the message `%`, CR and LF become `%25`,
/// `%0D` and `%0A`; in properties `:` and `,` also become `%3A` and `%2C`; other control
/// characters are made visible (``LineText``). Paths are relative to the repository root, where
/// GitHub looks for the annotated file, wherever assetcheck ran; outside a repository they are
/// the display paths. `line=` and `col=` follow ``FindingLocation``; a required file that is
/// missing is annotated on the line of the rules file that asks for it.
/// GitHub shows at most 10 errors and 10 warnings per step; the SARIF report has no such limit.
public struct GitHubActionsReporter: Reporter {
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?
    /// The repository's top folder (absolute), for a rules file a finding points into.
    public var repositoryRoot: String?

    public init(repositoryPath: String? = nil, repositoryRoot: String? = nil) {
        self.repositoryPath = repositoryPath
        self.repositoryRoot = repositoryRoot
    }

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            var properties: [String] = []
            let location = outcome.location(of: finding)
            if finding.path != nil || location.rulesFile != nil {
                let path = outcome.reviewPath(of: finding, bundleInRepository: repositoryPath,
                                              repositoryRoot: repositoryPath == nil ? nil : repositoryRoot)
                properties.append("file=" + Self.escapeProperty(path))
                if let line = location.line { properties.append("line=\(line)") }
                if let column = location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + Self.escapeProperty("assetcheck: \(finding.check)"))
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let subject = finding.path == nil ? "\(outcome.displayPath(nil)): " : ""
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
                + Self.escapeData(subject + finding.message + fix) + "\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF escaped, other control characters made visible.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case _ where LineText.isControl(character): out += LineText.escaped(String(character))
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A command's property value: as ``escapeData(_:)``, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
