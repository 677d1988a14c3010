import Foundation

extension StagedBundle {
    /// Files of the bundle that differ between `range`'s commits (added, modified, renamed,
    /// deleted), relative to the bundle: `git diff --name-status -z --no-renames FROM...TO`, so
    /// what changed on TO's side since it left FROM, as a pull request shows it.
    public func changes(between range: CommitRange) throws(Git.Failure) -> ChangeScope {
        scope(fromNameStatus: try git.run(["diff", "--name-status", "-z", "--no-renames", "--diff-filter=ACMRD",
                                           range.from + "..." + range.to, "--", pathspec]))
    }
}

/// Two commits whose difference a run checks, as the pre-commit framework names them
/// (`pre-commit run --from-ref FROM --to-ref TO`).
public struct CommitRange: Sendable, Hashable {
    /// The older commit (a branch, tag or hash), e.g. the pull request's base.
    public var from: String
    /// The newer commit, e.g. `HEAD`.
    public var to: String

    /// The range from `from` to `to`; throws for a name git would read as an option.
    public init(from: String, to: String) throws(Git.Failure) {
        for ref in [from, to] where ref.isEmpty || ref.hasPrefix("-") {
            throw Git.Failure(message: "'\(ref)' is not a commit name")
        }
        self.from = from
        self.to = to
    }
}
