import ArgumentParser
import AssetCheckKit

/// `--staged`, a file list after `--`, and `--no-cache` of `assetcheck check`.
struct ChangeOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(
        "Check only the files staged for commit (added, modified, renamed or deleted), as a pre-commit hook does.",
        discussion: "Checks across files (scale pairs, image sets, required files, budgets) still see the whole "
            + "bundle, from the cache where it can. Writes no manifest unless --manifest is given."))
    var staged = false

    @Flag(name: .long, help: "Inspect every file again, and neither read nor write the cache.")
    var noCache = false

    @Argument(parsing: .postTerminator, help: ArgumentHelp(
        "Files to check (after --), relative to the current folder; files outside the bundle are ignored.",
        valueName: "file"))
    var files: [String] = []

    var request: ChangeRequest { ChangeRequest(staged: staged, files: files) }

    func validate() throws {
        if staged, !files.isEmpty { throw ValidationError("give --staged or a list of files, not both") }
    }
}
