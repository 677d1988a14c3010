import AssetCheckCore
import Foundation

/// The line and column a report anchors a finding at, and the rules file when the finding is
/// about a line of it (a required file that is missing points at the rules line that asks for it).
///
/// A JSON file's syntax and depth findings have the place where it stops parsing; every other
/// finding on a file has line 1, column 1 (it is about the whole file); a finding about a folder
/// or the whole bundle has none.
public struct FindingLocation: Sendable, Hashable {
    /// The rules file's absolute path when the finding points into it; `nil` for the finding's own path.
    public var rulesFile: String?
    /// 1-based line, `nil` for a folder or the whole bundle.
    public var line: Int?
    /// 1-based column, `nil` for a folder or the whole bundle.
    public var column: Int?

    /// `rulesFile` relative to the repository root `repositoryRoot` when it lies inside it, else absolute.
    public func rulesPath(repositoryRoot: String?) -> String? {
        guard let rulesFile else { return nil }
        guard let repositoryRoot else { return rulesFile }
        let top = URL(fileURLWithPath: repositoryRoot).standardizedFileURL.path
        let file = URL(fileURLWithPath: rulesFile).resolvingSymlinksInPath().standardizedFileURL.path
        return file.hasPrefix(top == "/" ? "/" : top + "/") ? String(file.dropFirst(top == "/" ? 1 : top.count + 1)) : rulesFile
    }
}

extension CheckOutcome {
    /// Where `finding` is anchored: see ``FindingLocation``.
    public func location(of finding: Finding) -> FindingLocation {
        if let place = finding.rulesPlace {
            return FindingLocation(rulesFile: place.file, line: max(1, place.line), column: max(1, place.column))
        }
        if let line = finding.line { return FindingLocation(rulesFile: nil, line: max(1, line), column: 1) }
        guard let path = finding.path, let record = snapshot.record(at: path) else {
            return FindingLocation(rulesFile: nil, line: nil, column: nil)
        }
        if case let .json(failure)? = record.failure {
            switch failure {
            case let .syntax(line, column, _), let .tooDeep(line, column, _):
                return FindingLocation(rulesFile: nil, line: max(1, line), column: max(1, column))
            case .tooLarge, .notJSON: break
            }
        }
        return FindingLocation(rulesFile: nil, line: 1, column: 1)
    }

    /// The path a report for code review names `finding` by: the rules file's (relative to the
    /// repository root when inside it) for a finding about a rules line, else the finding's own
    /// (``repositoryPath(_:bundleInRepository:)``).
    public func reviewPath(of finding: Finding, bundleInRepository: String?, repositoryRoot: String?) -> String {
        location(of: finding).rulesPath(repositoryRoot: repositoryRoot)
            ?? repositoryPath(finding.path, bundleInRepository: bundleInRepository)
    }
}
