import AssetCheckCore
import Foundation

/// A rule set's YAML text with some classes' `paths:` replaced and the set's folders moved where a
/// project keeps them, everything else (comments, rationales, budgets) kept as written, so the
/// project's rules still read like the built-in set.
enum RulesRewriter {
    /// `text` with what `mapping` found: each mapped class's paths led by the project's folders
    /// (its own kept after them), memory groups and `folders:` requirements naming them too.
    static func rewrite(_ text: String, mapping: LayoutMapping, base: RuleSet, name: String) -> String {
        var paths: [String: [String]] = [:]
        var patterns = mapping.requiredAdditions
        for (entry, rule) in zip(mapping.classes, base.classes) where !entry.patterns.isEmpty || !entry.movedPatterns.isEmpty {
            let original = rule.patterns.map(\.text)
            paths[entry.classID] = Array(uniqued(entry.patterns + entry.movedPatterns + original))
            // A memory group naming the class's own folders names the project's too.
            for pattern in original where !entry.patterns.isEmpty { patterns[pattern, default: []] += entry.patterns }
        }
        var moves: [String: String] = [:]
        var outside = base.folderRequirements.flatMap { $0.folders.map(\.text) }
        for group in base.budgets.memory?.groups ?? [] {
            outside += (group.patterns + group.largestOf + [group.eachFolder].compactMap { $0 }).map(\.text)
        }
        for pattern in outside where mapping.anchors.apply(pattern) != pattern { moves[pattern] = mapping.anchors.apply(pattern) }
        return rewrite(text, paths: paths, patterns: patterns, moves: moves, name: name)
    }

    /// `text` with the `paths:` of each class in `paths` (by identifier) replaced by that list,
    /// and `default: true` dropped (a project's rules file is no built-in default). Outside
    /// `classes:` (folder requirements, memory groups), a quoted pattern that is a key of
    /// `patterns` gets that key's new patterns put before it, and one that is a key of `moves`
    /// becomes its value.
    static func rewrite(_ text: String, paths: [String: [String]], patterns: [String: [String]] = [:],
                        moves: [String: String] = [:], name: String) -> String {
        var output: [String] = []
        var inClasses = false
        var currentClass: String?
        var openBrackets = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if openBrackets > 0 {
                openBrackets += bracketDelta(line)
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if indent == 0, !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                inClasses = trimmed.hasPrefix("classes:")
                currentClass = nil
                if trimmed.hasPrefix("default:") { continue }
                if trimmed.hasPrefix("name:") {
                    output.append("name: \(name)")
                    continue
                }
            } else if inClasses, indent == 2, let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("#") {
                currentClass = String(trimmed[..<colon])
            } else if inClasses, indent == 4, trimmed.hasPrefix("paths:"), let id = currentClass, let list = paths[id] {
                output.append("    paths: [\(list.map(quote).joined(separator: ", "))]")
                openBrackets = bracketDelta(line)
                continue
            }
            guard !inClasses else {
                output.append(line)
                continue
            }
            var edited = patterns.reduce(line) { line, replacement in
                guard let range = line.range(of: quote(replacement.key)) else { return line }
                let list = (replacement.value + [replacement.key]).map(quote).joined(separator: ", ")
                // A single value becomes a list of the project's spellings and its own.
                let inList = line[..<range.lowerBound].contains("[")
                return line.replacingCharacters(in: range, with: inList ? list : "[" + list + "]")
            }
            for (old, new) in moves { edited = edited.replacingOccurrences(of: quote(old), with: quote(new)) }
            output.append(edited)
        }
        return output.joined(separator: "\n")
    }

    /// `text` as a double-quoted YAML string.
    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Brackets `line` opens less those it closes, outside quotes and comments: a `paths:` flow
    /// list may go on over several lines.
    private static func bracketDelta(_ line: String) -> Int {
        var depth = 0, quoted = false, escaped = false
        for character in line {
            if escaped { escaped = false; continue }
            switch character {
            case "\\" where quoted: escaped = true
            case "\"": quoted.toggle()
            case "[" where !quoted: depth += 1
            case "]" where !quoted: depth -= 1
            case "#" where !quoted: return depth
            default: break
            }
        }
        return depth
    }
}
