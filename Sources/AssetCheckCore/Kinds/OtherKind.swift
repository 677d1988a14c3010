extension AssetKind.Declaration {
    /// Any other file: counted in the bundle's size and hashed, but not inspected.
    static let other = AssetKind.Declaration(
        extensions: [], noun: "file", name: "other file", plural: "other files",
        facts: nil, expectations: OtherExpectations.self, passes: [])
}

/// What a class of `kind: other` expects: nothing but that its files can be read.
public struct OtherExpectations: KindExpectations, ExpectationsLoading {
    public static var kind: AssetKind { .other }
    static var rulesKeys: [RulesKey] { [] }

    public init() {}

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        throw value.unhandledKey(key)
    }
}
