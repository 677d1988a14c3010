import AssetCheckCore
import Foundation

/// Reads Markdown (a README, technotes) for the images it shows: link targets (`](Images/x.png)`)
/// and HTML `src="..."` values, each with its last path name. An image only the docs show is used
/// by the docs, not unused.
enum MarkdownReferenceReader {
    static func read(_ text: String, path: String) -> SourceFileReferences {
        var mentions: [String] = []
        func add(_ target: Substring) {
            var target = target.split(separator: " ").first.map(String.init) ?? ""
            if let query = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = String(target[..<query]) }
            guard !target.isEmpty, target.utf8.count <= SourceFileReferences.maxMentionLength else { return }
            mentions.append(target)
            if let last = target.split(separator: "/").last, last.count != target.count { mentions.append(String(last)) }
        }
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            add(after[..<close])
            rest = after[close...]
        }
        // `src="x.png"`, `src='x.png'`, and HTML's unquoted `src=x.png`.
        rest = Substring(text)
        while let open = rest.range(of: "src=") {
            var after = rest[open.upperBound...]
            var ends: (Character) -> Bool = { $0 == " " || $0 == ">" || $0.isNewline }
            if let quote = after.first, quote == "\"" || quote == "'" {
                after = after.dropFirst()
                ends = { $0 == quote || $0.isNewline }
            }
            let close = after.firstIndex(where: ends) ?? after.endIndex
            add(after[..<close])
            rest = after[close...]
        }
        return SourceFileReferences(path: path, mentions: mentions)
    }
}
