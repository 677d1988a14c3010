/// Files every folder matching a pattern must hold, e.g. each game module under `Games/*` its
/// icon and its sprites. A new folder is checked without a rules change.
public struct FolderRequirement: Sendable, Hashable {
    /// Identifier used in messages, e.g. `game-module`.
    public var id: String
    /// Human name used in messages, e.g. "game modules".
    public var description: String
    /// The app's own reason, quoted in findings.
    public var rationale: String?
    /// Patterns of folders (bundle-relative), e.g. `Games/*`; every folder that holds a file and matches is checked.
    public var folders: [PathPattern]
    /// What each folder must hold.
    public var files: [RequiredEntry]

    public init(id: String, description: String, rationale: String? = nil, folders: [PathPattern], files: [RequiredEntry]) {
        self.id = id
        self.description = description
        self.rationale = rationale
        self.folders = folders
        self.files = files
    }

    /// One required entry: at least one file in the folder matches one of its patterns, which
    /// are relative to the folder (`Sprites/**`; a pattern without `/` matches in any subfolder).
    public struct RequiredEntry: Sendable, Hashable {
        /// Name used in messages, e.g. `icon @2x`.
        public var name: String
        public var patterns: [PathPattern]

        public init(name: String, patterns: [PathPattern]) {
            self.name = name
            self.patterns = patterns
        }
    }

    /// The folders of `paths` that match, sorted: every folder that holds one of them at any depth.
    public func matchingFolders(in paths: [String]) -> [String] {
        var folders: Set<String> = []
        for path in paths {
            let parts = path.split(separator: "/")
            for end in parts.indices.dropLast() {
                let folder = parts[...end].joined(separator: "/")
                if self.folders.contains(where: { $0.matches(folder) }) { folders.insert(folder) }
            }
        }
        return folders.sorted()
    }
}
