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
            excluded: [\(ExampleBundle.excluded.map { "\"\($0)\"" }.joined(separator: ", "))]

            """)
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "Example bundle")
    }

    private init(empty folder: TemporaryFolder) { self.folder = folder }

    /// An empty repository with no commit.
    static func empty() throws -> GitSandbox {
        let sandbox = GitSandbox(empty: try TemporaryFolder(prefix: "assetcheck-git"))
        try sandbox.git("init", "-q")
        return sandbox
    }

    /// Runs git in the repository; throws unless `allowFailure`.
    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> CommandRunner.Output {
        try run(["git"] + arguments, allowFailure: allowFailure)
    }

    /// Runs `command` (found on `PATH`) in `directory` (default the repository), with git's
    /// settings shut out and `environment` added; throws unless `allowFailure`.
    @discardableResult
    func run(_ command: [String], in directory: String? = nil, environment: [String: String] = [:],
             allowFailure: Bool = false) throws -> CommandRunner.Output {
        let arguments = command
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? folder.path)
        process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { _, new in new }
            .merging(["NO_COLOR": "1"]) { _, new in new }.merging(environment) { _, new in new }
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
            throw SandboxError(message: "\(arguments.joined(separator: " ")) failed: \(output.stdout)\(output.stderr)")
        }
        return output
    }

    /// Runs the built assetcheck in `directory` (default the repository), with git's settings
    /// shut out as above and `environment` added.
    func assetcheck(_ arguments: [String], in directory: String? = nil,
                    environment: [String: String] = [:]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments, in: directory ?? folder.path,
                              environment: Self.environment.merging(environment) { _, new in new })
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
