import AssetCheckCore
import Foundation

/// GitLab Code Quality (`artifacts:reports:codequality`), the report merge requests show: a JSON
/// array of issues, each with `description`, `check_name`, `fingerprint`, `severity` and
/// `location.path` with `location.lines.begin`, as GitLab's documentation lists them (a subset
/// of the Code Climate format).
///
/// The fingerprint is the finding's, so GitLab pairs an issue across the base and head
/// pipelines (one made twice on a file gets a suffix, as GitLab wants them unique). Errors are
/// `major`, warnings `minor` (SwiftLint's mapping). Paths are relative to the repository root,
/// which GitLab requires; a required file that is missing points at the line of the rules file
/// that asks for it, and another finding about the whole bundle at its folder.
public struct GitLabCodeQualityReporter: Reporter {
    /// The bundle folder relative to the repository root (`""` for the root); `nil` to use display paths.
    public var repositoryPath: String?
    /// The repository's top folder (absolute), for a rules file a finding points into.
    public var repositoryRoot: String?

    public init(repositoryPath: String? = nil, repositoryRoot: String? = nil) {
        self.repositoryPath = repositoryPath
        self.repositoryRoot = repositoryRoot
    }

    struct Issue: Encodable {
        var description: String
        var checkName: String
        var fingerprint: String
        var severity: String
        var location: Location

        enum CodingKeys: String, CodingKey {
            case description, checkName = "check_name", fingerprint, severity, location
        }
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
    }

    public func report(_ outcome: CheckOutcome) -> String {
        var seen: [String: Int] = [:]
        let issues = outcome.findings.map { finding in
            let base = finding.fingerprint == .unknown
                ? Fingerprint(check: finding.check, path: finding.path, identity: [finding.message]).rawValue
                : finding.fingerprint.rawValue
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            return Issue(
                description: "[\(finding.check)] " + finding.message + (finding.fix.map { "; \($0)" } ?? ""),
                checkName: finding.check.rawValue,
                fingerprint: count == 1 ? base : "\(base)-\(count)",
                severity: finding.severity == .error ? "major" : "minor",
                location: Location(path: outcome.reviewPath(of: finding, bundleInRepository: repositoryPath,
                                                            repositoryRoot: repositoryPath == nil ? nil : repositoryRoot),
                                   lines: Lines(begin: outcome.location(of: finding).line ?? 1)))
        }
        return DeterministicJSON.text(issues)
    }
}
