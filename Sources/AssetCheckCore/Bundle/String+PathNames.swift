/// A bundle-relative path's last name and folder, found by one search for the last `/` rather
/// than by splitting the whole path: passes ask for them of every file, many times over.
extension StringProtocol {
    /// The text after the last `/` (the whole path when it has none): the file or folder name.
    public var lastPathName: SubSequence {
        guard let slash = lastIndex(of: "/") else { return self[...] }
        return self[index(after: slash)...]
    }

    /// The text before the last `/`: the folder holding the path, `nil` at the bundle root.
    public var parentFolder: SubSequence? {
        guard let slash = lastIndex(of: "/") else { return nil }
        return self[..<slash]
    }
}

extension String {
    /// True when the ASCII text `part` occurs in the string, compared as UTF-8 bytes in place:
    /// quicker than Foundation's `contains` for what passes ask of every path (`.xcassets/`).
    public func containsASCII(_ part: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
            guard let first = needle.first, bytes.count >= needle.count else { return needle.isEmpty }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return true }
                index += 1
            }
            return false
        }
    }
}
