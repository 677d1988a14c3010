import AssetCheckKit
import Foundation

/// A ``BundleChecker`` run that may read staged content from a temporary folder, removed afterwards.
struct ScopedCheck {
    var checker: BundleChecker
    /// Holds the staged copies of a `--staged` run; `nil` otherwise.
    var temporaryFolder: String?

    func check(root: String) async throws -> CheckOutcome {
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
