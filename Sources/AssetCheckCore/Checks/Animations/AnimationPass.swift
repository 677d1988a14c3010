/// Per-animation checks: readable JSON within the limits, the structure lottie-ios needs, frame
/// rate, duration, and the optional per-class limits.
struct AnimationPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.animationInvalidJSON, .error, summary: "A Lottie file is JSON text (RFC 8259, UTF-8).",
              explanation: "The finding gives the line and column of the first syntax error, or names the format "
                + "the bytes really are. A dotLottie (`.lottie`) is a zip read in place under the archive limits; "
                + "each of its `animations/*.json` gets every animation check a loose file gets.",
              guardsInput: true, examples: AnimationCheckExamples.invalidJSON),
        .init(.animationTooLarge, .error, summary: "A Lottie file is at most `limits.max-json-size` bytes.",
              explanation: "A larger one is not parsed (default 16 MiB).",
              guardsInput: true, examples: AnimationCheckExamples.tooLarge),
        .init(.animationTooDeep, .error,
              summary: "A Lottie file nests arrays and objects at most `limits.max-json-depth` levels deep.",
              explanation: "A deeper one is refused, never parsed recursively (default 256).",
              guardsInput: true, examples: AnimationCheckExamples.tooDeep),
        .init(.animationStructure, .error, summary: "The fields lottie-ios needs to load a file are there and sane.",
              explanation: "`v` a string; `fr` > 0; `op` > `ip`; `w` and `h` > 0; `layers` a list whose layers have "
                + "numeric `ty`, `ip`, `op` and `st`.",
              examples: AnimationCheckExamples.structure),
        .init(.animationFrameRate, .error, summary: "The frame rate `fr` is exactly the class's `frame-rate`.",
              examples: AnimationCheckExamples.frameRate),
        .init(.animationDuration, .error,
              summary: "The duration `(op - ip) / fr` is within the class's `duration`.",
              explanation: "A range (`{min: 0.5, max: 2}`), or a nominal value give or take `duration-tolerance` "
                + "(default 1 ms: durations are exact frame counts).",
              examples: AnimationCheckExamples.duration),
        .init(.animationFileSize, .error, summary: "The file is at most the class's optional `max-file-size`.",
              examples: AnimationCheckExamples.fileSize),
        .init(.animationLayerCount, .error,
              summary: "Layers at the top level plus inside precompositions number at most the class's `max-layers`.",
              examples: AnimationCheckExamples.layerCount),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard record.kind == .animation else { return [] }
            let unreadable: Message? = switch record.failure {
            case let .json(failure)?: .unreadable(failure)
            case let .archive(failure)?: .archive(failure)
            default: nil
            }
            if let unreadable {
                if case let .json(.tooLarge(bytes, limit))? = record.failure {
                    log.ran(.animationTooLarge, on: record.path, assetClass: record.assetClass,
                            expected: JSONFailureWording.sizeLimit(limit), measured: JSONFailureWording.size(bytes))
                } else {
                    log.ran(unreadable.check, on: record.path, assetClass: record.assetClass)
                }
                return [FindingDraft(path: record.path, assetClass: record.assetClass, unreadable)]
            }
            guard record.isReadable, let facts = record.animation else { return [] }
            // It was within the size and depth limits, and parsed (a dotLottie's entries may still fail);
            // a dotLottie's own bytes are a zip's, which the archive limits bound instead.
            log.ran(.animationInvalidJSON, on: record.path, assetClass: record.assetClass)
            log.ran(.animationTooDeep, on: record.path, assetClass: record.assetClass)
            log.ran(.animationTooLarge, on: record.path, assetClass: record.assetClass,
                    expected: facts.dotLottie == nil ? JSONFailureWording.sizeLimit(rules.limits.maxJSONBytes) : nil,
                    measured: facts.dotLottie == nil ? JSONFailureWording.size(record.bytes) : nil)
            let rule = rules.assetClass(named: record.assetClass)
            let messages = facts.dotLottie.map { animations in
                // Each animation of a dotLottie is checked as a loose file is; the file size is the archive's.
                animations.flatMap { animation -> [Message] in
                    let found = animation.failure.map { [Message.unreadable($0)] }
                        ?? animation.facts.map { check(record, $0, rule: rule, sized: false, log: log) } ?? []
                    return found.map { .inArchive(entry: animation.path, $0) }
                } + [fileSize(record, rule: rule, log: log)].compactMap { $0 }
            } ?? check(record, facts, rule: rule, log: log)
            return messages.map { FindingDraft(path: record.path, assetClass: record.assetClass, $0) }
        }
    }

    private func check(_ record: AssetRecord, _ facts: AnimationFacts, rule: AssetClassRule?, sized: Bool = true,
                       log: EvaluationLog) -> [Message] {
        var found: [Message] = []
        let (path, assetClass) = (record.path, record.assetClass)
        let problems = Self.structureProblems(facts)
        log.ran(.animationStructure, on: path, assetClass: assetClass)
        if !problems.isEmpty { found.append(.structure(problems)) }
        guard let rule, let expected = rule.animation else { return found }
        let what = rule.description
        let number = AnimationWording.number
        if let wanted = expected.frameRate {
            if let fps = facts.frameRate, fps > 0 {
                log.ran(.animationFrameRate, on: path, assetClass: assetClass, expected: number(wanted) + " fps",
                        measured: number(fps) + " fps")
                if abs(fps - wanted) > 1e-9 { found.append(.frameRate(fps, expected: wanted, what: what)) }
            } else {
                log.notApplicable(.animationFrameRate, on: path, assetClass: assetClass, because: "'fr' is not a number above 0")
            }
        }
        if let range = expected.duration {
            if let seconds = facts.duration, let fps = facts.frameRate, let ip = facts.inPoint, let op = facts.outPoint, op > ip {
                log.ran(.animationDuration, on: path, assetClass: assetClass, expected: AnimationWording.range(range),
                        measured: AnimationWording.seconds(seconds))
                if !range.contains(seconds) {
                    found.append(.duration(seconds, frames: op - ip, fps: fps, expected: range,
                                           classRate: expected.frameRate ?? fps, what: what))
                }
            } else {
                log.notApplicable(.animationDuration, on: path, assetClass: assetClass,
                                  because: "'ip', 'op' and 'fr' give no duration")
            }
        }
        if sized, let message = fileSize(record, rule: rule, log: log) { found.append(message) }
        if let limit = expected.maxLayers {
            log.ran(.animationLayerCount, on: path, assetClass: assetClass, expected: "at most \(limit)",
                    measured: "\(facts.totalLayers)")
            if facts.totalLayers > limit {
                found.append(.layerCount(total: facts.totalLayers, topLevel: facts.topLevelLayers, limit: limit, what: what))
            }
        }
        return found
    }

    /// The file against the class's `max-file-size`, when it sets one.
    private func fileSize(_ record: AssetRecord, rule: AssetClassRule?, log: EvaluationLog) -> Message? {
        guard let rule, let limit = rule.animation?.maxFileBytes else { return nil }
        log.ran(.animationFileSize, on: record.path, assetClass: record.assetClass, expected: "at most \(limit) bytes",
                measured: "\(record.bytes) bytes")
        return record.bytes > limit ? .fileSize(record.bytes, limit: limit, what: rule.description) : nil
    }

    /// What keeps lottie-ios from loading or playing the file, in plain words.
    static func structureProblems(_ facts: AnimationFacts) -> [String] {
        var problems = facts.defects.map { defect in
            "'\(defect.field)' " + (defect.found.map { "is \($0), not \(defect.expected)" } ?? "is missing")
        }
        let number = AnimationWording.number
        if let fps = facts.frameRate, fps <= 0 { problems.append("'fr' is \(number(fps)); the frame rate must be above 0") }
        if let ip = facts.inPoint, let op = facts.outPoint, op <= ip {
            problems.append("'op' (\(number(op))) is not after 'ip' (\(number(ip))), so there are no frames to play")
        } else if let fps = facts.frameRate, fps > 0, facts.inPoint != nil, facts.outPoint != nil, facts.duration == nil {
            problems.append("the duration ('op' - 'ip') / 'fr' is too large to be a number of seconds")
        }
        if let width = facts.width, width <= 0 { problems.append("'w' is \(number(width)); the width must be above 0") }
        if let height = facts.height, height <= 0 { problems.append("'h' is \(number(height)); the height must be above 0") }
        return problems
    }
}

extension CheckID {
    public static let animationInvalidJSON = CheckID("animation.invalid-json")
    public static let animationTooLarge = CheckID("animation.too-large")
    public static let animationTooDeep = CheckID("animation.too-deep")
    public static let animationStructure = CheckID("animation.structure")
    public static let animationFrameRate = CheckID("animation.frame-rate")
    public static let animationDuration = CheckID("animation.duration")
    public static let animationFileSize = CheckID("animation.file-size")
    public static let animationLayerCount = CheckID("animation.layer-count")
}
