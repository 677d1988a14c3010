/// What was read from a Bedrock add-on archive (`.mcaddon`, or a lone `.mcpack`): its packs.
///
/// An add-on is a zip of packs, each a folder or a nested `.mcpack` zip with a `manifest.json` at
/// its root (https://learn.microsoft.com/minecraft/creator/documents/addonsdocumentation/).
public struct AddonFacts: Sendable, Hashable, Codable {
    public var packs: [PackFacts]

    public init(packs: [PackFacts]) { self.packs = packs }
}

/// One pack of an add-on.
public struct PackFacts: Sendable, Hashable, Codable {
    /// Where the pack sits in the archive: its folder (`cow_bp`), its nested archive
    /// (`cow_bp.mcpack`), or `.` for a pack at the archive's root.
    public var location: String
    /// The parsed `manifest.json`; `nil` when it is missing or could not be parsed.
    public var manifest: PackManifest?
    /// Why `manifest.json` could not be read; `nil` when it was parsed.
    public var manifestFailure: JSONFailure?
    /// Files under `entities/`: behaviour-pack entity files.
    public var entities: [PackEntity]
    /// Textures named by files under `entity/` (client entities), each with what was found.
    public var textures: [TextureReference]

    public init(location: String, manifest: PackManifest?, manifestFailure: JSONFailure? = nil,
                entities: [PackEntity] = [], textures: [TextureReference] = []) {
        self.location = location
        self.manifest = manifest
        self.manifestFailure = manifestFailure
        self.entities = entities
        self.textures = textures
    }
}

/// A pack's `manifest.json`, as written (format version 2,
/// https://learn.microsoft.com/minecraft/creator/reference/content/addonsreference/packmanifest).
public struct PackManifest: Sendable, Hashable, Codable {
    /// `format_version`, if it is a number.
    public var formatVersion: Double?
    public var name: String?
    public var description: String?
    public var uuid: String?
    /// `header.version`, if it is a list of numbers.
    public var version: [Double]?
    /// `header.min_engine_version`, if it is a list of numbers.
    public var minEngineVersion: [Double]?
    public var modules: [PackModule]
    public var dependencies: [PackDependency]

    public init(formatVersion: Double?, name: String?, description: String?, uuid: String?, version: [Double]?,
                minEngineVersion: [Double]?, modules: [PackModule], dependencies: [PackDependency] = []) {
        self.formatVersion = formatVersion
        self.name = name
        self.description = description
        self.uuid = uuid
        self.version = version
        self.minEngineVersion = minEngineVersion
        self.modules = modules
        self.dependencies = dependencies
    }
}

/// One entry of a manifest's `modules`.
public struct PackModule: Sendable, Hashable, Codable {
    /// `type`: `data` (behaviour), `resources` (resource), `script`, ...
    public var type: String?
    public var uuid: String?
    public var version: [Double]?

    public init(type: String?, uuid: String?, version: [Double]?) {
        self.type = type
        self.uuid = uuid
        self.version = version
    }
}

/// One entry of a manifest's `dependencies`: another pack by `uuid`, or a script module by name.
public struct PackDependency: Sendable, Hashable, Codable {
    public var uuid: String?
    /// `module_name` of a script dependency (`@minecraft/server`), which needs no pack.
    public var moduleName: String?

    public init(uuid: String?, moduleName: String? = nil) {
        self.uuid = uuid
        self.moduleName = moduleName
    }
}

/// A behaviour-pack entity file inside an archive: its facts, or why it could not be parsed.
public struct PackEntity: Sendable, Hashable, Codable {
    /// Path inside the pack (`entities/cow.json`).
    public var path: String
    public var facts: EntityFacts?
    public var failure: JSONFailure?

    public init(path: String, facts: EntityFacts? = nil, failure: JSONFailure? = nil) {
        self.path = path
        self.facts = facts
        self.failure = failure
    }
}

/// A texture a client entity names, and what the pack holds under that name.
public struct TextureReference: Sendable, Hashable, Codable {
    /// The client entity file that names it (`entity/cow.entity.json`).
    public var entity: String
    /// The texture path as written (`textures/entity/crafta_cow`).
    public var texture: String
    public var state: State

    public init(entity: String, texture: String, state: State) {
        self.entity = entity
        self.texture = texture
        self.state = state
    }

    /// What the pack holds at the texture's path (with `.png` added, as Bedrock does).
    public enum State: String, Sendable, Hashable, Codable {
        case validPNG
        case missing
        /// A file is there, but its bytes are not a readable PNG.
        case notPNG
    }
}
