/// Files an audio class requires by name (a sound effect library, lines played by name): each
/// must be a file of that class somewhere in the bundle.
///
/// A missing file is a finding about the bundle (`path` is `nil`): there is no file to point
/// at, and the class's folder pattern (`**/Sounds/Effects/**`) may match several folders, or
/// none yet. The message names the pattern, and any file of that name found in the wrong place;
/// reports that anchor findings to lines point it at the name in the rules file.
struct AudioRequiredFilesPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.audioRequiredFile, .error, summary: "Every file an audio class requires by name is a file of that class.",
              explanation: "`required:` lists them, each with its duration or `any`. Reported for the bundle, with no "
                + "path; the finding names any file of that name in the wrong folder or spelt in another case, and "
                + "quotes the class's `rationale`.",
              examples: AudioCheckExamples.requiredFile),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let present = Self.present(in: snapshot, rules: rules)
        return rules.classes.flatMap { rule -> [FindingDraft] in
            guard let expected = rule.audio, !expected.required.isEmpty else { return [] }
            let present = present[rule.id] ?? []
            // Missing files are findings on the bundle: one evaluation a class stands for them all.
            log.ran(.audioRequiredFile, on: nil, assetClass: rule.id, expected: "all \(expected.required.count) present",
                    measured: "\(expected.required.filter { present.contains($0.name) }.count) of \(expected.required.count) present")
            return expected.required.filter { !present.contains($0.name) }.map { required in
                let lookalikes = snapshot.records.compactMap { record in
                    AudioWording.fileName(record.path).lowercased() == required.name.lowercased() ? record.path : nil
                }
                return FindingDraft(path: nil, assetClass: rule.id,
                                    Message(required: required, rule: rule, lookalikes: lookalikes),
                                    rulesPlace: rules.place("classes", rule.id, "required", required.name))
            }
        }
    }

    /// The file names each class requires that a file of it has, by class: one walk of the
    /// records, keeping only the names looked for, so that a large bundle's records are not
    /// grouped (copied) by class.
    private static func present(in snapshot: BundleSnapshot, rules: RuleSet) -> [String: Set<String>] {
        var wanted: [String: Set<String>] = [:]
        for rule in rules.classes {
            guard let expected = rule.audio, !expected.required.isEmpty else { continue }
            wanted[rule.id, default: []].formUnion(expected.required.map(\.name))
        }
        guard !wanted.isEmpty else { return [:] }
        var present: [String: Set<String>] = [:]
        for record in snapshot.records {
            let assetClass = record.assetClass ?? ""
            guard let names = wanted[assetClass] else { continue }
            let name = AudioWording.fileName(record.path)
            if names.contains(name) { present[assetClass, default: []].insert(name) }
        }
        return present
    }

    /// What `audio.required-file` says.
    struct Message: FindingMessage {
        let required: RequiredFile
        let rule: AssetClassRule
        /// Files of the same name elsewhere, or spelt in another case.
        let lookalikes: [String]

        var check: CheckID { .audioRequiredFile }

        var text: String {
            let folders = rule.patterns.map(\.text).joined(separator: ", ")
            let length = required.duration.map { ", lasting \(AudioWording.range($0))," } ?? ""
            var text = "\(required.name) is missing: \(rule.description) must include it\(length) in \(folders)"
            if let rationale = rule.rationale { text += " (\(rationale))" }
            // A file of that name in the wrong folder, or spelt in another case, is the likely culprit.
            for path in lookalikes {
                text += AudioWording.fileName(path) == required.name
                    ? "; \(path) has that name but is not in the class's folders"
                    : "; \(path) differs only in case, and file names are case-sensitive on iOS"
            }
            return text
        }

        var fix: String? {
            let folders = rule.patterns.map(\.text).joined(separator: ", ")
            let example = (rule.audio ?? AudioExpectations()).ffmpegCommand(
                input: AudioExpectations.sourceName(for: required.name), output: required.name, seconds: required.duration?.nominal)
            return "add \(required.name) to a folder that matches \(folders), e.g. from its recording: \(example)"
        }

        var identity: [String] { [rule.id, required.name] }
    }
}

extension CheckID {
    public static let audioRequiredFile = CheckID("audio.required-file")
}
