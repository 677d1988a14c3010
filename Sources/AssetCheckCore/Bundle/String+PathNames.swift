/// A bundle-relative path's last name and folder, found by one search for the last `/` rather
/// than by splitting the whole path: passes ask for them of every file, many times over. The
/// search runs over the UTF-8 bytes, not the characters: a `/` is one byte and never part of
/// another character's encoding, and characters cost a grapheme-break test each.
extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text after the last `/` (the whole path when it has none): the file or folder name.
    @inlinable public var lastPathName: SubSequence {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self[...] }
        return self[utf8.index(after: slash)...]
    }

    /// The text before the last `/`: the folder holding the path, `nil` at the bundle root.
    @inlinable public var parentFolder: SubSequence? {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return self[..<slash]
    }
}

extension String {
    /// True when the ASCII text `part` occurs in the string, compared as UTF-8 bytes in place:
    /// quicker than Foundation's `contains` for what passes ask of every path (`.xcassets/`).
    public func containsASCII(_ part: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(run: needle) }) { return found }
        var contiguous = self
        contiguous.makeContiguousUTF8()
        return contiguous.containsASCII(part)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when the bytes `run` occur here, one after another (always for an empty `run`).
    func contains(run: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = run.first else { return true }
        guard count >= run.count else { return false }
        var index = 0
        while index <= count - run.count {
            if self[index] == first {
                var matched = 1
                while matched < run.count, self[index + matched] == run[matched] { matched += 1 }
                if matched == run.count { return true }
            }
            index += 1
        }
        return false
    }

    /// True when the bytes `run` occur here, one after another (always for an empty `run`).
    func contains(run: [UInt8]) -> Bool {
        run.withUnsafeBufferPointer { contains(run: $0) }
    }
}
