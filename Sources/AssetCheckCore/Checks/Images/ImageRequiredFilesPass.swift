/// Images an image class requires by name (the creatures and overlays an app shows by name):
/// each must be a file of that class at every scale the class requires, `name@2x.png` and so on.
///
/// A missing image is a finding about the bundle (`path` is `nil`), as for `audio.required-file`;
/// reports that anchor findings to lines point it at the name in the rules file.
struct ImageRequiredFilesPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.imageRequiredFile, .error,
              summary: "Every image an image class requires by name is a file of that class at each of its scales.",
              explanation: "`required-images:` lists names without scale suffix or extension (`cow`); the class must "
                + "hold `cow@2x.png` and `cow@3x.png` (or `.jpg`, `.jpeg`) for scales [2x, 3x]. Loose files only, "
                + "not asset catalog image sets. Quotes the class's `rationale`.",
              examples: ImageCheckExamples.requiredFile),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let present = Self.present(in: snapshot, rules: rules)
        return rules.classes.flatMap { rule -> [FindingDraft] in
            guard let expected = rule.image, !expected.required.isEmpty else { return [] }
            let present = present[rule.id] ?? []
            let missing = expected.required.flatMap { name in
                expected.scales.filter { !present.contains("\(name)@\($0)x") }.map { (name: name, scale: $0) }
            }
            // Findings on a missing image are about the bundle: one evaluation per class stands for them.
            log.ran(.imageRequiredFile, on: nil, assetClass: rule.id,
                    expected: expected.required.joined(separator: ", ")
                        + (expected.scales.isEmpty ? "" : " at " + expected.scales.map { "@\($0)x" }.joined(separator: " and ")),
                    measured: missing.isEmpty ? "none missing"
                        : missing.map { "\($0.name)@\($0.scale)x" }.joined(separator: ", ") + " missing")
            return missing.map { name, scale in
                FindingDraft(path: nil, assetClass: rule.id, Message(name: name, scale: scale, rule: rule),
                             rulesPlace: rules.place("classes", rule.id, "required-images[\(name)]"))
            }
        }
    }

    /// The stems (`cow@2x`) each class requires that a file of it has, by class: one walk of the
    /// records, keeping only the stems looked for, so that a large bundle's records are not
    /// grouped (copied) by class nor each named again.
    private static func present(in snapshot: BundleSnapshot, rules: RuleSet) -> [String: Set<String>] {
        var wanted: [String: Set<String>] = [:]
        for rule in rules.classes {
            guard let expected = rule.image, !expected.required.isEmpty else { continue }
            wanted[rule.id, default: []].formUnion(expected.required.flatMap { name in expected.scales.map { "\(name)@\($0)x" } })
        }
        guard !wanted.isEmpty else { return [:] }
        var present: [String: Set<String>] = [:]
        for record in snapshot.records {
            let assetClass = record.assetClass ?? ""
            guard let stems = wanted[assetClass] else { continue }
            let stem = stem(record.path)
            if stems.contains(stem) { present[assetClass, default: []].insert(stem) }
        }
        return present
    }

    /// The file name without folders and extension: `Art/cow@2x.png` -> `cow@2x`.
    private static func stem(_ path: String) -> String {
        let name = String(path.lastPathName)
        guard let dot = name.lastIndex(of: "."), AssetKind.image.declaration.extensions.contains(name[name.index(after: dot)...].lowercased()) else {
            return name
        }
        return String(name[..<dot])
    }

    /// What `image.required-file` says.
    struct Message: FindingMessage {
        let name: String
        let scale: Int
        let rule: AssetClassRule

        var check: CheckID { .imageRequiredFile }

        var text: String {
            let folders = rule.patterns.map(\.text).joined(separator: ", ")
            var text = "\(name)@\(scale)x is missing: \(rule.description) must include \(name) at @\(scale)x in \(folders)"
            if let rationale = rule.rationale { text += " (\(rationale))" }
            return text
        }

        var fix: String? { "add \(name)@\(scale)x.png to a folder that matches \(rule.patterns.map(\.text).joined(separator: ", "))" }

        var identity: [String] { [rule.id, name, "\(scale)x"] }
    }
}

extension CheckID {
    public static let imageRequiredFile = CheckID("image.required-file")
}
