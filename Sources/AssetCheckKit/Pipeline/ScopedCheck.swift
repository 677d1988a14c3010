import Foundation

/// A ``BundleChecker`` run over the files a ``ChangeRequest`` names. With `staged`, the whole
/// bundle is read as git's index holds it (the tree the commit will record: unstaged edits,
/// untracked files and files deleted only from the working tree do not count), copied to a
/// temporary folder that is removed after the check.
public struct ScopedCheck: Sendable {
    /// The checker, with its scope and, for a staged run, the copy of the index to read.
    public var checker: BundleChecker
    /// The bundle folder, as the user gave it.
    public var root: String
    /// Holds the copy of the index of a staged run; `nil` otherwise.
    public var temporaryFolder: String?

    /// The check of `changes` in `root` with `checker`, or `nil` when only changed files are asked
    /// for and none of them is in the bundle (nothing to check).
    public init?(_ changes: ChangeRequest, root: String, checker: BundleChecker,
                 workingDirectory: String = FileManager.default.currentDirectoryPath,
                 environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.root = root
        self.checker = checker
        guard changes.staged else {
            let scope = try changes.scope(root: root, workingDirectory: workingDirectory)
            if let scope, scope.isEmpty { return nil }
            self.checker.scope = scope
            return
        }
        let staged = try StagedBundle(root: root, workingDirectory: workingDirectory, environment: environment)
        let scope = try staged.changes()
        if scope.isEmpty { return nil }
        self.checker.scope = scope
        let folder = try Self.makeTemporaryFolder()
        do {
            let blobs = try staged.blobs()
            let copy = try staged.materialize(blobs.keys.sorted(), into: folder)
            self.checker.indexCopy = IndexCopy(folder: copy, blobs: blobs)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        temporaryFolder = folder
    }

    /// Runs the check, then removes the staged copies.
    public func check() async throws -> CheckOutcome {
        defer { if let temporaryFolder { try? FileManager.default.removeItem(atPath: temporaryFolder) } }
        return try await checker.check(root: root)
    }

    /// A temporary folder for staged copies, under the system's temporary folder.
    static func makeTemporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("assetcheck-staged-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
