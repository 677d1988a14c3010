import Foundation

/// A value worked out on a thread of its own (not a shared pool's, which the thread waiting for it
/// may belong to), from when it is made.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            result = work()
            done.signal()
        }.start()
    }

    /// The value, once it is made; written before the semaphore is signalled, read after it is waited for.
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }

    /// Lets go of `value` on another thread: what it alone holds is freed there, not on the caller's.
    static func release(_ value: consuming Value) {
        DispatchQueue.global(qos: .utility).async { [value] in _ = value }
    }
}
