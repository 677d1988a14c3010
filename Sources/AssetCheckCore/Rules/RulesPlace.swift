/// A place in a rules file: what a finding about a requirement of the rules (a required file that
/// is missing) points at, so a code-review tool can anchor it to the line that asks for it.
public struct RulesPlace: Sendable, Hashable {
    /// The rules file, as the loader was given it (an absolute path once ``RulesLocator`` loaded it).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
