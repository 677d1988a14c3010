/// Per-animation checks: structure, frame rate, duration, and the optional per-class limits.
struct AnimationPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        snapshot.records.flatMap { record -> [FindingDraft] in
            guard record.isReadable, let facts = record.animation else { return [] }
            let rule = rules.assetClass(named: record.assetClass)
            return check(record, facts, rule: rule, expected: rule?.animation)
        }
    }

    private func check(_ record: AssetRecord, _ facts: AnimationFacts, rule: AssetClassRule?,
                       expected: AnimationExpectations?) -> [FindingDraft] {
        var drafts: [FindingDraft] = []
        func draft(_ check: CheckID, _ message: String, fix: String) {
            drafts.append(FindingDraft(path: record.path, check: check, assetClass: record.assetClass, message: message, fix: fix))
        }
        let problems = structureProblems(facts)
        if !problems.isEmpty {
            draft(.animationStructure, "can't be loaded by lottie-ios as it is: " + problems.joined(separator: "; "),
                  fix: "re-export it with Bodymovin; every export writes these fields")
        }
        guard let rule, let expected else { return drafts }
        let name = rule.description
        if let wanted = expected.frameRate, let fps = facts.frameRate, fps > 0, abs(fps - wanted) > 1e-9 {
            draft(.animationFrameRate, "runs at \(AnimationWording.number(fps)) fps, but \(name) must run at "
                  + "\(AnimationWording.number(wanted)) fps",
                  fix: "set the composition to \(AnimationWording.number(wanted)) fps in After Effects and re-export with Bodymovin")
        }
        if let range = expected.duration, let seconds = facts.duration, let fps = facts.frameRate,
           let ip = facts.inPoint, let op = facts.outPoint, op > ip, !range.contains(seconds) {
            let frames = AnimationWording.number(op - ip)
            draft(.animationDuration, "lasts \(AnimationWording.seconds(seconds)) (\(frames) frames at "
                  + "\(AnimationWording.number(fps)) fps), but \(name) must last \(AnimationWording.range(range))",
                  fix: durationFix(range, fps: expected.frameRate ?? fps))
        }
        if let limit = expected.maxFileBytes, record.bytes > limit {
            draft(.animationFileSize, "is \(record.bytes) bytes, above the \(limit)-byte limit for \(name)",
                  fix: "remove unused layers and keyframes, simplify paths, and don't embed large images; then re-export")
        }
        if let limit = expected.maxLayers, facts.totalLayers > limit {
            let inside = facts.totalLayers - facts.topLevelLayers
            draft(.animationLayerCount, "has \(facts.totalLayers) layers (\(facts.topLevelLayers) at the top level, \(inside) "
                  + "inside precompositions), above the limit of \(limit) for \(name)",
                  fix: "merge or delete layers in After Effects (shape layers can share one layer) and re-export")
        }
        return drafts
    }

    /// What keeps lottie-ios from loading or playing the file, in plain words.
    private func structureProblems(_ facts: AnimationFacts) -> [String] {
        var problems = facts.defects.map { defect in
            "'\(defect.field)' " + (defect.found.map { "is \($0), not \(defect.expected)" } ?? "is missing")
        }
        let number = AnimationWording.number
        if let fps = facts.frameRate, fps <= 0 { problems.append("'fr' is \(number(fps)); the frame rate must be above 0") }
        if let ip = facts.inPoint, let op = facts.outPoint, op <= ip {
            problems.append("'op' (\(number(op))) is not after 'ip' (\(number(ip))), so there are no frames to play")
        }
        if let width = facts.width, width <= 0 { problems.append("'w' is \(number(width)); the width must be above 0") }
        if let height = facts.height, height <= 0 { problems.append("'h' is \(number(height)); the height must be above 0") }
        return problems
    }

    private func durationFix(_ range: DurationRange, fps: Double) -> String {
        let rate = AnimationWording.number(fps)
        if let nominal = range.nominal {
            return "set the work area to \(AnimationWording.number((nominal * fps).rounded())) frames "
                + "(\(AnimationWording.seconds(nominal)) at \(rate) fps) and re-export"
        }
        let least = (range.min * fps - 1e-9).rounded(.up)
        guard range.max < Double.greatestFiniteMagnitude else {
            return "make it at least \(AnimationWording.number(least)) frames long at \(rate) fps and re-export"
        }
        let most = (range.max * fps + 1e-9).rounded(.down)
        return "make it \(AnimationWording.number(least)) to \(AnimationWording.number(most)) frames long at \(rate) fps "
            + "(\(AnimationWording.range(range))) and re-export"
    }
}
