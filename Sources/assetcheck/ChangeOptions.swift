import ArgumentParser
import AssetCheckCore
import AssetCheckKit
import Foundation

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

    /// True when only some files are checked.
    var isScoped: Bool { staged || !files.isEmpty }

    func validate() throws {
        if staged, !files.isEmpty { throw ValidationError("give --staged or a list of files, not both") }
    }

    /// The changed files of the bundle at `root`, or `nil` to check the whole bundle.
    func scope(root: String) throws -> ChangeScope? {
        if staged { return try Git(folder: root).stagedChanges() }
        guard !files.isEmpty else { return nil }
        let bundle = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        var scope = ChangeScope(changed: [])
        for file in files {
            let path = Self.absolute(file)
            guard path.hasPrefix(bundle + "/") else { continue }
            let relative = String(path.dropFirst(bundle.count + 1))
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                scope.deleted.insert(relative)
            } else if isFolder.boolValue {
                let inside = FileManager.default.subpaths(atPath: path) ?? []
                scope.changed.formUnion(inside.map { relative + "/" + $0 })
            } else {
                scope.changed.insert(relative)
            }
        }
        return scope
    }

    /// The cache for this run, in `$ASSETCHECK_CACHE_DIR`, else `.assetcheck-cache/` in `folder`
    /// (the configuration file's folder, or the current one); `nil` with `--no-cache`.
    func cache(folder: String, rulesFile: String) -> InspectionCache? {
        noCache ? nil : InspectionCache.forRun(in: folder, rulesFile: rulesFile)
    }

    /// The real absolute path of `path` (relative to the current folder), links in folders resolved.
    static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        return folder == "/" ? "/" + url.lastPathComponent : folder + "/" + url.lastPathComponent
    }
}

extension ChangeOptions {
    /// The check for this run, or `nil` when only changed files are asked for and none of them is
    /// in the bundle (a note says so on standard error, unless `quiet`). With `--staged`, files are
    /// read as staged: their index content is copied to a temporary folder first.
    func checker(setup: CheckSetup, quiet: Bool, progress: ProgressLine?) throws -> ScopedCheck? {
        let scope = try scope(root: setup.root)
        if let scope, scope.isEmpty {
            if !quiet { FileHandleOutput.standardError("No changed files in \(setup.root) to check.\n") }
            return nil
        }
        var update: (@Sendable (Int, Int) -> Void)?
        if let progress { update = { done, total in progress.update(done: done, total: total) } }
        var checker = BundleChecker(rules: setup.rules, cache: cache(folder: setup.configFolder, rulesFile: setup.rulesFile),
                                    scope: scope, progress: update)
        guard staged, let scope else { return ScopedCheck(checker: checker) }
        let folder = try ScopedCheck.makeTemporaryFolder()
        do {
            checker.sources = try Git(folder: setup.root).stagedContent(of: scope.changed.sorted(), into: folder)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        return ScopedCheck(checker: checker, temporaryFolder: folder)
    }
}
