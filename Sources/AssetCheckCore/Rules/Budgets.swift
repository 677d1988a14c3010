/// Size and memory budgets of a rule set.
public struct Budgets: Sendable, Hashable {
    /// Total bytes of the bundle.
    public var bundleSize: Budget?
    /// Decoded image memory (width x height x 4 bytes) per group of assets shown together.
    public var memory: MemoryBudget?

    public init(bundleSize: Budget? = nil, memory: MemoryBudget? = nil) {
        self.bundleSize = bundleSize
        self.memory = memory
    }
}

/// A limit in bytes, with a warning threshold below it.
public struct Budget: Sendable, Hashable {
    public var maxBytes: Int
    /// Fraction of `maxBytes` at which a warning starts; default ``defaultWarnAt``.
    public var warnAt: Double

    /// Where a budget's warning starts when the rules do not say: 0.9, at 90 % of the budget.
    public static let defaultWarnAt = 0.9

    public init(maxBytes: Int, warnAt: Double = Budget.defaultWarnAt) {
        self.maxBytes = maxBytes
        self.warnAt = warnAt
    }
}

/// A decoded-memory budget and the groups of assets it applies to.
public struct MemoryBudget: Sendable, Hashable {
    public var budget: Budget
    /// Named groups of path patterns; each group's decoded images are summed on their own.
    /// Empty means nothing is checked: the estimate is only reported (see ``MemoryOverview``),
    /// since no screen is known to show every image.
    public var groups: [MemoryGroup]
    /// Whether audio counts too, at its decoded PCM size (`include-audio: true`); default false.
    public var includesAudio: Bool

    public init(budget: Budget, groups: [MemoryGroup] = [], includesAudio: Bool = false) {
        self.budget = budget
        self.groups = groups
        self.includesAudio = includesAudio
    }
}

/// Images shown together (a screen, a game module), summed against the memory budget.
public struct MemoryGroup: Sendable, Hashable {
    public var name: String
    /// Paths in the group; for a per-folder group, paths counted in every one of its groups (shared sounds).
    public var patterns: [PathPattern]
    /// When set, one group per folder this matches (`each-folder: "Games/*"`), named by the folder
    /// and holding everything under it plus `patterns`.
    public var eachFolder: PathPattern?
    /// Patterns of which only the largest matching image counts (`largest-of:`): a screen shows
    /// one background, one pose of a character. Each pattern adds at most one image.
    public var largestOf: [PathPattern]

    public init(name: String, patterns: [PathPattern], eachFolder: PathPattern? = nil, largestOf: [PathPattern] = []) {
        self.name = name
        self.patterns = patterns
        self.eachFolder = eachFolder
        self.largestOf = largestOf
    }
}
