import AssetCheckCore

/// Checkstyle XML, as SwiftLint's `checkstyle` reporter writes it, for tools that read that
/// format (Jenkins' Warnings plugin, reviewdog, Danger, TeamCity): one `<file>` per path,
/// sorted, each finding an `<error line= column= severity= message= source=>`.
///
/// The line and column are where a JSON file stops parsing, else 1 and 1 (``XcodeReporter``'s
/// rule); `source` is `assetcheck.checks.<check>`; the message carries the fix after `; `. Paths
/// are relative to the repository root when known, else the display paths; a required file that
/// is missing is listed under the rules file, at the line that asks for it, and another finding
/// about the whole bundle under the bundle folder. Names and messages are XML-escaped.
public struct CheckstyleReporter: Reporter {
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?
    /// The repository's top folder (absolute), for a rules file a finding points into.
    public var repositoryRoot: String?

    public init(repositoryPath: String? = nil, repositoryRoot: String? = nil) {
        self.repositoryPath = repositoryPath
        self.repositoryRoot = repositoryRoot
    }

    public func report(_ outcome: CheckOutcome) -> String {
        let byFile = Dictionary(grouping: outcome.findings) {
            outcome.reviewPath(of: $0, bundleInRepository: repositoryPath, repositoryRoot: repositoryPath == nil ? nil : repositoryRoot)
        }
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">"
        for file in byFile.keys.sorted() {
            xml += "\n\t<file name=\"\(XMLText.escape(file))\">\n"
            for finding in byFile[file] ?? [] {
                let location = outcome.location(of: finding)
                let (line, column) = (location.line ?? 1, location.column ?? 1)
                let message = finding.message + (finding.fix.map { "; \($0)" } ?? "")
                xml += "\t\t<error line=\"\(line)\" column=\"\(column)\" severity=\"\(finding.severity.rawValue)\" "
                    + "message=\"\(XMLText.escape(message))\" source=\"\(XMLText.escape("assetcheck.checks.\(finding.check)"))\"/>\n"
            }
            xml += "\t</file>"
        }
        return xml + "\n</checkstyle>\n"
    }
}
