/// Finds the keys of an XML property list's top-level dictionary and their lines, in file
/// order and with repeats, which Foundation's dictionary forgets. A scan of tags, not a parser:
/// Foundation has already read the file; this only places its keys.
enum PropertyListKeyLines {
    /// Each `<key>` directly inside the top `<dict>`, decoded (`&amp;`, `&#x41;`), with its 1-based line.
    static func scan(_ bytes: [UInt8]) -> [(key: String, line: Int)] {
        var result: [(key: String, line: Int)] = []
        var depth = 0
        var line = 1
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
        }
        /// Moves past `terminator`, counting lines; false when the file ends first.
        func skip(past terminator: String) -> Bool {
            while index < bytes.count {
                if starts(terminator, at: index) {
                    index += terminator.utf8.count
                    return true
                }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            return false
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            if starts("<!--", at: index) {
                guard skip(past: "-->") else { break }
            } else if starts("<![CDATA[", at: index) {
                guard skip(past: "]]>") else { break }
            } else if starts("<key>", at: index), depth == 1 {
                let keyLine = line
                index += 5
                let start = index
                guard skip(past: "</key>") else { break }
                result.append((decode(bytes[start..<index - 6]), keyLine))
            } else if starts("<dict>", at: index) || starts("<array>", at: index) {
                depth += 1
                guard skip(past: ">") else { break }
            } else if starts("</dict>", at: index) || starts("</array>", at: index) {
                depth -= 1
                guard skip(past: ">") else { break }
            } else {
                guard skip(past: ">") else { break }
            }
        }
        return result
    }

    /// The text of a key with XML's entities replaced.
    private static func decode(_ raw: ArraySlice<UInt8>) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                result += rest[ampersand...]
                return result
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            switch name {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                result += number.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "&\(name);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
