/// One place where a JSON document departs from the shape its class's rules give it.
public struct JSONShapeViolation: Sendable, Hashable, Codable {
    /// Where, as a JSON path from the root: `$`, `$[3]`, `$[3].text`, `$.prompts[0]["a b"]`.
    public var path: String
    /// 1-based line of the value (or of the entry that lacks a key).
    public var line: Int
    public var problem: Problem

    public init(path: String, line: Int, _ problem: Problem) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    /// At most this many violations are recorded per document; the rest are counted in ``Problem/more(count:)``.
    public static let limit = 100

    /// What is wrong there. Types are named as in the rules: object, array, string, number, boolean, null.
    public enum Problem: Sendable, Hashable, Codable {
        /// The value has another type than the rules say (the root, the entries list, an entry, or a key's value).
        case type(expected: String, found: String)
        /// An entry lacks a key the rules require.
        case missingKey(String)
        /// A key whose values must be unique repeats the value first seen at `firstPath`, line `firstLine`.
        case duplicateValue(key: String, value: String, firstPath: String, firstLine: Int)
        /// A key whose value must not be empty has an empty string, list or object (or only spaces).
        case emptyValue(key: String)
        /// Violations past ``JSONShapeViolation/limit``, not recorded one by one.
        case more(count: Int)
    }
}
