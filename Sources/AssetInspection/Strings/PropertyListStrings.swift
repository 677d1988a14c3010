import AssetCheckCore
import Foundation

/// Reads a strings file saved as an XML or binary property list with Foundation's own
/// `PropertyListSerialization`, so keys and values are exactly what the app gets at run time.
/// Foundation refuses nesting deeper than a few hundred levels in either syntax, so hostile
/// input cannot exhaust the stack.
///
/// Foundation's dictionary keeps neither order, lines nor repeated keys; ``PropertyListKeyLines``
/// finds those in the XML text.
enum PropertyListStrings {
    /// The two property-list syntaxes a strings file may be saved in.
    enum Syntax: String {
        case xml = "XML property list"
        case binary = "binary property list"
    }

    /// The syntax the bytes are in, or `nil` for the old-style text of a `.strings` table:
    /// `bplist` at the start, or `<` as the first character after a byte order mark and spaces.
    static func syntax(of bytes: [UInt8]) -> Syntax? {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var step = 1
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            index = bytes[0] == 0xFF ? 2 : 3
            step = 2
        }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += step }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : nil
    }

    /// The top-level dictionary Foundation reads from `bytes`, or why not.
    static func dictionary(_ bytes: [UInt8], syntax: Syntax) -> Result<[String: Any], StringsFailure> {
        let root: Any
        var format = PropertyListSerialization.PropertyListFormat.xml
        let damagedBinary = StringsFailure.propertyList(line: nil, reason: "Foundation can't read it as a binary property list (damaged or cut short)")
        if syntax == .binary, let object = BinaryPropertyListShape.refusal(bytes) {
            return .failure(.propertyList(line: nil, reason: "it holds \(object), which no strings file does (damaged, or not a strings file)"))
        }
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        } catch {
            // Foundation retries a list it can't read as the old text syntax, and a binary list's
            // error then speaks of that retry; say what the file is instead.
            return .failure(syntax == .binary ? damagedBinary : failure(error))
        }
        // That retry can succeed on a damaged list ("bplist00garbage" is a word): it is not what the file is.
        if syntax == .binary, format != .binary { return .failure(damagedBinary) }
        if syntax == .xml, format != .xml {
            return .failure(.propertyList(line: nil, reason: "Foundation can't read it as an XML property list"))
        }
        guard let dictionary = root as? [String: Any] else {
            return .failure(.propertyList(line: nil, reason: "the property list is \(noun(root)), not a dictionary of keys"))
        }
        return .success(dictionary)
    }

    /// The entries' places: each top-level key's line in XML (repeats included), in file
    /// order; then any key the scan missed, sorted, at line 0 (binary lists have no lines).
    static func orderedKeys(of dictionary: [String: Any], bytes: [UInt8], syntax: Syntax) -> [(key: String, line: Int)] {
        let scanned = syntax == .xml ? PropertyListKeyLines.scan(bytes) : []
        let present = scanned.filter { dictionary[$0.key] != nil }
        let seen = Set(present.map(\.key))
        return present + dictionary.keys.filter { !seen.contains($0) }.sorted().map { ($0, 0) }
    }

    /// A value's kind in words, for messages.
    static func noun(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [String: Any]: "a dictionary"
        case is [Any]: "an array"
        case is Data: "data"
        case is Date: "a date"
        // Foundation bridges <integer>, <real> and <true/> alike; which one does not matter here.
        case is NSNumber, is Int, is Double, is Bool: "a number or boolean"
        default: "not a string"
        }
    }

    /// Foundation's own reason, and the line it names ("... on line 7"), when it names one.
    private static func failure(_ error: any Error) -> StringsFailure {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        var line: Int?
        if let range = description.range(of: #"line [0-9]+"#, options: .regularExpression) {
            line = Int(description[range].dropFirst(5))
        }
        return .propertyList(line: line, reason: description)
    }
}
