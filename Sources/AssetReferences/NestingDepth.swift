/// How deep a text nests, found by one pass over its bytes before a recursive parser
/// (`JSONSerialization`, `PropertyListSerialization`) is given it, so deep input is skipped
/// instead of overflowing the stack.
enum NestingDepth {
    /// The most a file may nest to be parsed: far deeper than real data, far shallower than a stack.
    static let maximum = 512

    /// The deepest nesting of the bracket pairs in `pairs` (`[]{}` for JSON, `(){}` for an
    /// old-style property list), outside double-quoted strings with backslash escapes.
    static func brackets(in bytes: [UInt8], pairs: String) -> Int {
        let pairs = Array(pairs.utf8)
        let opens = stride(from: 0, to: pairs.count, by: 2).map { pairs[$0] }
        let closes = stride(from: 1, to: pairs.count, by: 2).map { pairs[$0] }
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if opens.contains(byte) {
                depth += 1
                deepest = max(deepest, depth)
            } else if closes.contains(byte) {
                depth -= 1
            }
        }
        return deepest
    }

    /// The deepest nesting of `<array>` and `<dict>` elements in an XML property list
    /// (empty-element tags such as `<array/>` do not nest).
    static func propertyListElements(in bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let closing = bytes.count > open + 1 && bytes[open + 1] == UInt8(ascii: "/")
            let nameStart = closing ? open + 2 : open + 1
            let end = bytes[nameStart...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let tag = bytes[nameStart..<end]
            index = min(end + 1, bytes.count)
            guard tag.starts(with: "array".utf8) || tag.starts(with: "dict".utf8) else { continue }
            if closing {
                depth -= 1
            } else if tag.last != UInt8(ascii: "/") {
                depth += 1
                deepest = max(deepest, depth)
            }
        }
        return deepest
    }
}
