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
        for marker in ["src=\"", "src='"] {
            var rest = Substring(text)
            let quote: Character = marker.last!
            while let open = rest.range(of: marker) {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: quote) else { break }
                add(after[..<close])
                rest = after[close...]
            }
        }
        return SourceFileReferences(path: path, mentions: mentions)
    }
}
