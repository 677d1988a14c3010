/// Measures how deeply a JSON text nests, iteratively, before any recursive parser sees it.
///
/// Foundation's JSON parsers recurse per level: a 100,000-deep document would overflow the stack.
/// This pass is O(n), allocates nothing, and ignores brackets inside strings.
public enum JSONDepthScanner {
    /// The deepest nesting of arrays and objects in `bytes`; stops counting once `limit` is exceeded.
    public static func maxDepth(of bytes: [UInt8], stoppingAbove limit: Int = .max) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > deepest {
                    deepest = depth
                    if deepest > limit { return deepest }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }
}
