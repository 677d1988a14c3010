import AssetCheckTestSupport
import Foundation

/// Runs the built `assetcheck` binary, as a user would.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary SwiftPM built beside the test bundle.
    static var binary: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("assetcheck").path
    }

    /// Runs `assetcheck arguments...` in `directory`, optionally through `prefix` (e.g. setpriv).
    static func run(_ arguments: [String], in directory: String = Repository.root, prefix: [String] = [],
                    environment: [String: String] = [:], binary: String = CommandRunner.binary) throws -> Output {
        let process = Process()
        let command = prefix + [binary] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
