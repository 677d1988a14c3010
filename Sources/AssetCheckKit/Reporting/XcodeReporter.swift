import AssetCheckCore
import Foundation

/// `path: error: message` lines that Xcode's issue navigator and editors pick up.
///
/// Paths are absolute (Xcode runs build phases from another folder than the user's shell), so
/// a bundle given as `Examples` becomes `/Users/me/App/Examples/...`. Findings about the whole
/// bundle point at its folder.
public struct XcodeReporter: Reporter {
    /// The folder relative display paths start from, normally the current folder.
    public var workingDirectory: String

    public init(workingDirectory: String) { self.workingDirectory = workingDirectory }

    public func report(_ outcome: CheckOutcome) -> String {
        outcome.findings.map { finding in
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let shown = finding.path == nil ? outcome.root : outcome.displayPath(finding.path)
            return "\(LineText.escaped(absolute(shown))): \(finding.severity.rawValue): "
                + "[\(finding.check)] \(LineText.escaped(finding.message + fix))\n"
        }.joined()
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
