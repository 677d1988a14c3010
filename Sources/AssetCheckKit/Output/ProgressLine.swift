#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `Checking Examples: 120 of 450 files` on standard error, redrawn in place, for long runs.
///
/// Drawn only when standard error is a terminal and the run has taken more than a second,
/// at most ten times a second; cleared before anything else is printed. Piped, it prints nothing.
public final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let started = ContinuousClock.now
    private let lock = NSLock()
    private var lastDrawn: ContinuousClock.Instant?

    private init(label: String) { self.label = label }

    /// A progress line for checking `root`, or `nil` when standard error is not a terminal or `quiet`.
    public static func make(root: String, quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(2) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressLine(label: root)
    }

    /// Called after each inspected file.
    public func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        guard now - started > .seconds(1) else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        FileHandleOutput.standardError("\r\u{1B}[2KChecking \(label): \(done) of \(total) files")
    }

    /// Removes the line, if it was drawn.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { FileHandleOutput.standardError("\r\u{1B}[2K") }
        lastDrawn = nil
    }
}
