/// Files an audio class requires by name (the sound effect library, Bennie's lines): each must
/// be a file of that class somewhere in the bundle.
///
/// A missing file is a finding about the bundle (`path` is `nil`): there is no file to point
/// at, and the class's folder pattern (`**/Sounds/Effects/**`) may match several folders, or
/// none yet. The message names the pattern, and any file of that name found in the wrong place.
struct AudioRequiredFilesPass: CheckPass {
    func run(on snapshot: BundleSnapshot, rules: RuleSet) -> [FindingDraft] {
        let namesByClass = Dictionary(grouping: snapshot.records, by: { $0.assetClass ?? "" })
            .mapValues { Set($0.map { AudioWording.fileName($0.path) }) }
        return rules.classes.flatMap { rule -> [FindingDraft] in
            guard let expected = rule.audio else { return [] }
            let present = namesByClass[rule.id] ?? []
            return expected.required.filter { !present.contains($0.name) }.map { required in
                missing(required, rule: rule, snapshot: snapshot)
            }
        }
    }

    private func missing(_ required: RequiredFile, rule: AssetClassRule, snapshot: BundleSnapshot) -> FindingDraft {
        let folders = rule.patterns.map(\.text).joined(separator: ", ")
        let length = required.duration.map { ", lasting \(AudioWording.range($0))," } ?? ""
        var message = "\(required.name) is missing: \(rule.description) must include it\(length) in \(folders)"
        // A file of that name in the wrong folder, or spelt in another case, is the likely culprit.
        for record in snapshot.records where AudioWording.fileName(record.path).lowercased() == required.name.lowercased() {
            message += AudioWording.fileName(record.path) == required.name
                ? "; \(record.path) has that name but is not in the class's folders"
                : "; \(record.path) differs only in case, and file names are case-sensitive on iOS"
        }
        let example = (rule.audio ?? AudioExpectations()).ffmpegCommand(output: required.name, seconds: required.duration?.nominal)
        return FindingDraft(path: nil, check: .audioRequiredFile, assetClass: rule.id, message: message,
                            fix: "add \(required.name) to a folder that matches \(folders), e.g. \(example)")
    }
}
