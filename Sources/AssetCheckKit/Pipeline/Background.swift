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
        // Moved into a box the other thread empties: a copy captured by the closure could be let
        // go of there first, leaving the caller's to free it all.
        let held = Held(value)
        DispatchQueue.global(qos: .utility).async { held.value = nil }
    }

    private final class Held: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }
}
