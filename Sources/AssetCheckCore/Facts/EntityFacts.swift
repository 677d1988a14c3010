/// What was read from a Minecraft Bedrock entity file: the parts Bedrock needs to load it.
///
/// Behaviour-pack files hold `minecraft:entity`, resource-pack files `minecraft:client_entity`
/// (https://learn.microsoft.com/minecraft/creator/reference/content/entityreference/); each has a
/// `description` with an `identifier`. The passes judge the values against the rules.
public struct EntityFacts: Sendable, Hashable, Codable {
    /// `format_version` as written ("1.20.0"); `nil` when absent or not a string.
    public var formatVersion: String?
    /// The root object's entity key: `minecraft:entity`, `minecraft:client_entity`, or `nil` for neither.
    public var entityKey: String?
    /// `description.identifier` as written; `nil` when absent or not a string.
    public var identifier: String?
    /// True when the entity object holds a `components` object.
    public var hasComponents: Bool
    /// Texture paths a client entity names in `description.textures` (pack-relative, without extension).
    public var textures: [String]

    public init(formatVersion: String?, entityKey: String?, identifier: String?, hasComponents: Bool,
                textures: [String] = []) {
        self.formatVersion = formatVersion
        self.entityKey = entityKey
        self.identifier = identifier
        self.hasComponents = hasComponents
        self.textures = textures
    }

    /// The behaviour-pack entity key.
    public static let behaviourKey = "minecraft:entity"
    /// The resource-pack (client) entity key.
    public static let clientKey = "minecraft:client_entity"
}
