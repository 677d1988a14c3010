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
    /// is put in its place by a binary search instead of sorting every record again.
    public mutating func sortByPath(inserting others: consuming [AssetRecord]) {
        guard others.count <= 64, isSortedByPath else {
            others.append(contentsOf: self)
            self = []
            others.sortByPath()
            self = others
            return
        }
        others.sortByPath()
        // Last first, each before every record of its path: the earlier of two with one path ends first.
        for record in others.reversed() {
            var (low, high) = (startIndex, endIndex)
            while low < high {
                let middle = low + (high - low) / 2
                if self[middle].path < record.path { low = middle + 1 } else { high = middle }
            }
            insert(record, at: low)
        }
    }

    /// True when each record's path is at least the one before it.
    public var isSortedByPath: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path <= self[$0].path }
    }
}
