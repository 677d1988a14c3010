import Foundation

/// What the pre-commit framework's hook checks, from how pre-commit ran it
/// (`.pre-commit-hooks.yaml`: `assetcheck check --pre-commit --`, file names passed):
///
/// - `pre-commit run --from-ref A --to-ref B` (it exports `PRE_COMMIT_FROM_REF` and
///   `PRE_COMMIT_TO_REF`): the files that changed between the two commits, deletions included.
/// - A commit, or `pre-commit run` with something staged: every file it passes is staged, so the
///   staged tree is checked as `--staged` does, deletions included (pre-commit passes none).
/// - `pre-commit run --all-files` (the usual CI and pre-commit.ci call) or `--files ...`: it
///   passes files that are not staged, every tracked file for `--all-files`; those are checked
///   as the work tree holds them, with the findings across files that they affect.
public struct PreCommitRun: Sendable, Hashable {
    /// The file names pre-commit passed, relative to the working folder (the repository's top).
    public var files: [String]
    /// The commits of `--from-ref`/`--to-ref`, when pre-commit was given them.
    public var commits: CommitRange?

    /// The run pre-commit started with `files`, reading the refs from `environment`.
    public init(files: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws(Git.Failure) {
        self.files = files
        if let from = environment["PRE_COMMIT_FROM_REF"], let to = environment["PRE_COMMIT_TO_REF"] {
            commits = try CommitRange(from: from, to: to)
        } else {
            commits = nil
        }
    }

    /// The files to check, as a ``ChangeRequest``, from the git work tree around `workingDirectory`.
    public func request(workingDirectory: String = FileManager.default.currentDirectoryPath,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws(Git.Failure) -> ChangeRequest {
        if let commits { return ChangeRequest(commits: commits) }
        let top = try Git.workTreeTop(around: workingDirectory, workingDirectory: workingDirectory, environment: environment)
        let staged = try Git(folder: top).run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"])
            .split(separator: 0, omittingEmptySubsequences: true)
            .map { ChangeRequest.realPath(of: String(decoding: $0, as: UTF8.self), relativeTo: top) }
        let passed = files.map { ChangeRequest.realPath(of: $0, relativeTo: workingDirectory) }
        if Set(passed).isSubset(of: Set(staged)) { return ChangeRequest(staged: true) }
        return ChangeRequest(files: files)
    }
}
