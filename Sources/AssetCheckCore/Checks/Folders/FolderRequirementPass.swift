/// Files every matching folder must hold (`folders:` in the rules): each game module its icon
/// and sprites, found from the folders present, so a new folder needs no rules change.
struct FolderRequirementPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.folderRequiredFile, .error,
              summary: "Every folder matching a `folders:` entry's `paths` holds a file for each of its `required` entries.",
              explanation: "Folders are found from the files present (every folder that holds a file and matches, "
                + "e.g. `Games/*`). An entry is met by any file in the folder that matches one of its patterns, "
                + "relative to the folder. Reported on the folder, quoting the entry's `rationale`.",
              examples: FolderCheckExamples.requiredFile),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let paths = snapshot.records.map(\.path)
        return rules.folderRequirements.flatMap { requirement in
            requirement.matchingFolders(in: paths).flatMap { folder -> [FindingDraft] in
                let prefix = folder + "/"
                let inside = paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                let missing = requirement.files.filter { entry in
                    !inside.contains { path in entry.patterns.contains { $0.matches(path) } }
                }
                log.ran(.folderRequiredFile, on: folder, assetClass: nil,
                        expected: requirement.files.map(\.name).joined(separator: ", "),
                        measured: missing.isEmpty ? "none missing" : missing.map(\.name).joined(separator: ", ") + " missing")
                return missing.map { entry in
                    FindingDraft(path: folder, Message(folder: folder, entry: entry, requirement: requirement),
                                 rulesPlace: rules.place("folders", requirement.id, "required", entry.name))
                }
            }
        }
    }

    /// What `folder.required-file` says.
    struct Message: FindingMessage {
        let folder: String
        let entry: FolderRequirement.RequiredEntry
        let requirement: FolderRequirement

        var check: CheckID { .folderRequiredFile }
        var text: String {
            var text = "has no \(entry.name): each of the \(requirement.description) ("
                + requirement.folders.map(\.text).joined(separator: ", ") + ") must hold a file matching "
                + entry.patterns.map(\.text).joined(separator: " or ")
            if let rationale = requirement.rationale { text += " (\(rationale))" }
            return text
        }
        var fix: String? { "add a file matching \(entry.patterns[0].text) under \(folder)/" }
        var identity: [String] { [requirement.id, entry.name] }
    }
}

extension CheckID {
    public static let folderRequiredFile = CheckID("folder.required-file")
}
