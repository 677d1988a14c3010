/// Names built at run time, written as globs: each part the code fills in becomes `*`.
enum BuiltName {
    /// One piece of a built name: text written in the code, or a value filled in at run time.
    enum Part: Equatable {
        case text(String)
        case wildcard
    }

    /// The fewest written characters a pattern keeps: `*` or `a*` would match almost any name.
    static let minimumWrittenCharacters = 2

    /// The glob for `parts` (adjacent wildcards merged), or `nil` when it has too little text
    /// to tell one name from another.
    static func glob(_ parts: [Part]) -> String? {
        var glob = ""
        var written = 0
        for part in parts {
            switch part {
            case .text(let text):
                glob += text
                written += text.count
            case .wildcard:
                if !glob.hasSuffix("*") { glob += "*" }
            }
        }
        return written >= minimumWrittenCharacters ? glob : nil
    }

    /// The glob for a format string such as `"frame_%02d"` (`frame_*`), or `nil` when it has no
    /// conversion (`%%` is a written `%`) or too little text around them.
    static func printf(_ format: String) -> String? {
        let scalars = Array(format.unicodeScalars)
        var parts: [Part] = []
        var text = String.UnicodeScalarView()
        var hasConversion = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", let end = conversionEnd(in: scalars, from: index + 1) else {
                text.append(scalar)
                index += 1
                continue
            }
            if scalars[end] == "%" {
                text.append("%")
            } else {
                parts.append(.text(String(text)))
                text = String.UnicodeScalarView()
                parts.append(.wildcard)
                hasConversion = true
            }
            index = end + 1
        }
        parts.append(.text(String(text)))
        return hasConversion ? glob(parts) : nil
    }

    /// The index of the conversion character of a specifier whose text starts at `start` (after
    /// the `%`): flags, width, precision and length modifiers, then one of `diouxXfFeEgGaAcsSp@%`.
    private static func conversionEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        func skip(while allowed: (Unicode.Scalar) -> Bool) {
            while index < scalars.count, allowed(scalars[index]) { index += 1 }
        }
        if index < scalars.count, scalars[index] == "%" { return index }
        skip { "-+#0".unicodeScalars.contains($0) }
        skip { ("0"..."9").contains($0) || $0 == "*" }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            skip { ("0"..."9").contains($0) || $0 == "*" }
        }
        skip { "hlqLzjt".unicodeScalars.contains($0) }
        guard index < scalars.count, "diouxXfFeEgGaAcsSp@".unicodeScalars.contains(scalars[index]) else { return nil }
        return index
    }
}
