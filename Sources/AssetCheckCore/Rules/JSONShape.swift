/// The shape a class's JSON documents must have: the root's type, and for the entries (the root
/// array's elements, or the values of the root object or of its member `entries`) the keys each
/// must have, their value types, and the keys whose values must be unique or non-empty.
///
/// Deliberately small: enough to catch a malformed data file, not a JSON Schema engine.
public struct JSONShape: Sendable, Hashable {
    /// The root value's type; `nil`: any.
    public var root: JSONValueType?
    /// The root object's member that holds the entries (`prompts`); `nil`: the root itself.
    public var entries: String?
    /// Keys every entry must have.
    public var required: [String] = []
    /// The type each key's value must have, where the entry has the key.
    public var types: [String: JSONValueType] = [:]
    /// Keys whose values must differ between entries.
    public var unique: [String] = []
    /// Keys whose values must not be empty (`""`, only spaces, `[]`, `{}`).
    public var nonEmpty: [String] = []

    public init() {}

    /// True when the shape says anything about entries.
    public var constrainsEntries: Bool {
        entries != nil || !required.isEmpty || !types.isEmpty || !unique.isEmpty || !nonEmpty.isEmpty
    }
}

/// A JSON value's type, as rules name it.
public enum JSONValueType: String, Sendable, Hashable, CaseIterable {
    case object, array, string, number, boolean, null
}
