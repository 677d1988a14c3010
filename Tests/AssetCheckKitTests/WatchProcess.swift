import AssetCheckTestSupport
import Foundation

/// A running `assetcheck watch`, its output collected as it comes, for tests that save files
/// and wait for the lines they cause.
final class WatchProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    /// Starts `assetcheck watch arguments...` with its cache in `cacheFolder`, never the repository.
    init(_ arguments: [String], cacheFolder: String) throws {
        process.executableURL = URL(fileURLWithPath: CommandRunner.binary)
        process.arguments = ["watch"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["ASSETCHECK_CACHE_DIR"] = cacheFolder
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.out += text }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.err += text }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var standardOutput: String { lock.withLock { out } }
    var standardError: String { lock.withLock { err } }

    /// Waits until `text` is in standard output (or error) after its first `offset` characters;
    /// returns the time it took, or `nil` after `timeout`.
    func wait(for text: String, inErrors: Bool = false, after offset: Int = 0,
              timeout: Duration = .seconds(20)) -> Duration? {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            let output = inErrors ? standardError : standardOutput
            if output.dropFirst(offset).contains(text) { return ContinuousClock.now - start }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// Sends Ctrl-C (SIGINT) and waits for the exit; the exit status, or `nil` if it did not exit in time.
    func interrupt(timeout: Duration = .seconds(10)) -> Int32? {
        process.interrupt()
        let start = ContinuousClock.now
        while process.isRunning, ContinuousClock.now - start < timeout { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { return nil }
        // Let the readers take the last output.
        Thread.sleep(forTimeInterval: 0.1)
        return process.terminationStatus
    }
}
