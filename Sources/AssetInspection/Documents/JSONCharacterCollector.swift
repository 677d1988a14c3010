import AssetCheckCore

/// Every character the string values of a JSON document use (keys are not text the app
/// shows), each with the JSON path and line of its first use, in document order.
///
/// Walks the document with an explicit stack, so nesting never grows the call stack; stops
/// recording at ``limit`` different characters.
struct JSONCharacterCollector {
    let lines: LineIndex
    /// Different characters recorded at most.
    static let limit = 20_000

    func characters(of root: JSONNode) -> [CharacterUse] {
        var uses: [CharacterUse] = []
        var seen = Set<UInt32>()
        var stack: [(node: JSONNode, path: String)] = [(root, "$")]
        while let (node, path) = stack.popLast() {
            switch node.kind {
            case .object:
                stack += node.members.reversed().map { ($0.value, JSONPathText.member(path, $0.key)) }
            case .array:
                stack += node.elements.enumerated().reversed().map { ($0.element, JSONPathText.element(path, $0.offset)) }
            case .string:
                let line = lines.line(of: node.tape.entries[node.index].start)
                for scalar in (node.string ?? "").unicodeScalars where seen.count < Self.limit && seen.insert(scalar.value).inserted {
                    uses.append(CharacterUse(character: String(scalar), place: path, line: line))
                }
            default:
                break
            }
        }
        return uses
    }
}
