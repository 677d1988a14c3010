import AssetCheckCore

/// Where a rule set's fixed folders (`Games`, `Art/Creatures`, `Resources`: the literal folders a
/// pattern starts with) lie in a project that names or nests them otherwise, so every pattern
/// that starts there (classes, `folders:`, memory groups) moves with them: a game module folder
/// found at `Module/Spiele/*` takes the sprite, sound and background classes, the required files
/// and the per-game memory groups along.
struct AnchorMap: Sendable {
    /// Rule-set folder to project folder, e.g. `Games` to `Module/Spiele`.
    private(set) var moves: [String: String] = [:]
    /// Why each move was made, for the mapping shown to the user.
    private(set) var reasons: [String: String] = [:]

    /// True when no folder moved.
    var isEmpty: Bool { moves.isEmpty }

    /// `pattern` with its longest moved leading folder replaced by the project's; unchanged otherwise.
    func apply(_ pattern: String) -> String {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            let head = parts[..<count].joined(separator: "/")
            if let target = moves[head] { return ([Substring(target)] + parts[count...]).joined(separator: "/") }
        }
        return pattern
    }

    /// `rules` with every pattern moved: classes', folder requirements' and memory groups'.
    func apply(to rules: RuleSet) -> RuleSet {
        guard !isEmpty else { return rules }
        var moved = rules
        for index in moved.classes.indices {
            moved.classes[index].patterns = moved.classes[index].patterns.map { PathPattern(apply($0.text)) }
        }
        for index in moved.folderRequirements.indices {
            moved.folderRequirements[index].folders = moved.folderRequirements[index].folders.map { PathPattern(apply($0.text)) }
        }
        if var memory = moved.budgets.memory {
            memory.groups = memory.groups.map { group in
                var group = group
                group.patterns = group.patterns.map { PathPattern(apply($0.text)) }
                group.largestOf = group.largestOf.map { PathPattern(apply($0.text)) }
                group.eachFolder = group.eachFolder.map { PathPattern(apply($0.text)) }
                return group
            }
            moved.budgets.memory = memory
        }
        return moved
    }

    /// Records that the rule set's folder `from` is the project's `to`, and so each of their
    /// parents as far as both go (`Art/Creatures` at `Grafik/Tiere`: `Art` at `Grafik`), unless a
    /// folder has already been placed.
    mutating func move(_ from: String, to: String, reason: String) {
        var from = from.split(separator: "/"), to = to.split(separator: "/")
        while !from.isEmpty, !to.isEmpty {
            let source = from.joined(separator: "/")
            guard moves[source] == nil else { return }
            moves[source] = to.joined(separator: "/")
            reasons[source] = reason
            from.removeLast()
            to.removeLast()
            if from == to { return }
        }
    }

    /// The literal folders a pattern starts with (`Games` for `Games/*/Sprites/**`, `Core/Design/Fonts`
    /// for `Core/Design/Fonts/*.ttf`, none for `**/Sounds/**`), and the rest after them.
    static func anchor(of pattern: String) -> (folder: String, rest: String) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        var count = 0
        while count < parts.count - 1, !parts[count].isEmpty, !parts[count].contains(where: { "*?{}[]".contains($0) }) { count += 1 }
        return (parts[..<count].joined(separator: "/"), parts[count...].joined(separator: "/"))
    }

    /// True when `rest` (what follows a pattern's anchor) names no folder of its own: `**`,
    /// `*.ttf`, `**/*.strings`, `entity_*.json`, so the anchor is the folder of the class's files.
    static func namesNoFolder(_ rest: String) -> Bool {
        rest.split(separator: "/").dropLast().allSatisfy { $0 == "**" }
    }
}
