import AssetCheckTestSupport
import Foundation

/// A real git repository in a temporary folder, with git's user-level settings shut out so the
/// machine's own configuration (a global `core.hooksPath`, signing) cannot change the outcome.
struct GitSandbox {
    let folder: TemporaryFolder

    static let environment = [
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Artist", "GIT_AUTHOR_EMAIL": "artist@example.com",
        "GIT_COMMITTER_NAME": "Artist", "GIT_COMMITTER_EMAIL": "artist@example.com",
    ]

    /// A repository holding a copy of the example bundle in `Examples/` and of the Bennie rules in
    /// `Rules/`, committed, with an `.assetcheck.yml` naming them (a configuration names paths
    /// inside its repository only).
    init() throws {
        folder = try TemporaryFolder(prefix: "assetcheck-git")
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: folder.path + "/Examples")
        try FileManager.default.createDirectory(atPath: folder.path + "/Rules", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.bennieRules, toPath: folder.path + "/Rules/bennie.yml")
        try folder.write(".assetcheck.yml", text: """
            rules: Rules/bennie.yml
            paths: [Examples]
            excluded: \(Repository.bennieExclusions)

            """)
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "Example bundle")
    }

    /// Runs git in the repository; throws unless `allowFailure`.
    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { _, new in new }
            .merging(["NO_COLOR": "1"]) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = CommandRunner.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                          stderr: String(decoding: stderr, as: UTF8.self))
        if !allowFailure, output.status != 0 {
            throw SandboxError(message: "git \(arguments.joined(separator: " ")) failed: \(output.stderr)")
        }
        return output
    }

    /// Runs the built assetcheck in the repository, with git's settings shut out as above.
    func assetcheck(_ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments, in: folder.path, environment: Self.environment)
    }

    /// Number of commits on the current branch.
    func commitCount() throws -> Int {
        Int(try git("rev-list", "--count", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    func delete() { folder.delete() }

    struct SandboxError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
