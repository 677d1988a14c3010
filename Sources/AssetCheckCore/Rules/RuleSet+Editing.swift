extension RuleSet {
    /// Where a user changes these rules, for fix texts: the rules file they gave, or for a
    /// built-in set (installed with the tool, never to be edited in place) a copy of it made
    /// for the project: "`assetcheck rules --print bennie > assetcheck-rules.yml`, then check
    /// with `--rules assetcheck-rules.yml`".
    public var editableFile: String {
        guard isBuiltIn else { return source }
        return "a copy of the built-in '\(name)' rules (`assetcheck rules --print \(name) > \(Self.copyName)`, "
            + "then check with `--rules \(Self.copyName)`)"
    }

    /// The file name a copy of a built-in set is given in fix texts.
    public static let copyName = "assetcheck-rules.yml"
}
