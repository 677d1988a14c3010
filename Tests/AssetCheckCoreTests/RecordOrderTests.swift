import AssetCheckCore
import Testing

/// Records sorted by path in place, and a snapshot's records found by path without an index.
@Suite("Record order")
struct RecordOrderTests {
    private func record(_ path: String, bytes: Int = 1) -> AssetRecord {
        AssetRecord(path: path, assetClass: nil, kind: .other, bytes: bytes)
    }

    @Test("sorting in place gives what sorted(by: path) gives, the same paths kept in their order")
    func sortsLikeSorted() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 17, 500] {
            // Few distinct paths, so that some repeat; the bytes tell repeated paths apart.
            let records = (0..<count).map { record("p\(Int.random(in: 0..<max(1, count / 3), using: &generator))", bytes: $0) }
            var sorted = records
            sorted.sortByPath()
            let expected = records.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
            #expect(sorted == expected)
            #expect(sorted.isSortedByPath)
        }
    }

    @Test("inserting a few records into sorted ones, or any records into any, gives what sorting both together gives")
    func sortsInserting() {
        var generator = SystemRandomNumberGenerator()
        for (count, added, ordered) in [(0, 0, true), (0, 3, true), (5, 0, true), (200, 1, true), (200, 7, true), (200, 64, true),
                                        (200, 65, true), (200, 7, false), (3, 300, true)] {
            let paths = max(1, (count + added) / 3)
            var records = (0..<count).map { record("p\(Int.random(in: 0..<paths, using: &generator))", bytes: $0) }
            if ordered { records.sortByPath() }
            let others = (0..<added).map { record("p\(Int.random(in: 0..<paths, using: &generator))", bytes: 1000 + $0) }
            var expected = others + records
            expected.sortByPath()
            records.sortByPath(inserting: others)
            #expect(records == expected, "\(count) + \(added), in order: \(ordered)")
        }
    }

    @Test("records already in order are left as they are")
    func alreadySorted() {
        var records = ["a", "a/b", "b", "b"].enumerated().map { record($0.element, bytes: $0.offset) }
        let before = records
        records.sortByPath()
        #expect(records == before)
    }

    @Test("a snapshot finds each record by path, and no other path")
    func recordAtPath() {
        let paths = ["Z.png", "a/b@2x.png", "a/b@3x.png", "a", "b/c.json", "ä.png"]
        let snapshot = BundleSnapshot(records: paths.map { record($0) })
        for path in paths { #expect(snapshot.record(at: path)?.path == path) }
        for path in ["", "A", "a/", "a/b.png", "zz", "b/c.jsonx"] { #expect(snapshot.record(at: path) == nil) }
        #expect(BundleSnapshot(records: []).record(at: "a") == nil)
    }

    @Test("focused on a few of many records, a snapshot checks those a filter finds, in order, a repeated path's too")
    func focusOnFew() {
        let paths = (0..<300).map { String(format: "p%03d", $0) } + ["p150"]
        var snapshot = BundleSnapshot(records: paths.enumerated().map { record($0.element, bytes: $0.offset) })
        let focus: Set<String> = ["p007", "p150", "missing", "p299"]
        #expect(focus.count * 64 < snapshot.records.count)
        snapshot.focus(on: focus)
        #expect(snapshot.checkedRecords == snapshot.records.filter { focus.contains($0.path) })
        #expect(snapshot.checkedRecords.map(\.bytes) == [7, 150, 300, 299])
    }

    @Test("a snapshot's records under a folder are those whose path starts with it and a slash")
    func recordsUnderFolder() {
        let paths = ["c/d/y", "d", "d/a", "d/b", "d/sub/c", "d.x/e", "d2/x", "dd"]
        let snapshot = BundleSnapshot(records: paths.map { record($0) })
        #expect(snapshot.records(under: "d").map(\.path) == ["d/a", "d/b", "d/sub/c"])
        #expect(snapshot.records(under: "d/sub").map(\.path) == ["d/sub/c"])
        #expect(snapshot.records(under: "e").isEmpty)
        #expect(snapshot.records(under: "dd").isEmpty)
    }
}
