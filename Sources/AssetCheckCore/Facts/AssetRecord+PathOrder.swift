extension Array where Element == AssetRecord {
    /// Sorts the records by path in place, as `sort { $0.path < $1.path }` would, keeping records
    /// of the same path in their order; does nothing to records already in that order.
    ///
    /// Sorts their positions and then moves each record once along the permutation's cycles: a
    /// record is about 150 bytes, so sorting the records themselves (or `sorted`, a copy) would
    /// need a second buffer of half to all of them, megabytes for a large bundle, for 8 bytes a
    /// record here.
    public mutating func sortByPath() {
        guard !isSortedByPath else { return }
        var order = indices.sorted { self[$0].path < self[$1].path || (self[$0].path == self[$1].path && $0 < $1) }
        // Gathers: position `j` receives the record at `order[j]`; a position done points at itself.
        for start in order.indices {
            var position = start
            while order[position] != start {
                let source = order[position]
                swapAt(position, source)
                order[position] = position
                position = source
            }
            order[position] = position
        }
    }

    /// `others` and these records together, sorted by path as ``sortByPath()`` sorts `others`
    /// followed by these (of a path both have, `others`' records first). When these are in order
    /// and `others` are few (a hook's changed files among the cache's records), each of `others`
    /// is merged in from the end, each record moved at most once, instead of sorting every record
    /// again (and at most 64 records are held twice meanwhile).
    public mutating func sortByPath(inserting others: consuming [AssetRecord]) {
        guard others.count <= 64, isSortedByPath else {
            others.append(contentsOf: self)
            self = []
            others.sortByPath()
            self = others
            return
        }
        others.sortByPath()
        let added = others
        // The end grows by `others`' slots, then fills from the back: of one path, these records
        // go after `others`'.
        var read = endIndex - 1
        reserveCapacity(count + added.count)
        append(contentsOf: added)
        var write = endIndex - 1
        for record in added.reversed() {
            while read >= startIndex, self[read].path >= record.path {
                swapAt(write, read)
                (read, write) = (read - 1, write - 1)
            }
            self[write] = record
            write -= 1
        }
    }

    /// True when each record's path is at least the one before it.
    public var isSortedByPath: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path <= self[$0].path }
    }
}
