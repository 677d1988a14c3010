/// A project's rules file that `extends:` the set it started from and lists only what differs:
/// the paths of the classes `init` mapped (`class-paths:`, the rest of each class comes from the
/// set), and the `folders:` requirements and budgets whose patterns moved, each as the set writes
/// it (comments and all) with the project's paths. The rest comes from the set itself, so a later
/// improvement of the built-in set reaches the project.
public enum ExtendingRules {
    /// The lines of `rewritten` (the whole set with the project's paths, see ``RulesRewriter``)
    /// that differ from `original`, by entry, under a `name:` and an `extends: parent`.
    public static func text(original: String, rewritten: String, name: String, parent: String) -> String {
        let before = Sections(original), after = Sections(rewritten)
        var lines = ["name: \(name)", "extends: \(parent)"]
        for section in ["budgets", "folders", "classes"] {
            let old = before.entries[section] ?? [], new = after.entries[section] ?? []
            let changed = new.filter { entry in old.first { $0.key == entry.key }?.lines != entry.lines }
            guard !changed.isEmpty else { continue }
            lines.append("")
            guard section == "classes" else {
                lines.append(section + ":")
                lines += changed.flatMap(\.lines)
                continue
            }
            // A mapped class differs only in its paths (RulesRewriter writes them on one line).
            lines.append("# Where this project keeps the files of \(parent)'s classes: each class as \(parent) defines it, with these paths.")
            lines.append("class-paths:")
            for entry in changed {
                guard let paths = entry.lines.first(where: { $0.hasPrefix("    paths:") }) else { continue }
                lines.append("  \(entry.key):" + paths.dropFirst("    paths:".count))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A rules file's top-level sections and the entries under each (`  sound-effect:` and its
    /// lines, with the comment lines just above it), in order.
    private struct Sections {
        var entries: [String: [(key: String, lines: [String])]] = [:]

        init(_ text: String) {
            var section: String?
            var pending: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let indent = line.prefix { $0 == " " }.count
                let trimmed = line.dropFirst(indent)
                if indent == 0, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                    section = trimmed.split(separator: ":").first.map(String.init)
                    pending = []
                    continue
                }
                guard let section else { continue }
                if trimmed.isEmpty {
                    pending = []
                } else if trimmed.hasPrefix("#"), indent <= 2 {
                    pending.append(line)
                } else if indent == 2, let colon = trimmed.firstIndex(of: ":") {
                    entries[section, default: []].append((String(trimmed[..<colon]), pending + [line]))
                    pending = []
                } else if !(entries[section]?.isEmpty ?? true) {
                    entries[section]![entries[section]!.count - 1].lines += pending + [line]
                    pending = []
                }
            }
        }
    }
}
