/// How much of one budget the bundle uses, in bytes, as the manifest records it.
public struct BudgetUse: Sendable, Codable, Hashable {
    /// `bundle-size`, a class identifier, or a memory group's name.
    public var name: String
    public var limitBytes: Int
    public var usedBytes: Int
    /// `limitBytes - usedBytes`; negative when over the budget.
    public var headroomBytes: Int
    /// Files counted (for memory: images, each once at its largest scale).
    public var files: Int
    public var status: Status

    /// Where the use stands against the limit and the warning threshold.
    public enum Status: String, Sendable, Codable, Hashable {
        /// Below the warning threshold.
        case ok
        /// At or above `warn-at`, at most the limit.
        case warning
        /// Above the limit.
        case over
    }

    /// The use of `usedBytes` out of `limitBytes`; `warnAt` is a fraction of the limit, `nil` for none.
    public init(name: String, limitBytes: Int, usedBytes: Int, files: Int, warnAt: Double?) {
        self.name = name
        self.limitBytes = limitBytes
        self.usedBytes = usedBytes
        self.headroomBytes = limitBytes.subtractingClamped(usedBytes)
        self.files = files
        if usedBytes > limitBytes {
            status = .over
        } else if let warnAt, Double(usedBytes) >= Double(limitBytes) * warnAt {
            status = .warning
        } else {
            status = .ok
        }
    }

    /// Fraction of the limit in use (1.0 is exactly at the limit); 0 for a zero limit with nothing used.
    public var fractionUsed: Double {
        limitBytes > 0 ? Double(usedBytes) / Double(limitBytes) : (usedBytes > 0 ? .infinity : 0)
    }
}
