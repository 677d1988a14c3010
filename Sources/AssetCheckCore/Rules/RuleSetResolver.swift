/// Finds the rule set an `extends:` names, for ``RuleSetLoader``, which reads no files itself:
/// the command line's resolver looks up built-in names and paths relative to the extending file.
public struct RuleSetResolver: Sendable {
    /// The text of the set `reference` names (`ios`, or `../base.yml`), as extended by the file
    /// whose source is `extendingSource`; throws when there is none.
    public typealias Lookup = @Sendable (_ reference: String, _ extendingSource: String) throws(RulesError) -> RulesText

    private let lookup: Lookup

    /// A resolver that answers with `lookup`.
    public init(_ lookup: @escaping Lookup) {
        self.lookup = lookup
    }

    /// The text `reference` names, extended from `extendingSource`.
    public func text(of reference: String, extendedFrom extendingSource: String) throws(RulesError) -> RulesText {
        try lookup(reference, extendingSource)
    }

    /// A resolver that knows no rule set: `extends` is then an error (rules loaded from text alone).
    public static let none = RuleSetResolver { reference, _ throws(RulesError) in
        throw RulesError(file: reference, message: "these rules were loaded from text alone, with no rule sets to extend")
    }

    /// A resolver over fixed texts by reference, each text's source its reference (for tests and examples).
    public static func texts(_ texts: [String: String]) -> RuleSetResolver {
        RuleSetResolver { reference, _ throws(RulesError) in
            guard let text = texts[reference] else {
                throw RulesError(file: reference, message: "no rule set of that name; available: "
                    + texts.keys.sorted().joined(separator: ", "))
            }
            return RulesText(text: text, source: reference)
        }
    }
}

/// The text of a rules file and the name its errors and ``RuleSet/source`` use.
public struct RulesText: Sendable, Hashable {
    public var text: String
    /// The file it came from, as messages show it; two texts with one source are one rule set.
    public var source: String

    public init(text: String, source: String) {
        self.text = text
        self.source = source
    }
}
