internal import Yams

/// Where each key of a rules file is, by dotted key path (`classes.sfx.required.tap.aac`), and
/// each string of a list by its key path and the string (`classes.cow.required-images[cow]`):
/// the places findings about requirements point at.
enum RulesPlaces {
    /// The places of every mapping key and list string under `node`.
    static func collect(_ node: Node, file: String, keyPath: String = "") -> [String: RulesPlace] {
        var places: [String: RulesPlace] = [:]
        if let mapping = node.mapping {
            for pair in mapping {
                guard let key = pair.key.scalar?.string else { continue }
                let path = keyPath.isEmpty ? key : keyPath + "." + key
                if let mark = pair.key.mark { places[path] = RulesPlace(file: file, line: mark.line, column: mark.column) }
                places.merge(collect(pair.value, file: file, keyPath: path)) { first, _ in first }
            }
        } else if let sequence = node.sequence {
            for item in sequence {
                guard let text = item.scalar?.string, let mark = item.mark else { continue }
                places[keyPath + "[" + text + "]"] = places[keyPath + "[" + text + "]"]
                    ?? RulesPlace(file: file, line: mark.line, column: mark.column)
            }
        } else if let text = node.scalar?.string, let mark = node.mark, !keyPath.isEmpty {
            // A single string where a list may stand (`required-images: cow`).
            places[keyPath + "[" + text + "]"] = RulesPlace(file: file, line: mark.line, column: mark.column)
        }
        return places
    }
}
