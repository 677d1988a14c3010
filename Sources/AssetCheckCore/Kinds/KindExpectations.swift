/// What a class of one asset kind expects of its files: the values its rules file gives, which the
/// kind's passes check (see ``AssetKind/Declaration``).
public protocol KindExpectations: Sendable, Hashable {
    /// The kind of the classes these expectations are for.
    static var kind: AssetKind { get }

    /// The expectations of a class that says nothing but its kind.
    init()

    /// What the kind's reader takes from these expectations, as lines of text that are the same
    /// in every run for the same values; empty when the reader takes nothing (the default).
    /// Everything else is the passes' alone, so editing it keeps every cached record: a reader
    /// must read nothing that these lines leave out.
    var readingKey: [String] { get }

    /// The font classes whose fonts draw this class's text (`rendered-by`); empty for most classes.
    var renderedBy: [String] { get }
}

extension KindExpectations {
    public var readingKey: [String] { [] }
    public var renderedBy: [String] { [] }
}

/// How a kind's expectations are read from a class of a rules file: the keys it takes, declared
/// in ``RulesKeyCatalog``'s terms, and the reading of each.
protocol ExpectationsLoading: KindExpectations {
    /// The keys a class of this kind takes beside every class's (``RulesKeyCatalog/everyClass``).
    static var rulesKeys: [RulesKey] { get }

    /// How far a duration given as one value may stray when the class gives no
    /// `duration-tolerance`; default exact (a millisecond).
    static var durationTolerance: AssetClassLoader.Tolerance { get }

    /// Reads the value of `key`, one of ``rulesKeys``, with the class's duration tolerance.
    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws

    /// Called once every key is read, with the keys the class gave: fills what depends on several
    /// keys, or throws where they contradict each other. Default: nothing.
    mutating func finish(classID: String, keys: Set<String>, body: YAMLValue) throws
}

extension ExpectationsLoading {
    static var durationTolerance: AssetClassLoader.Tolerance { AssetClassLoader.Tolerance(relative: 0, absolute: 0.001) }
    mutating func finish(classID: String, keys: Set<String>, body: YAMLValue) throws {}
}

/// What a class expects of its files: the expectations of its kind.
public struct ClassExpectations: Sendable, Hashable {
    /// The kind's own expectations.
    public let value: any KindExpectations

    public init(_ value: any KindExpectations) { self.value = value }

    /// The kind these expectations are for.
    public var kind: AssetKind { type(of: value).kind }

    /// The expectations as `type`, when they are of its kind.
    public func `as`<Expectations: KindExpectations>(_ type: Expectations.Type) -> Expectations? {
        value as? Expectations
    }

    /// A class of files that are counted and hashed but not inspected.
    public static let other = ClassExpectations(OtherExpectations())

    public static func == (lhs: ClassExpectations, rhs: ClassExpectations) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}
