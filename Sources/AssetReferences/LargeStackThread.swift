import Foundation

/// Runs work that recurses once per level of its input (swift-syntax's parser and tree walks)
/// on a thread of its own with a known, large stack, whatever thread the caller is on (a
/// secondary thread on macOS has 512 KiB). The memory is reserved, and used only as deep as the
/// work goes.
enum LargeStackThread {
    /// The stack size of the thread, 256 MiB.
    static let stackSize = 256 << 20

    /// The thread-dictionary key that marks a thread this type started.
    private static let marker = "assetcheck.LargeStackThread"

    /// Runs `work` on a new thread and waits for its result; on such a thread already, runs it
    /// there (a caller reading many files starts one thread for all of them, not one each).
    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        if Thread.current.threadDictionary[marker] != nil { return work() }
        let box = ResultBox<Result>()
        let thread = Thread {
            Thread.current.threadDictionary[marker] = true
            box.result = work()
            box.done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        box.done.wait()
        guard let result = box.result else { preconditionFailure("the thread signalled before setting its result") }
        return result
    }

    /// The result, written on the thread before it signals and read after the wait.
    private final class ResultBox<Result: Sendable>: @unchecked Sendable {
        var result: Result?
        let done = DispatchSemaphore(value: 0)
    }
}
