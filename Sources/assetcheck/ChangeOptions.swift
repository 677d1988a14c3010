import ArgumentParser
import AssetCheckKit

/// `--staged`, `--pre-commit`, a file list after `--`, and `--no-cache` of `assetcheck check`.
struct ChangeOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(
        "Check only the files staged for commit (added, modified, renamed or deleted), as a pre-commit hook does.",
        discussion: "Checks across files (scale pairs, image sets, required files, budgets) still see the whole "
            + "bundle, from the cache where it can. Staged source files of the app count too: a load in them of an asset "
            + "the bundle lacks is reported at its line. Writes no manifest unless --manifest is given."))
    var staged = false

    @Flag(name: .long, help: ArgumentHelp(
        "Run as the pre-commit framework's hook: check what pre-commit names.",
        discussion: "On a commit, the staged tree (deletions included); with --all-files or --files, the files "
            + "it passes after --; with --from-ref/--to-ref (PRE_COMMIT_FROM_REF, PRE_COMMIT_TO_REF), what "
            + "changed between the two commits."))
    var preCommit = false

    @Flag(name: .long, help: "Inspect every file again, and neither read nor write the cache.")
    var noCache = false

    @Argument(parsing: .postTerminator, help: ArgumentHelp(
        "Files to check (after --), relative to the current folder; files outside the bundle are ignored.",
        valueName: "file"))
    var files: [String] = []

    /// True when only some files are checked.
    var isScoped: Bool { staged || preCommit || !files.isEmpty }

    /// The files to check; with `--pre-commit`, asks git and pre-commit's environment which.
    func request() throws -> ChangeRequest {
        guard preCommit else { return ChangeRequest(staged: staged, files: files) }
        return try PreCommitRun(files: files).request()
    }

    func validate() throws {
        if staged, !files.isEmpty { throw ValidationError("give --staged or a list of files, not both") }
        if staged, preCommit { throw ValidationError("give --staged or --pre-commit, not both") }
    }
}
