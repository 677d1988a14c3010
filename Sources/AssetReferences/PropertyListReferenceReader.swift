import AssetCheckCore
import Foundation

/// Reads a property list (XML, binary or old-style; `Info.plist`, `.intentdefinition`): every
/// string value is a mention, and an `Info.plist`'s `UIAppFonts` entries are its registered
/// fonts. App icon and launch screen names are string values, so they are mentions too.
enum PropertyListReferenceReader {
    /// The first bytes of a binary property list.
    static let binaryMagic = Array("bplist00".utf8)

    static func read(_ bytes: [UInt8], path: String) -> SourceFileReferences {
        let isBinary = bytes.starts(with: binaryMagic)
        if let problem = depthProblem(bytes, isBinary: isBinary) { return SourceFileReferences(path: path, note: problem) }
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else {
            return SourceFileReferences(path: path, note: "does not parse as a property list")
        }
        var mentions: [String] = []
        collectStrings(in: root, into: &mentions)
        let fonts = (root as? [String: Any])?["UIAppFonts"].map { value in
            registeredFonts(value as? [Any] ?? [], text: isBinary ? nil : String(decoding: bytes, as: UTF8.self))
        }
        return SourceFileReferences(path: path, mentions: mentions, registeredFonts: fonts)
    }

    private static func depthProblem(_ bytes: [UInt8], isBinary: Bool) -> String? {
        let limit = NestingDepth.maximum
        if isBinary {
            guard let table = BinaryPropertyListDepth(bytes) else { return "does not parse as a binary property list" }
            return table.isWithin(limit) ? nil
                : "skipped: its objects nest deeper than \(limit) levels, are shared too often, hold a set, or point outside the file"
        }
        let isXML = bytes.first { !($0 == 0x20 || (0x09...0x0D).contains($0)) } == UInt8(ascii: "<")
        let depth = isXML ? NestingDepth.propertyListElements(in: bytes) : NestingDepth.brackets(in: bytes, pairs: "(){}")
        return depth > limit ? "skipped: it nests \(depth) levels deep, deeper than \(limit)" : nil
    }

    private static func collectStrings(in value: Any, into strings: inout [String]) {
        switch value {
        case let string as String: strings.append(string)
        case let array as [Any]: for element in array { collectStrings(in: element, into: &strings) }
        case let dictionary as [String: Any]: for element in dictionary.values { collectStrings(in: element, into: &strings) }
        default: break
        }
    }

    /// The `UIAppFonts` entries with the line each is written on: found in order after the key
    /// in an XML or old-style file, line 1 in a binary one (which has no lines).
    private static func registeredFonts(_ entries: [Any], text: String?) -> [RegisteredFont] {
        guard let text, let key = text.range(of: "UIAppFonts") else {
            return entries.compactMap { $0 as? String }.map { RegisteredFont(file: $0, line: 1) }
        }
        var searchFrom = key.upperBound
        return entries.compactMap { $0 as? String }.map { file in
            let written = [">" + escapedForXML(file) + "<", file].lazy.compactMap {
                text.range(of: $0, range: searchFrom..<text.endIndex)
            }.first
            if let written { searchFrom = written.upperBound }
            return RegisteredFont(file: file, line: line(of: written?.lowerBound ?? key.lowerBound, in: text))
        }
    }

    private static func escapedForXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func line(of index: String.Index, in text: String) -> Int {
        text.utf8[..<index].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
