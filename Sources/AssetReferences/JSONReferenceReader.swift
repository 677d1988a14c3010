import AssetCheckCore
import Foundation

/// Reads a JSON file: every string value (not keys) is a mention. Nesting deeper than
/// ``NestingDepth/maximum`` is refused before Foundation's recursive parser sees it.
enum JSONReferenceReader {
    static func read(_ bytes: [UInt8], path: String) -> SourceFileReferences {
        let depth = NestingDepth.brackets(in: bytes, pairs: "[]{}")
        guard depth <= NestingDepth.maximum else {
            return SourceFileReferences(path: path, note: "skipped: it nests \(depth) levels deep, deeper than \(NestingDepth.maximum)")
        }
        // Decoded first, so that invalid UTF-8 is replaced rather than failing the whole file.
        let text = Data(String(decoding: bytes, as: UTF8.self).utf8)
        guard let root = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed]) else {
            return SourceFileReferences(path: path, note: "does not parse as JSON")
        }
        var mentions: [String] = []
        collectStrings(in: root, into: &mentions)
        return SourceFileReferences(path: path, mentions: mentions)
    }

    private static func collectStrings(in value: Any, into strings: inout [String]) {
        switch value {
        case let string as String: strings.append(string)
        case let array as [Any]: for element in array { collectStrings(in: element, into: &strings) }
        case let object as [String: Any]: for element in object.values { collectStrings(in: element, into: &strings) }
        default: break
        }
    }
}
