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

    /// Runs `assetcheck arguments...` in `directory`, its output discarded, and returns its exit
    /// status and peak resident memory in bytes, as its parent's resource usage of children says.
    static func peakMemory(_ arguments: [String], in directory: String) throws -> (status: Int32, peakBytes: Int) {
        // A child spawned from this test process starts inside its memory (posix_spawn's vfork), and
        // Linux carries that into the child's peak: the figure would be the test runner's size. So a
        // small Python process runs the binary as its own child and reports that child's peak.
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[2:], cwd=sys.argv[1], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print(status, peak * (1 if sys.platform == "darwin" else 1024))
            """
        let output = try run(["-c", script, directory, binary] + arguments, prefix: ["/usr/bin/env"], binary: "python3")
        let fields = output.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 2 else { throw POSIXError(.EIO) }
        return (Int32(fields[0]), fields[1])
    }
}
