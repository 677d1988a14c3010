/// A small bundle, made of measured facts rather than files, that triggers a check or shows what
/// passes it; every descriptor's examples run as tests, as SwiftLint's rule examples do.
public struct CheckExample: Sendable {
    /// What the example shows, e.g. "a 598x900 px Bennie pose at @2x".
    public var title: String
    /// The rule set, as YAML.
    public var rules: String
    /// The files, as inspection would record them; a record without a class gets the one the rules give its path.
    public var records: [AssetRecord]
    public var imageSets: [ImageSetListing]
    public var scanProblems: [ScanProblem]
    public var catalogProblems: [CatalogProblem]
    /// The app's sources, as the readers would record them; `nil`: none were read.
    public var sources: SourceIndex?
    /// True when the check must report something on this bundle; false when it must stay silent.
    public var triggers: Bool

    public init(_ title: String, triggers: Bool, rules: String, records: [AssetRecord] = [],
                imageSets: [ImageSetListing] = [], scanProblems: [ScanProblem] = [], catalogProblems: [CatalogProblem] = []) {
        self.title = title
        self.triggers = triggers
        self.rules = rules
        self.records = records
        self.imageSets = imageSets
        self.scanProblems = scanProblems
        self.catalogProblems = catalogProblems
    }

    /// An example the check must report on.
    public static func triggering(_ title: String, rules: String, _ records: [AssetRecord] = [],
                                  imageSets: [ImageSetListing] = [], scanProblems: [ScanProblem] = [],
                                  catalogProblems: [CatalogProblem] = []) -> CheckExample {
        CheckExample(title, triggers: true, rules: rules, records: records, imageSets: imageSets,
                     scanProblems: scanProblems, catalogProblems: catalogProblems)
    }

    /// An example the check must pass.
    public static func passing(_ title: String, rules: String, _ records: [AssetRecord] = [],
                               imageSets: [ImageSetListing] = [], scanProblems: [ScanProblem] = [],
                               catalogProblems: [CatalogProblem] = []) -> CheckExample {
        CheckExample(title, triggers: false, rules: rules, records: records, imageSets: imageSets,
                     scanProblems: scanProblems, catalogProblems: catalogProblems)
    }

    /// Every finding of every pass on this example's bundle, with the rules' severities.
    public func findings() throws(RulesError) -> [Finding] {
        try results(evaluating: false).findings
    }

    /// What every pass found and, with `evaluating`, what each evaluated on this example's bundle.
    public func results(evaluating: Bool) throws(RulesError) -> CheckResults {
        let ruleSet = try RuleSetLoader.load(yaml: rules, source: "example.yml")
        return CheckPasses.results(for: snapshot(classifiedBy: ruleSet), rules: ruleSet, evaluating: evaluating)
    }

    /// The example's bundle, each record in the class the rules give its path (as the scan gives it).
    public func snapshot() throws(RulesError) -> BundleSnapshot {
        try snapshot(classifiedBy: RuleSetLoader.load(yaml: rules, source: "example.yml"))
    }

    private func snapshot(classifiedBy ruleSet: RuleSet) -> BundleSnapshot {
        let classified = records.map { record in
            var record = record
            if record.assetClass == nil, !CatalogPath.isMetadata(record.path),
               let rule = ruleSet.assetClass(forPath: record.path) {
                record.assetClass = rule.id
                record.kind = rule.kind
            }
            return record
        }
        return BundleSnapshot(records: classified, imageSets: imageSets, scanProblems: scanProblems,
                              catalogProblems: catalogProblems, sources: sources)
    }

    /// A rule set named `example` with `classes` (YAML mappings, indented by two spaces) and any
    /// other top-level keys in `top`.
    public static func rules(_ classes: String, top: String = "") -> String {
        "name: example\n" + top + (top.isEmpty || top.hasSuffix("\n") ? "" : "\n") + "classes:\n" + classes
    }
}
