import Foundation

/// A ``BundleChecker`` run over the files a ``ChangeRequest`` names; with `staged`, the files are
/// read as staged: their index content is copied to a temporary folder, removed after the check.
public struct ScopedCheck: Sendable {
    /// The checker, with its scope and, for a staged run, the staged copies as sources.
    public var checker: BundleChecker
    /// The bundle folder, as the user gave it.
    public var root: String
    /// Holds the staged copies of a staged run; `nil` otherwise.
    public var temporaryFolder: String?

    /// The check of `changes` in `root` with `checker`, or `nil` when only changed files are asked
    /// for and none of them is in the bundle (nothing to check).
    public init?(_ changes: ChangeRequest, root: String, checker: BundleChecker,
                 workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        self.root = root
        self.checker = checker
        let scope = try changes.scope(root: root, workingDirectory: workingDirectory)
        if let scope, scope.isEmpty { return nil }
        self.checker.scope = scope
        guard changes.staged, let scope else { return }
        let folder = try Self.makeTemporaryFolder()
        do {
            self.checker.sources = try Git(folder: ChangeRequest.realPath(of: root, relativeTo: workingDirectory)).stagedContent(of: scope.changed.sorted(), into: folder)
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
