import AssetCheckCore

/// What the inspector takes from a file's class: its identifier, its kind and the expectations
/// its kind's reader reads, which with the ``Limits`` are the only part of the rules that decides
/// what a file's record says. Sizes, scales, rates, durations, budgets and severities are the
/// checks' alone, so editing them leaves every record as it was, and the cache keeps them
/// (``AssetInspector/rulesKey``).
struct ClassReading: Sendable, Hashable {
    /// The class's identifier, which the record carries.
    var id: String
    var kind: AssetKind
    /// The class's expectations; a reader reads only what their ``KindExpectations/readingKey`` says.
    var expectations: ClassExpectations

    init(_ rule: AssetClassRule) {
        id = rule.id
        kind = rule.kind
        expectations = rule.expectations
    }

    /// The class's expectations as `type`, when they are of its kind.
    func expectations<Expectations: KindExpectations>(_ type: Expectations.Type) -> Expectations? {
        expectations.as(type)
    }

    /// The reading as one line of text, the same in every run for the same class: what
    /// ``AssetInspector/rulesKey`` is made of.
    var key: String {
        // The id quoted as Swift writes a string: no id can pass for another class's line.
        (["class " + String(reflecting: id), "kind \(kind.rawValue)"] + expectations.value.readingKey).joined(separator: "; ")
    }
}
