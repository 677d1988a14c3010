/// The 1-based line of any byte offset of a text, in logarithmic time: for documents where many
/// values need their line (every string of a catalog, every violation of a shape).
struct LineIndex {
    /// Offsets of each line break, in order.
    private let breaks: [Int]

    init(_ bytes: [UInt8]) {
        breaks = bytes.indices.filter { bytes[$0] == 0x0A }
    }

    /// The line of byte `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }
}
