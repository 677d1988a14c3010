/// A rules file that cannot be used, with where and why. assetcheck exits 2 on it.
public struct RulesError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based line, or `nil` when the problem is with the file as a whole.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, as compilers print it.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): error: \(message)"
    }
}
