import Foundation

/// Work over the indices `0..<count`, split into contiguous chunks that run on every core at
/// once: for steps that look at every file with no I/O (matching paths against rules, decoding a
/// cache, grouping images), where a task per file would cost more than the work.
public enum ChunkedWork {
    /// `body`'s results for each chunk of `0..<count`, joined in index order. Chunks hold at least
    /// `minimum` indices and there are at most `chunks` of them (default four per core).
    ///
    /// Inlinable, so that callers in other modules get it made for their own result type: the
    /// generic version copied each of 10,000 results through the runtime's type metadata.
    @inlinable
    public static func map<T>(count: Int, minimum: Int = 256, chunks: Int? = nil, _ body: @Sendable (Range<Int>) -> [T]) -> [T] {
        let chunks = max(1, min(count / max(1, minimum), chunks ?? ProcessInfo.processInfo.activeProcessorCount * 4))
        guard chunks > 1 else { return body(0..<count) }
        let slots = Slots<T>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            slots.store(body(count * chunk / chunks..<count * (chunk + 1) / chunks), at: chunk)
        }
        return slots.joined()
    }

    /// Each chunk's results, stored from the thread that made them.
    @usableFromInline
    final class Slots<T>: @unchecked Sendable {
        @usableFromInline var slots: [[T]]
        @usableFromInline let lock = NSLock()

        @usableFromInline
        init(count: Int) { slots = Array(repeating: [], count: count) }

        @usableFromInline
        func store(_ results: [T], at index: Int) { lock.withLock { slots[index] = results } }

        /// The results in chunk order, appended chunk by chunk into one array of the right size
        /// (a `joined()` sequence copied them one element at a time, a hook's milliseconds at
        /// 10,000 files); each chunk's own array is let go once appended.
        @usableFromInline
        func joined() -> [T] {
            lock.withLock {
                var all: [T] = []
                all.reserveCapacity(slots.reduce(0) { $0 + $1.count })
                for index in slots.indices {
                    all.append(contentsOf: slots[index])
                    slots[index] = []
                }
                return all
            }
        }
    }
}
