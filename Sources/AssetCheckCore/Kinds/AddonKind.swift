extension AssetKind.Declaration {
    /// Minecraft Bedrock add-on archives (`.mcaddon`, `.mcpack`): zips of packs, read in place.
    static let addon = AssetKind.Declaration(
        extensions: ["mcaddon", "mcpack"], noun: "add-on archive", name: "add-on", plural: "add-ons",
        facts: AddonFacts.self, expectations: AddonExpectations.self,
        passes: [AddonArchivePass(), AddonPackPass()], rulesSection: "add-on-archives-kind-addon")
}

extension AddonFacts: KindFacts {
    public static var kind: AssetKind { .addon }

    public func isPlausible(within limits: Limits, failed: Bool) -> Bool {
        // Version numbers are the only numbers an add-on's facts hold.
        packs.allSatisfy { pack in
            guard let manifest = pack.manifest else { return true }
            let numbers = [manifest.formatVersion].compactMap { $0 } + (manifest.version ?? [])
                + (manifest.minEngineVersion ?? []) + manifest.modules.flatMap { $0.version ?? [] }
            return numbers.allSatisfy(\.isFinite)
        }
    }

    public var reportLines: [FactLine] { [FactLine("Packs", "\(packs.count)")] }
}

/// What an add-on class expects of its archives: the limits the reader keeps, the packs they
/// hold, and the entity expectations for the behaviour pack's entity files.
public struct AddonExpectations: KindExpectations {
    public static var kind: AssetKind { .addon }

    public var limits = ArchiveLimits()
    /// Pack kinds the archive must hold, by module type (`data`, `resources`).
    public var requiredPacks: [String] = []
    public var entity = EntityExpectations()

    public init() {}

    /// The archive's limits, which the reader keeps.
    public var readingKey: [String] {
        ["archive \(limits.maxEntries) \(limits.maxTotalBytes) \(limits.maxEntryBytes) \(limits.maxRatio)"]
    }
}

extension AddonExpectations {
    /// Expectations with the given parts.
    public init(limits: ArchiveLimits, requiredPacks: [String], entity: EntityExpectations) {
        self.limits = limits
        self.requiredPacks = requiredPacks
        self.entity = entity
    }
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

extension AddonExpectations: ExpectationsLoading {
    static let rulesKeys: [RulesKey] = {
        let defaults = ArchiveLimits()
        return [
            RulesKey("required-packs", in: .assetClass(.addon), .described("list of module types"), default: RulesKey.none,
                     "Pack kinds the archive must hold: `data` for behaviour packs, `resources` for resource packs.",
                     example: "[data, resources]"),
            EntityExpectations.minFormatVersionKey(.addon),
            EntityExpectations.reservedNamespacesKey(.addon),
            RulesKey("max-entries", in: .assetClass(.addon), .integer(1...1_000_000), default: "\(defaults.maxEntries)",
                     "Most entries an archive's central directory may list; more are refused unread.", example: "1000"),
            RulesKey("max-uncompressed-size", in: .assetClass(.addon), .byteSize,
                     default: RulesKeyCatalog.bytes(defaults.maxTotalBytes),
                     "Most bytes all of an archive's entries may inflate to.", example: "64 MB"),
            RulesKey("max-entry-size", in: .assetClass(.addon), .byteSize, default: RulesKeyCatalog.bytes(defaults.maxEntryBytes),
                     "Most bytes one entry may inflate to.", example: "16 MB"),
            RulesKey("max-compression-ratio", in: .assetClass(.addon), .integer(1...100_000), default: "\(defaults.maxRatio)",
                     "Most times an entry may inflate its compressed size, judged past 1 MiB: a guard against zip bombs.", example: "100"),
        ]
    }()

    mutating func read(_ key: String, _ value: YAMLValue, tolerance: AssetClassLoader.Tolerance) throws {
        switch key {
        case "required-packs": requiredPacks = try value.strings()
        case "min-format-version", "reserved-namespaces": try entity.read(key, value, tolerance: tolerance)
        case "max-entries": limits.maxEntries = try value.int(in: 1...1_000_000)
        case "max-uncompressed-size": limits.maxTotalBytes = try value.byteSize()
        case "max-entry-size": limits.maxEntryBytes = try value.byteSize()
        case "max-compression-ratio": limits.maxRatio = try value.int(in: 1...100_000)
        default: throw value.unhandledKey(key)
        }
    }
}

extension AssetFacts {
    /// An add-on archive's facts.
    public static func addon(_ facts: AddonFacts) -> AssetFacts { AssetFacts(facts) }
}

extension ClassExpectations {
    /// An add-on class's expectations.
    public static func addon(_ expectations: AddonExpectations) -> ClassExpectations { ClassExpectations(expectations) }
}

extension AssetRecord {
    /// The add-on facts, when the file is a read `.mcaddon` or `.mcpack` archive.
    public var addon: AddonFacts? { facts.as(AddonFacts.self) }
}

extension AssetClassRule {
    /// The add-on expectations, for an add-on class.
    public var addon: AddonExpectations? { expectations.as(AddonExpectations.self) }
}
