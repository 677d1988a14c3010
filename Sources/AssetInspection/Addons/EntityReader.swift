import AssetCheckCore

/// Reads a Bedrock entity file into ``EntityFacts``. Bedrock's reader accepts `//` and `/* */`
/// comments in pack JSON, so this parse allows them (``JSONTapeParser/allowsComments``).
struct EntityReader {
    let maxDepth: Int

    /// The facts of `bytes`, or the typed reason it could not be parsed.
    func read(_ bytes: [UInt8]) -> Result<EntityFacts, JSONFailure> {
        PackJSON(maxDepth: maxDepth).parse(bytes).map(Self.facts)
    }

    private static func facts(_ root: JSONNode) -> EntityFacts {
        let key = [EntityFacts.behaviourKey, EntityFacts.clientKey].first { root[$0]?.kind == .object }
        let entity = key.flatMap { root[$0] }
        let description = entity?["description"]
        // Client entities name textures by role: "textures": {"default": "textures/entity/cow"}.
        let textures = description?["textures"]?.members.compactMap { $0.value.string } ?? []
        return EntityFacts(formatVersion: root["format_version"]?.string, entityKey: key,
                           identifier: description?["identifier"]?.string,
                           hasComponents: entity?["components"]?.kind == .object, textures: textures)
    }
}

/// Pack JSON (manifests, entity files): parsed with comments allowed, failures located by line and column.
struct PackJSON {
    let maxDepth: Int

    func parse(_ bytes: [UInt8]) -> Result<JSONNode, JSONFailure> {
        switch JSONTapeParser(maxDepth: maxDepth, allowsComments: true).parse(bytes) {
        case let .success(tape):
            return .success(tape.root)
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return .failure(.syntax(line: line, column: column, reason: reason))
        case let .failure(.tooDeep(offset, limit)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: bytes)
            return .failure(.tooDeep(line: line, column: column, limit: limit))
        }
    }
}
