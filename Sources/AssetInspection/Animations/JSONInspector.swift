import AssetCheckCore

/// Reads JSON files: Lottie animations into ``AnimationFacts``, other documents into
/// ``JSONDocumentFacts``, or records the typed ``JSONFailure`` that stopped it.
///
/// Limits come first: a document above `limits.maxJSONBytes` is not parsed, and the parser
/// (iterative, see ``JSONTapeParser``) stops at `limits.maxJSONDepth` levels of nesting.
struct JSONInspector {
    let limits: Limits

    /// Fills `record`'s facts, or its failure. When no class `claimed` the file, its kind follows
    /// its content: an object with `layers` is a Lottie animation, anything else a JSON document.
    ///
    /// A document class's `shape` adds its violations, and `collectsCharacters` (the class is
    /// `rendered-by` fonts) the characters its strings use.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord, claimed: Bool, shape: JSONShape? = nil,
                 collectsCharacters: Bool = false) {
        guard file.bytes.count <= limits.maxJSONBytes else {
            record.failure = .json(.tooLarge(bytes: file.bytes.count, limit: limits.maxJSONBytes))
            return
        }
        if let format = record.format, format != .json, format != .unknown {
            record.failure = .json(.notJSON(content: format))
            return
        }
        switch JSONTapeParser(maxDepth: limits.maxJSONDepth).parse(file.bytes) {
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: file.bytes)
            record.failure = .json(.syntax(line: line, column: column, reason: reason))
        case let .failure(.tooDeep(offset, limit)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: file.bytes)
            record.failure = .json(.tooDeep(line: line, column: column, limit: limit))
        case let .success(tape):
            let root = tape.root
            if !claimed { record.kind = root["layers"] == nil ? .json : .animation }
            guard record.kind == .json else {
                record.facts = .animation(LottieReader().read(root))
                return
            }
            var facts = Self.facts(root)
            if shape != nil || collectsCharacters {
                let lines = LineIndex(file.bytes)
                facts.violations = shape.map { JSONShapeValidator(shape: $0, lines: lines).violations(of: root) }
                if collectsCharacters { facts.characters = JSONCharacterCollector(lines: lines).characters(of: root) }
            }
            record.facts = .json(facts)
        }
    }

    private static func facts(_ root: JSONNode) -> JSONDocumentFacts {
        switch root.kind {
        case .object: JSONDocumentFacts(root: "object", count: root.elements.count)
        case .array: JSONDocumentFacts(root: "array", count: root.elements.count)
        case .string: JSONDocumentFacts(root: "string", count: 0)
        case .number: JSONDocumentFacts(root: "number", count: 0)
        case .true, .false: JSONDocumentFacts(root: "boolean", count: 0)
        case .null: JSONDocumentFacts(root: "null", count: 0)
        }
    }
}
