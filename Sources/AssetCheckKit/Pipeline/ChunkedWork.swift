import Foundation

/// Work over the indices `0..<count`, split into contiguous chunks that run on every core at
/// once: for steps that look at every file with no I/O (matching paths against rules, decoding a
/// cache), where a task per file would cost more than the work.
enum ChunkedWork {
    /// `body`'s results for each chunk of `0..<count`, joined in index order. Chunks hold at least
    /// `minimum` indices and there are at most `chunks` of them (default four per core).
    static func map<T>(count: Int, minimum: Int = 256, chunks: Int? = nil, _ body: @Sendable (Range<Int>) -> [T]) -> [T] {
        let chunks = max(1, min(count / max(1, minimum), chunks ?? ProcessInfo.processInfo.activeProcessorCount * 4))
        guard chunks > 1 else { return body(0..<count) }
        let slots = Slots<T>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            slots.store(body(count * chunk / chunks..<count * (chunk + 1) / chunks), at: chunk)
        }
        return slots.joined
    }

    /// Each chunk's results, stored from the thread that made them.
    private final class Slots<T>: @unchecked Sendable {
        private var slots: [[T]]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: [], count: count) }

        func store(_ results: [T], at index: Int) { lock.withLock { slots[index] = results } }

        var joined: [T] { lock.withLock { Array(slots.joined()) } }
    }
}
