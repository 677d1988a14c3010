import AssetCheckCore
import Foundation

/// A JSON document read in pieces (``JSONArraySplitter``): the arrays under the streamed keys are
/// decoded in batches, on all cores, while the rest is read; the skeleton last. Memory holds a
/// few batches of text and what is decoded, never the whole text or a tree of it.
struct StreamedDocument {
    /// How each streamed key's batch (`[e1,e2,...]`) is decoded, on any thread: into what is then
    /// called, in the batches' order, to keep the elements (``Collected/keeper(_:)``).
    typealias BatchDecode = @Sendable (Data) throws -> @Sendable () -> Void

    private var splitter: JSONArraySplitter
    private let batches: Batches

    init(batchBytes: Int = 1 << 20, streamed decoders: [String: BatchDecode]) {
        let batches = Batches(decoders: decoders, width: max(1, ProcessInfo.processInfo.activeProcessorCount))
        self.batches = batches
        splitter = JSONArraySplitter(streamedKeys: Set(decoders.keys), batchBytes: batchBytes) { key, _, bytes in
            batches.add(key: key, bytes)
        }
    }

    /// Reads the next piece; throws when the document can't be split or a batch can't be decoded.
    mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws {
        try splitter.feed(bytes)
        try batches.decodeIfFull()
    }

    /// The skeleton: the document with the streamed arrays empty, their elements all kept.
    mutating func finish() throws -> Data {
        try splitter.finish()
        try batches.decodePending()
        return Data(splitter.skeleton)
    }

    /// Where one key's elements are kept, batch after batch.
    final class Collected<Element: Decodable & Sendable>: @unchecked Sendable {
        private(set) var elements: [Element] = []

        /// Decodes a batch with `decoder`, and keeps its elements when called back.
        func keeper(_ decoder: @escaping @Sendable () -> JSONDecoder) -> BatchDecode {
            { [self] data in
                let batch = try decoder().decode([Element].self, from: data)
                return { self.elements += batch }
            }
        }
    }

    /// Batches waiting to be decoded, and what is decoded so far.
    private final class Batches: @unchecked Sendable {
        let decoders: [String: BatchDecode]
        let width: Int
        private var pending: [(key: String, bytes: [UInt8])] = []

        init(decoders: [String: BatchDecode], width: Int) {
            self.decoders = decoders
            self.width = width
        }

        func add(key: String, _ bytes: [UInt8]) {
            pending.append((key, bytes))
        }

        func decodeIfFull() throws {
            if pending.count >= width { try decodePending() }
        }

        /// Decodes the pending batches, one per core, and appends them in order.
        func decodePending() throws {
            guard !pending.isEmpty else { return }
            let work = pending
            pending = []
            let results = Results(count: work.count)
            let decoders = decoders
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                results.store(at: index, Result { try decoders[work[index].key]!(Data(work[index].bytes)) })
            }
            for index in work.indices { try results.get(index)() }
        }
    }

    /// Each batch's outcome, written by the thread that decoded it.
    private final class Results: @unchecked Sendable {
        private var slots: [Result<@Sendable () -> Void, any Error>?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func store(at index: Int, _ result: Result<@Sendable () -> Void, any Error>) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = result
        }

        func get(_ index: Int) throws -> @Sendable () -> Void {
            lock.lock()
            defer { lock.unlock() }
            return try slots[index]!.get()
        }
    }
}
