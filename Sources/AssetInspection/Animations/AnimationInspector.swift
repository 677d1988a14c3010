import AssetCheckCore

/// Reads Lottie JSON animations into ``AnimationFacts``, or records why a file can't be read.
///
/// Limits come first: a document above `limits.maxJSONBytes` is not parsed, and the parser
/// (iterative, see ``JSONTapeParser``) stops at `limits.maxJSONDepth` levels of nesting.
struct AnimationInspector {
    let limits: Limits

    /// Fills `record.animation`, or adds one problem to `record.problems`.
    ///
    /// A `.json` file that no class claims is read only if it looks like Lottie (an object with
    /// `layers`); its syntax errors are still reported, since every JSON in an app must load.
    func inspect(_ file: LoadedFile, into record: inout AssetRecord) {
        func problem(_ check: CheckID, _ message: String, fix: String) {
            record.problems.append(FindingDraft(path: record.path, check: check, assetClass: record.assetClass,
                                                message: message, fix: fix))
        }
        guard file.bytes.count <= limits.maxJSONBytes else {
            return problem(.animationTooLarge,
                           "is \(file.bytes.count) bytes of JSON, above the \(limits.maxJSONBytes)-byte limit, so it was not parsed",
                           fix: "simplify the animation (fewer layers and keyframes, no embedded images) and re-export it, "
                            + "or raise limits.max-json-size in the rules")
        }
        if let format = record.format, format != .json, format != .unknown {
            return problem(.animationInvalidJSON, "content is \(format.displayName), not JSON text",
                           fix: "export the animation with Bodymovin as JSON, or give this file its real extension")
        }
        switch JSONTapeParser(maxDepth: limits.maxJSONDepth).parse(file.bytes) {
        case let .failure(.syntax(offset, reason)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: file.bytes)
            problem(.animationInvalidJSON, "is not valid JSON: \(reason) at line \(line), column \(column)",
                    fix: "re-export it with Bodymovin; a hand-edited or cut-off file must be repaired at that place")
        case let .failure(.tooDeep(offset, limit)):
            let (line, column) = JSONStringDecoder.location(of: offset, in: file.bytes)
            problem(.animationTooDeep,
                    "nests arrays and objects more than \(limit) levels deep (at line \(line), column \(column)), "
                        + "so it was not parsed",
                    fix: "re-export it with Bodymovin (real animations nest far less deeply), or raise limits.max-json-depth")
        case let .success(tape):
            let root = tape.root
            if record.assetClass == nil, root["layers"] == nil { return }
            record.animation = LottieReader().read(root)
        }
    }
}
