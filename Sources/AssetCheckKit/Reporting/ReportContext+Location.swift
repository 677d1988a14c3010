import Foundation

extension ReportContext {
    /// The context for reporting `outcome` from `workingDirectory` (default the current folder):
    /// the bundle's place in its git repository, if any, for SARIF URIs.
    public static func forRun(of outcome: CheckOutcome, tool: ToolIdentity, colored: Bool, strict: Bool = false,
                              workingDirectory: String = FileManager.default.currentDirectoryPath) -> ReportContext {
        let bundle = URL(fileURLWithPath: outcome.root, relativeTo: URL(fileURLWithPath: workingDirectory + "/"))
            .resolvingSymlinksInPath().standardizedFileURL.path
        let repository = Git.workingTreeRoot(containing: bundle).map {
            URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path
        }
        let repositoryPath = repository.map { top in bundle == top ? "" : String(bundle.dropFirst(top.count + 1)) }
        return ReportContext(colored: colored, workingDirectory: workingDirectory, repositoryPath: repositoryPath,
                             repositoryRoot: repository, strict: strict, tool: tool)
    }
}
