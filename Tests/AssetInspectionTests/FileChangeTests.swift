import AssetCheckCore
import AssetCheckTestSupport
@testable import AssetInspection
import Foundation
import Testing

/// A file's recorded size, hash and facts come from one read of one state of it, whatever the
/// scan saw and however the file changes while it is read.
@Suite("Files changing while read")
struct FileChangeTests {
    private static let small = PNGFixture.sprite(10, 10), large = PNGFixture.sprite(40, 30)

    /// Overwrites the file in place (same inode, new size) when called, `times` times at most.
    private final class Rewriter: @unchecked Sendable {
        private let lock = NSLock()
        private var left: Int
        private let contents: [[UInt8]]
        init(times: Int, contents: [[UInt8]]) { left = times; self.contents = contents }

        func rewrite(_ path: String) {
            let bytes: [UInt8]? = lock.withLock {
                guard left > 0 else { return nil }
                left -= 1
                return contents[left % contents.count]
            }
            guard let bytes else { return }
            let fd = open(path, O_WRONLY | O_TRUNC)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
    }

    private func inspect(_ folder: TemporaryFolder, _ path: String, sizeHint: Int, rewriter: Rewriter? = nil,
                         piecewise: Bool = false) -> AssetRecord {
        var inspector = AssetInspector(rules: PNGImageDataTests.rules)
        if piecewise { inspector.piecewiseAbove = 0 }
        if let rewriter { inspector.afterOpening = { rewriter.rewrite($0) } }
        return inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: sizeHint)
    }

    private func sha(_ folder: TemporaryFolder, _ path: String) throws -> String? {
        try FileReader.load(absolutePath: folder.path + "/" + path, relativePath: path, limit: 1 << 20).get().sha256
    }

    @Test("a file that changed between the scan and the read is recorded as read, not with the scan's size")
    func changedBeforeRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("Sprites/a@2x.png", Self.small)
        let scanned = Self.small.count
        try folder.write("Sprites/a@2x.png", Self.large)
        let record = inspect(folder, "Sprites/a@2x.png", sizeHint: scanned)
        #expect(record.bytes == Self.large.count)
        #expect(record.sha256 == (try sha(folder, "Sprites/a@2x.png")))
        #expect(record.image?.width == 40)
    }

    @Test("a file rewritten once while it is read is read again: size, hash and facts all of the new state",
          arguments: [false, true])
    func changedOnceWhileRead(piecewise: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("Sprites/a@2x.png", Self.small)
        let record = inspect(folder, "Sprites/a@2x.png", sizeHint: Self.small.count,
                             rewriter: Rewriter(times: 1, contents: [Self.large]), piecewise: piecewise)
        #expect(record.failure == nil, "\(String(describing: record.failure))")
        #expect(record.bytes == Self.large.count)
        #expect(record.sha256 == (try sha(folder, "Sprites/a@2x.png")))
        #expect(record.image?.width == 40)
        #expect(record.image?.pixels != nil, "the pixel decode read the same state")
    }

    @Test("a file with an earlier record is opened once: kept as it was when its hash is the same, else inspected from that read",
          arguments: [false, true])
    func keepingEarlier(piecewise: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let path = "Sprites/a@2x.png"
        try folder.write(path, Self.small)
        var inspector = AssetInspector(rules: PNGImageDataTests.rules)
        if piecewise { inspector.piecewiseAbove = 0 }
        let opens = Counter()
        inspector.afterOpening = { _ in opens.add() }
        var earlier = inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: Self.small.count)
        // A mark no inspection makes: the record that comes back is `earlier` itself, not a new one.
        earlier.scale = 7
        let kept = inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: Self.small.count,
                                     keeping: earlier)
        #expect(kept == earlier)
        #expect(opens.value == 2)

        try folder.write(path, Self.large)
        let changed = inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: Self.small.count,
                                        keeping: earlier)
        #expect(opens.value == 3, "one open for the hash and the facts")
        #expect(changed.scale == nil)
        #expect(changed.image?.width == 40)
        #expect(changed.sha256 == (try sha(folder, path)))
        #expect(changed == inspector.inspect(relativePath: path, absolutePath: folder.path + "/" + path, sizeHint: Self.small.count))
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test("file.unreadable: a file rewritten at every read is reported for now, without a hash or facts, never cached")
    func changingAtEveryRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("Sprites/a@2x.png", Self.small)
        let record = inspect(folder, "Sprites/a@2x.png", sizeHint: Self.small.count,
                             rewriter: Rewriter(times: 100, contents: [Self.small, Self.large]))
        #expect(record.problems.map(\.check) == [.fileUnreadable])
        #expect(record.sha256 == nil)
        #expect(record.image == nil)
        #expect(record.isTransient)
        guard case let .file(.unreadable(reason))? = record.failure else { Issue.record("\(String(describing: record.failure))"); return }
        #expect(reason.contains("changed while it was read"))
    }
}
