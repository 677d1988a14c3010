import AssetCheckCore
import Foundation

/// `path:line:column: error: message` lines, the compiler convention that Xcode's issue
/// navigator, editors and problem matchers pick up. The line and column are where a JSON file
/// stops parsing, else 1:1 (a finding is about the whole file). Control characters in names and
/// messages are made visible (``LineText``), so each finding stays one line.
///
/// Paths are absolute (Xcode runs build phases from another folder than the user's shell), so
/// a bundle given as `Examples` becomes `/Users/me/App/Examples/...`. Findings about the whole
/// bundle point at its folder, except a required file that is missing, which points at the line
/// of the rules file that asks for it.
public struct XcodeReporter: Reporter {
    /// The folder relative display paths start from, normally the current folder.
    public var workingDirectory: String

    public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let location = outcome.location(of: finding)
            let shown = location.rulesFile ?? (finding.path == nil ? outcome.root : outcome.displayPath(finding.path))
            let (line, column) = (location.line ?? 1, location.column ?? 1)
            return LineText.escaped(absolute(shown)) + ":\(line):\(column): \(finding.severity.rawValue): "
                + LineText.escaped("[\(finding.check)] \(finding.message)\(fix)") + "\n"
        }.joined()
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
