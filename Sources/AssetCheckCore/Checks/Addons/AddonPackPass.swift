/// The packs of a read add-on archive: the packs the class requires, each `manifest.json`
/// (format version 2), UUIDs used once, dependencies present, the behaviour pack's entity files,
/// and the textures the resource pack's client entities name.
///
/// Manifest format: https://learn.microsoft.com/minecraft/creator/reference/content/addonsreference/packmanifest
struct AddonPackPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.addonPacks, .error, summary: "An add-on archive holds a pack of each module type in the class's `required-packs`.",
              explanation: "A pack is a folder (or nested `.mcpack`) with a `manifest.json`; its kind is its modules' "
                + "`type` (`data` for behaviour packs, `resources` for resource packs).",
              examples: AddonCheckExamples.packs),
        .init(.addonManifest, .error, summary: "Every pack's `manifest.json` is a valid format-version-2 manifest.",
              explanation: "JSON (comments allowed); `format_version` 2; `header` with `name`, `description`, a UUID, a "
                + "three-number `version` and `min_engine_version`; `modules`, each of a known `type` with its own "
                + "UUID and three-number version; no pack mixing `data` and `resources` modules; entity files only "
                + "in a `data` pack.",
              examples: AddonCheckExamples.manifest),
        .init(.addonDuplicateUUID, .error, summary: "No UUID is used twice among an archive's pack headers and modules.",
              explanation: "Minecraft identifies packs and modules by UUID; a repeat makes one shadow the other.",
              examples: AddonCheckExamples.duplicateUUID),
        .init(.addonDependency, .error, summary: "Every pack dependency given by UUID names a pack in the same archive.",
              explanation: "Script-module dependencies (`module_name`) need no pack and are not checked.",
              examples: AddonCheckExamples.dependency),
        .init(.addonEntity, .error, summary: "Every entity file of an archive's behaviour pack passes the entity checks.",
              explanation: "Files under `entities/` of a `data` pack, with the class's `min-format-version` and "
                + "`reserved-namespaces`; see `entity.*`.",
              examples: AddonCheckExamples.entity),
        .init(.addonTexture, .error, summary: "Every texture a resource pack's client entity names is a valid PNG in that pack.",
              explanation: "`description.textures` of files under `entity/`, looked up as `<path>.png` in the pack, and "
                + "read as PNG (signature, chunks and CRCs).",
              examples: AddonCheckExamples.texture),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        snapshot.checkedRecords.flatMap { record -> [FindingDraft] in
            guard record.kind == .addon, let addon = record.addon else { return [] }
            let expected = record.assetClass.flatMap { id in rules.classes.first { $0.id == id } }?.addon ?? AddonExpectations()
            logChecks(addon, expected: expected, on: record, in: log)
            return AddonPackReview(addon: addon, expected: expected).messages().map {
                FindingDraft(path: record.path, assetClass: record.assetClass, $0)
            }
        }
    }

    /// Writes down the pack checks the review makes of `addon`: each looks at every pack, however few.
    private func logChecks(_ addon: AddonFacts, expected: AddonExpectations, on record: AssetRecord, in log: EvaluationLog) {
        let (path, assetClass) = (record.path, record.assetClass)
        if !expected.requiredPacks.isEmpty {
            if addon.packs.allSatisfy({ $0.manifest != nil }) {
                log.ran(.addonPacks, on: path, assetClass: assetClass,
                        expected: expected.requiredPacks.joined(separator: " and "),
                        measured: Set(addon.packs.flatMap { $0.manifest?.modules.compactMap(\.type) ?? [] }).sorted()
                            .joined(separator: " and "))
            } else {
                log.notApplicable(.addonPacks, on: path, assetClass: assetClass,
                                  because: "a pack's manifest.json could not be read, so its kind is unknown")
            }
        }
        for check in [CheckID.addonManifest, .addonDuplicateUUID, .addonDependency, .addonEntity, .addonTexture] {
            log.ran(check, on: path, assetClass: assetClass)
        }
    }

    /// What the pack checks say: the pack it is about, then the problem.
    struct Message: FindingMessage {
        let check: CheckID
        let text: String
        let fix: String?
        let identity: [String]
    }
}

extension CheckID {
    public static let addonPacks = CheckID("addon.packs")
    public static let addonManifest = CheckID("addon.manifest")
    public static let addonDuplicateUUID = CheckID("addon.duplicate-uuid")
    public static let addonDependency = CheckID("addon.dependency")
    public static let addonEntity = CheckID("addon.entity")
    public static let addonTexture = CheckID("addon.texture")
}
