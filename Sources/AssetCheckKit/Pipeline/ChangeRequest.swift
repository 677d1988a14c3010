import Foundation

/// Which files a run checks: those staged for commit (`--staged`), those listed after `--`, those
/// changed between two commits, or, when none is given, the whole bundle.
public struct ChangeRequest: Sendable, Hashable {
    /// True to check the files staged in git (added, modified, renamed or deleted).
    public var staged: Bool
    /// Files and folders to check, relative to the working folder; outside the bundle they are ignored.
    public var files: [String]
    /// Check the files that differ between these two commits (`git diff FROM...TO`, deletions
    /// included), as the work tree holds them; `nil` for none.
    public var commits: CommitRange?

    public init(staged: Bool = false, files: [String] = [], commits: CommitRange? = nil) {
        self.staged = staged
        self.files = files
        self.commits = commits
    }

    /// The changed files of the bundle at `root`, or `nil` to check the whole bundle. A listed
    /// path that does not exist counts as deleted; a listed folder stands for every file in it.
    public func scope(root: String, workingDirectory: String = FileManager.default.currentDirectoryPath)
        throws -> ChangeScope? {
        if staged { return try StagedBundle(root: root, workingDirectory: workingDirectory).changes() }
        if let commits { return try StagedBundle(root: root, workingDirectory: workingDirectory).changes(between: commits) }
        guard !files.isEmpty else { return nil }
        let bundle = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: workingDirectory + "/"))
            .resolvingSymlinksInPath().standardizedFileURL.path
        var scope = ChangeScope(changed: [])
        for file in files {
            let path = Self.realPath(of: file, relativeTo: workingDirectory)
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

    /// The real absolute path of `path` (relative to `base`), links in its folders resolved but
    /// not a link at its end (a deleted file has no real path of its own).
    public static func realPath(of path: String, relativeTo base: String = FileManager.default.currentDirectoryPath) -> String {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        return folder == "/" ? "/" + url.lastPathComponent : folder + "/" + url.lastPathComponent
    }
}
