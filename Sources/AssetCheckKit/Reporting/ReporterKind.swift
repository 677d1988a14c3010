/// Every report assetcheck can write, by the name `--report` and `--format` take.
///
/// One explicit list: adding a reporter means adding a case here and its file beside this one.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text
    case xcode
    case json
    case sarif
    case junit
    case githubActions = "github-actions"
    case markdown
    case gitlab
    case checkstyle
    case html

    /// One line for `--help`.
    public var summary: String {
        switch self {
        case .text: "compiler-style lines, coloured on a terminal"
        case .xcode: "path:line:column: error: message, with absolute paths Xcode opens"
        case .json: "the findings and counts as one JSON document"
        case .sarif: "SARIF 2.1.0 for GitHub code scanning"
        case .junit: "JUnit XML, one test case per check on each file (GitLab, Jenkins)"
        case .githubActions: "::error annotations for GitHub Actions"
        case .markdown: "a summary table for a job summary or pull-request comment"
        case .gitlab: "GitLab Code Quality JSON for merge requests (artifacts:reports:codequality)"
        case .checkstyle: "Checkstyle XML, as SwiftLint writes it (Jenkins, reviewdog, Danger)"
        case .html: "a self-contained page with thumbnails, for artists (give it a file)"
        }
    }

    /// True for reports read line by line as they come (text, xcode, github-actions), which
    /// `--quiet` cuts down to errors; structured reports stay whole.
    public var isLineBased: Bool {
        switch self {
        case .text, .xcode, .githubActions: true
        case .json, .sarif, .junit, .markdown, .gitlab, .checkstyle, .html: false
        }
    }

    /// The reporter for this kind.
    public func reporter(_ context: ReportContext) -> any Reporter {
        switch self {
        case .text: TextReporter(colored: context.colored)
        case .xcode: XcodeReporter(workingDirectory: context.workingDirectory)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(tool: context.tool, repositoryPath: context.repositoryPath, repositoryRoot: context.repositoryRoot)
        case .junit: JUnitReporter(strict: context.strict, repositoryPath: context.repositoryPath)
        case .githubActions: GitHubActionsReporter(repositoryPath: context.repositoryPath, repositoryRoot: context.repositoryRoot)
        case .markdown: MarkdownReporter()
        case .gitlab: GitLabCodeQualityReporter(repositoryPath: context.repositoryPath, repositoryRoot: context.repositoryRoot)
        case .checkstyle: CheckstyleReporter(repositoryPath: context.repositoryPath, repositoryRoot: context.repositoryRoot)
        case .html: HTMLReporter(tool: context.tool)
        }
    }
}
