import AssetCheckCore

extension AssetRecord {
    /// The findings the passes word from this record's failure, as a bundle of this one file
    /// shows them (the inspectors record typed failures; AssetCheckCore words them).
    public var problems: [Finding] {
        guard failure != nil else { return [] }
        let rules = RuleSet(name: "test", source: "test.yml", classes: [])
        return CheckPasses.findings(for: BundleSnapshot(records: [self]), rules: rules)
            .filter { $0.path == path && $0.check.rawValue != "asset.unclassified" }
    }
}
