/// How deep a binary property list (`bplist00`) nests, read from its object table without
/// building any object, so that a hostile file is refused before Foundation's recursive reader
/// sees it.
struct BinaryPropertyListDepth {
    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let tableStart: Int

    /// Reads the trailer; `nil` when it does not describe a table inside the file.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 40 else { return nil }
        let trailer = bytes.count - 32
        self.bytes = bytes
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = Self.integer(bytes[(trailer + 8)..<(trailer + 16)])
        let start = Self.integer(bytes[(trailer + 24)..<(trailer + 32)])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count <= UInt64(trailer),
              start <= UInt64(trailer), UInt64(trailer) - start >= count * UInt64(offsetSize) else { return nil }
        objectCount = Int(count)
        tableStart = Int(start)
    }

    /// True when no container lies deeper than `limit` below the top, and a walk of the object
    /// tree makes no more steps than the file has bytes (containers shared many times over could
    /// multiply it, as entities do in XML); false for a file that breaks either, holds a set, or
    /// whose references point outside it.
    func isWithin(_ limit: Int) -> Bool {
        guard objectCount > 0 else { return true }
        var visits = 0
        var stack: [(object: Int, depth: Int)] = [(Int(clamping: Self.integer(bytes[(bytes.count - 16)..<(bytes.count - 8)])), 1)]
        while let (object, depth) = stack.popLast() {
            guard object < objectCount, depth <= limit, visits <= bytes.count else { return false }
            visits += 1
            guard let children = children(of: object), stack.count + children.count <= bytes.count else { return false }
            stack += children.map { ($0, depth + 1) }
        }
        return true
    }

    /// The objects an array or dictionary refers to (none for other objects); `nil` for a set,
    /// or when its entry does not fit in the file.
    private func children(of object: Int) -> [Int]? {
        let entry = tableStart + object * offsetSize
        let offset = Int(clamping: Self.integer(bytes[entry..<(entry + offsetSize)]))
        guard offset < bytes.count - 32 else { return nil }
        let marker = bytes[offset]
        let kind = marker >> 4
        // A set (0xC) is no property list value, and Foundation on Linux crashes bridging some.
        guard kind != 0xC else { return nil }
        guard kind == 0xA || kind == 0xD else { return [] }
        var count = Int(marker & 0x0F)
        var start = offset + 1
        if count == 0x0F {
            guard start < bytes.count, bytes[start] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[start] & 0x0F)
            guard size <= 8, start + 1 + size <= bytes.count else { return nil }
            count = Int(clamping: Self.integer(bytes[(start + 1)..<(start + 1 + size)]))
            start += 1 + size
        }
        let references = kind == 0xD ? count * 2 : count
        guard references <= (bytes.count - start) / referenceSize else { return nil }
        return (0..<references).map { position in
            let at = start + position * referenceSize
            return Int(clamping: Self.integer(bytes[at..<(at + referenceSize)]))
        }
    }

    private static func integer(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}
