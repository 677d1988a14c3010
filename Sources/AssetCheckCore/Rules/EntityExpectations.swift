/// What an entity class expects of Bedrock entity files (also applied to the entity files inside
/// add-on archives).
public struct EntityExpectations: Sendable, Hashable {
    /// Lowest `format_version` accepted, as dotted numbers (`[1, 20]`); `nil` accepts any.
    public var minFormatVersion: [Int]?
    /// Namespaces an `identifier` must not use (`minecraft` is the game's own).
    public var reservedNamespaces: [String] = []

    public init() {}
}

/// What an add-on class expects of its archives: the limits the reader keeps, the packs they
/// hold, and the entity expectations for the behaviour pack's entity files.
public struct AddonExpectations: Sendable, Hashable {
    public var limits = ArchiveLimits()
    /// Pack kinds the archive must hold, by module type (`data`, `resources`).
    public var requiredPacks: [String] = []
    public var entity = EntityExpectations()

    public init() {}
}

/// Limits an archive's reader keeps, whatever the archive claims. Defaults: 1,000 entries,
/// 64 MiB in all, 16 MiB per entry, 100 times compression.
public struct ArchiveLimits: Sendable, Hashable {
    public var maxEntries = 1_000
    public var maxTotalBytes = 64 << 20
    public var maxEntryBytes = 16 << 20
    public var maxRatio = 100

    public init() {}
}

extension AddonExpectations {
    /// Expectations with the given parts.
    public init(limits: ArchiveLimits, requiredPacks: [String], entity: EntityExpectations) {
        self.limits = limits
        self.requiredPacks = requiredPacks
        self.entity = entity
    }
}
