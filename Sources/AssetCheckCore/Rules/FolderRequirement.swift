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
        var seen: Set<Substring> = []
        var folders: [String] = []
        for path in paths {
            // Each folder holding the path, cut at each `/`; files share folders, so each is matched once.
            var start = path.utf8.startIndex
            while let slash = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
                start = path.utf8.index(after: slash)
                guard seen.insert(path[..<slash]).inserted else { continue }
                let folder = String(path[..<slash])
                if self.folders.contains(where: { $0.matches(folder) }) { folders.append(folder) }
            }
        }
        return folders.sorted()
    }
}
