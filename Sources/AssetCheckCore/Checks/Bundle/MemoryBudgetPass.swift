/// Decoded image memory of each group against `budgets.memory`.
///
/// Each image costs width x height x 4 bytes, counted once at its largest scale (see
/// ``MemoryEstimate``). Without `groups` nothing is checked: peak memory is what one screen
/// holds, which the tool cannot know, so the estimate is only reported (``MemoryOverview``).
struct MemoryBudgetPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.bundleMemory, .error,
              summary: "Decoded images of each memory group total at most `budgets.memory.max`.",
              explanation: "Groups are `budgets.memory.groups`: images shown together. Without groups nothing is "
                + "checked; the estimate (all images, per class, the largest of each class as a plausible screen) is only "
                + "reported in the summary and the manifest. Each image costs width x "
                + "height x 4 bytes and counts once, at its largest scale present, since a device loads one variant; "
                + "a warning from `warn-at`. A `largest-of` pattern adds only its largest image (one background of many). "
                + "An `each-folder` group makes one group per matching folder, plus its `shared` "
                + "paths; with `include-audio: true`, each sound costs samples x channels x 2 bytes "
                + "(16-bit PCM), from the samples its frames decode to, never a rounded duration. Names the biggest files and classes.",
              examples: BundleCheckExamples.memory + BundleCheckExamples.memoryPerFolder),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        guard let budget = rules.budgets.memory else { return [] }
        return snapshot.memoryGroups(of: budget).compactMap { group in
            let use = BudgetUse(name: group.name, limitBytes: budget.budget.maxBytes, usedBytes: group.decodedBytes,
                                files: group.fileCount, warnAt: budget.budget.warnAt)
            // Findings on a group are about the bundle: each group's evaluation names it.
            log.ran(.bundleMemory, on: nil, assetClass: nil,
                    expected: "at most \(ByteWording.limit(use.limitBytes)) in memory group '\(group.name)' "
                        + "(warning from \(ByteWording.percent(budget.budget.warnAt)))",
                    measured: BudgetWording.measured(use))
            guard use.status != .ok else { return nil }
            let items = group.images.map { ("\($0.path) (\($0.width)x\($0.height) px)", $0.decodedBytes) }
                + group.sounds.map { ("\($0.path) (\(NumberWording.number($0.seconds)) s of PCM)", $0.decodedBytes) }
            let message = Message(
                use: use, group: group.name, warnAt: budget.budget.warnAt, sounds: group.sounds.count,
                images: BudgetWording.biggest(items),
                classes: BudgetWording.biggestClasses(group.images.map { ($0.assetClass, $0.decodedBytes) }
                    + group.sounds.map { ($0.assetClass, $0.decodedBytes) }, rules: rules))
            return FindingDraft(path: nil, message, maxSeverity: use.status == .over ? nil : .warning)
        }
    }

    /// What `bundle.memory` says.
    struct Message: FindingMessage {
        let use: BudgetUse
        let group: String
        let warnAt: Double
        /// Sounds counted at their decoded PCM size (samples x channels x 2 bytes).
        let sounds: Int
        let images: String
        let classes: String

        var check: CheckID { .bundleMemory }
        var text: String {
            "an estimated \(ByteWording.size(use.usedBytes)) of decoded images\(sounds > 0 ? " and sounds" : "") in "
                + "memory group '\(group)'"
                + " (\(BudgetWording.count(use.files - sounds, "image")) at width x height x 4 bytes, each once at its largest scale"
                + (sounds > 0 ? "; \(BudgetWording.count(sounds, "sound")) at samples x channels x 2 bytes" : "")
                + "), "
                + BudgetWording.standing(use, budget: "memory budget", warnAt: warnAt)
                + "; biggest: \(images); biggest classes: \(classes)"
        }
        var fix: String? {
            use.status == .over
                ? "load fewer of these images at once, or make the biggest smaller (every pixel costs 4 bytes)"
                : "keep the biggest images in check; above \(ByteWording.limit(use.limitBytes)) this is an error"
        }
        var identity: [String] { ["group \(group)", BudgetWording.state(use)] }
    }
}

extension CheckID {
    public static let bundleMemory = CheckID("bundle.memory")
}
