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
    /// status and peak resident memory in bytes, from `wait4`'s resource usage of that one child.
    static func peakMemory(_ arguments: [String], in directory: String) throws -> (status: Int32, peakBytes: Int) {
        // The shell changes folder and then becomes the binary (exec): the pid waited for is its.
        let script = "cd \"$1\" && shift && exec \"$@\" >/dev/null 2>&1"
        let argv = ["/bin/sh", "-c", script, "sh", directory, binary] + arguments
        var pointers = argv.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &pointers, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        #if os(macOS)
        let peak = Int(usage.ru_maxrss)          // bytes on macOS
        #else
        let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
        #endif
        return ((status >> 8) & 0xFF, peak)
    }
}
