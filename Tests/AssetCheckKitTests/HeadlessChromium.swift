import Foundation

/// Runs headless Chromium on a page: Debian's `chromium` package, or `$CHROMIUM`.
///
/// Runs as root in CI, hence `--no-sandbox`; each run gets a fresh profile folder, and is
/// killed after a time limit so a hung browser fails the test instead of stalling the suite.
enum HeadlessChromium {
    /// The browser's path: `$CHROMIUM`, else the first of `chromium`, `chromium-browser`,
    /// `google-chrome` on `PATH`; `nil` when none is installed.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    /// Why the browser tests do not run here, or `nil` when they do.
    static var missing: String? {
        path == nil ? "headless Chromium is not installed (Debian: apt-get install chromium; or set CHROMIUM)" : nil
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    /// Runs the browser headless on `url` with `arguments` (e.g. `--dump-dom`), logging the
    /// page's console to standard error.
    static func run(_ arguments: [String], url: String, profile: String, timeout: Duration = .seconds(90)) throws -> Run {
        guard let path else { throw CocoaError(.executableNotLoadable) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                             "--disable-extensions", "--disable-dev-shm-usage", "--user-data-dir=\(profile)", "--enable-logging=stderr", "--v=0"]
            + arguments + [url]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        // Read on other threads, so a full pipe cannot stall the browser while we wait.
        nonisolated(unsafe) var stdout = Data(), stderr = Data()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) { stdout = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: readers) { stderr = err.fileHandleForReading.readDataToEndOfFile() }
        let seconds = Double(timeout.components.seconds)
        let timedOut = done.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            process.terminate()
            _ = done.wait(timeout: .now() + 5)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        readers.wait()
        return Run(status: process.isRunning ? -1 : process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut)
    }
}
