/// Reads `folders:`: each entry names folder patterns and the files every matching folder holds.
///
/// ```yaml
/// folders:
///   game-module:
///     description: game modules
///     paths: ["Games/*"]
///     required:
///       icon @2x: "*_icon@2x.png"
///       sprites: ["Sprites/**", "*.atlas/*"]
/// ```
enum FolderRequirementLoader {
    static func load(_ value: YAMLValue) throws -> [FolderRequirement] {
        try value.entries().map { id, body in
            var requirement = FolderRequirement(id: id, description: id, folders: [], files: [])
            for (key, item) in try body.entries(allowed: RulesKeyCatalog.names(in: .folder)) {
                switch key {
                case "description": requirement.description = try item.string()
                case "rationale": requirement.rationale = try item.string()
                case "paths": requirement.folders = try RuleSetLoader.patternList(item, kind: .other)
                case "required":
                    requirement.files = try item.entries().map { name, patterns in
                        let list = try patterns.strings()
                        guard !list.isEmpty else { throw patterns.error("'\(patterns.keyPath)' needs at least one pattern") }
                        return .init(name: name, patterns: list.map(PathPattern.init))
                    }
                default: throw item.unhandledKey(key)
                }
            }
            guard !requirement.folders.isEmpty else { throw body.error("'\(body.keyPath)' needs 'paths', e.g. paths: [\"Games/*\"]") }
            guard !requirement.files.isEmpty else { throw body.error("'\(body.keyPath)' needs 'required' files") }
            return requirement
        }
    }
}
