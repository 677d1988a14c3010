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

    /// True when each record's path is at least the one before it.
    public var isSortedByPath: Bool {
        indices.dropFirst().allSatisfy { self[$0 - 1].path <= self[$0].path }
    }
}
