import AssetCheckCore

/// Reads HTML, CSS and JavaScript shipped in the app: every quoted string and CSS `url(...)`
/// of at most ``SourceFileReferences/maxMentionLength`` bytes on one line is a mention, and so
/// is the file name at the end of a path (`img/logo.png?v=2` gives `logo.png` too).
enum WebReferenceReader {
    static func read(_ text: String, path: String) -> SourceFileReferences {
        let bytes = Array(text.utf8)
        if isAssetcheckReport(bytes) { return SourceFileReferences(path: path, mentions: []) }
        let limit = SourceFileReferences.maxMentionLength
        var values: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isQuote = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
            let isURL = bytes[index...].starts(with: "url(".utf8)
            guard isQuote || isURL else {
                index += 1
                continue
            }
            let start = index + (isURL ? 4 : 1)
            let closing = isURL ? UInt8(ascii: ")") : byte
            guard let end = closingIndex(of: closing, in: bytes, from: start, limit: limit) else {
                index = start
                continue
            }
            let value = String(decoding: bytes[start..<end], as: UTF8.self)
            // A quoted url("...") is read as the quoted string it holds.
            if !(isURL && (value.hasPrefix("\"") || value.hasPrefix("'"))) { values.append(value) }
            index = isURL ? start : end + 1
        }
        let names = values.compactMap(fileName(of:))
        return SourceFileReferences(path: path, mentions: values + names)
    }

    /// True for assetcheck's HTML report, which says so in its head (`<meta name="generator"
    /// content="assetcheck">`): it names every asset it shows, and is no page of the app's.
    static func isAssetcheckReport(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(2_048)
        let marker = Array(#"<meta name="generator" content="assetcheck">"#.utf8)
        return head.count >= marker.count && (0...(head.count - marker.count)).contains { head[$0..<$0 + marker.count].elementsEqual(marker) }
    }

    /// The index of `closing` within `limit` bytes of `start` on the same line, skipping
    /// backslash escapes; `nil` when there is none.
    private static func closingIndex(of closing: UInt8, in bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        var index = start
        while index < bytes.count, index - start <= limit {
            switch bytes[index] {
            case closing: return index
            case UInt8(ascii: "\n"): return nil
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return nil
    }

    /// The last path component without a query or fragment, when the value is a path.
    private static func fileName(of value: String) -> String? {
        let path = value.prefix { $0 != "?" && $0 != "#" }
        guard path.contains("/"), let name = path.split(separator: "/").last, !name.isEmpty else { return nil }
        return String(name)
    }
}
