import Foundation

/// A rule set's YAML text with some classes' `paths:` replaced, everything else (comments,
/// rationales, budgets) kept as written, so the project's rules still read like the built-in set.
enum RulesRewriter {
    /// `text` with the `paths:` of each class in `paths` (by identifier) replaced by that list,
    /// and `default: true` dropped (a project's rules file is no built-in default). Outside
    /// `classes:` (memory groups), a quoted pattern that is a key of `patterns` gets that key's
    /// new patterns put before it.
    static func rewrite(_ text: String, paths: [String: [String]], patterns: [String: [String]] = [:], name: String) -> String {
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
            output.append(inClasses ? line : patterns.reduce(line) { line, replacement in
                line.replacingOccurrences(of: quote(replacement.key),
                                          with: (replacement.value + [replacement.key]).map(quote).joined(separator: ", "))
            })
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
