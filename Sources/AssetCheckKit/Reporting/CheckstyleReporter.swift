import AssetCheckCore

/// Checkstyle XML, as SwiftLint's `checkstyle` reporter writes it, for tools that read that
/// format (Jenkins' Warnings plugin, reviewdog, Danger, TeamCity): one `<file>` per path,
/// sorted, each finding an `<error line= column= severity= message= source=>`.
///
/// The line and column are where a JSON file stops parsing, else 1 and 1 (``XcodeReporter``'s
/// rule); `source` is `assetcheck.checks.<check>`; the message carries the fix after `; `. Paths
/// are relative to the repository root when known, else the display paths; a finding about the
/// whole bundle is listed under the bundle folder. Names and messages are XML-escaped.
public struct CheckstyleReporter: Reporter {
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?

    public init(repositoryPath: String? = nil) { self.repositoryPath = repositoryPath }

    public func report(_ outcome: CheckOutcome) -> String {
        let byFile = Dictionary(grouping: outcome.findings) { outcome.repositoryPath($0.path, bundleInRepository: repositoryPath) }
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">"
        for file in byFile.keys.sorted() {
            xml += "\n\t<file name=\"\(XMLText.escape(file))\">\n"
            for finding in byFile[file] ?? [] {
                let (line, column) = XcodeReporter.position(of: finding, in: outcome)
                let message = finding.message + (finding.fix.map { "; \($0)" } ?? "")
                xml += "\t\t<error line=\"\(line)\" column=\"\(column)\" severity=\"\(finding.severity.rawValue)\" "
                    + "message=\"\(XMLText.escape(message))\" source=\"\(XMLText.escape("assetcheck.checks.\(finding.check)"))\"/>\n"
            }
            xml += "\t</file>"
        }
        return xml + "\n</checkstyle>\n"
    }
}
