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
        // Only the classes that require files are looked in: the others' files are not gathered.
        let requiring = Set(rules.classes.filter { $0.audio.map { !$0.required.isEmpty } ?? false }.map(\.id))
        var namesByClass: [String: Set<String>] = [:]
        for record in snapshot.records where !requiring.isEmpty && requiring.contains(record.assetClass ?? "") {
            namesByClass[record.assetClass ?? "", default: []].insert(AudioWording.fileName(record.path))
        }
        return rules.classes.flatMap { rule -> [FindingDraft] in
            guard let expected = rule.audio, !expected.required.isEmpty else { return [] }
            let present = namesByClass[rule.id] ?? []
            // Missing files are findings on the bundle: one evaluation a class stands for them all.
            log.ran(.audioRequiredFile, on: nil, assetClass: rule.id, expected: "all \(expected.required.count) present",
                    measured: "\(expected.required.filter { present.contains($0.name) }.count) of \(expected.required.count) present")
            return expected.required.filter { !present.contains($0.name) }.map { required in
                let lookalikes = snapshot.records.map(\.path).filter {
                    AudioWording.fileName($0).lowercased() == required.name.lowercased()
                }
                return FindingDraft(path: nil, assetClass: rule.id,
                                    Message(required: required, rule: rule, lookalikes: lookalikes),
                                    rulesPlace: rules.place("classes", rule.id, "required", required.name))
            }
        }
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
