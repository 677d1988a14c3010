#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `Checking Examples: 120 of 450 files` on a terminal, redrawn in place, for long runs.
///
/// Drawn only when standard error is a terminal and the run has taken more than a second,
/// at most ten times a second; cleared before anything else is printed. Piped, there is none.
/// The library never prints: each redraw is handed to `write`, which the command line points
/// at standard error. A class, because the redraw state is shared by the inspecting tasks.
public final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let write: @Sendable (String) -> Void
    private let started = ContinuousClock.now
    private let lock = NSLock()
    private var lastDrawn: ContinuousClock.Instant?

    private init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = LineText.escaped(label)
        self.write = write
    }

    /// A progress line for checking `root` that hands its redraws to `write`, or `nil` when
    /// standard error is not a terminal or `quiet`.
    public static func make(root: String, quiet: Bool, write: @escaping @Sendable (String) -> Void) -> ProgressLine? {
        guard !quiet, isatty(2) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressLine(label: root, write: write)
    }

    /// Called after each inspected file.
    public func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        guard now - started > .seconds(1) else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        write("\r\u{1B}[2KChecking \(label): \(done) of \(total) files")
    }

    /// Removes the line, if it was drawn.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { write("\r\u{1B}[2K") }
        lastDrawn = nil
    }
}
