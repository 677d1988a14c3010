import Foundation

/// What `assetcheck diff` asks: two sides, each a manifest file or a bundle folder, the rules a
/// folder is checked with, and how to print the result.
public struct DiffRequest: Sendable, Hashable {
    /// The old side: a manifest file (e.g. the base branch's) or a bundle folder.
    public var old: String
    /// The new side: a manifest file or a bundle folder.
    public var new: String
    /// The rules a bundle folder is checked with; read only when a side is a folder.
    public var rules: RulesRequest
    /// Text, or Markdown for a pull-request comment.
    public var format: DiffFormat

    public init(old: String, new: String, rules: RulesRequest = RulesRequest(), format: DiffFormat = .text) {
        self.old = old
        self.new = new
        self.rules = rules
        self.format = format
    }

    /// The diff of the two sides; a folder is checked with ``rules`` (with the configuration's
    /// exclusions, so a README is not an "added" asset).
    public func diff(workingDirectory: String = FileManager.default.currentDirectoryPath) async throws -> ManifestDiff {
        let ruleSet = ManifestSource.isFolder(old) || ManifestSource.isFolder(new)
            ? try RulesSelection(rules, workingDirectory: workingDirectory).rules : nil
        return ManifestDiff(old: try await ManifestSource.load(old, rules: ruleSet), new: try await ManifestSource.load(new, rules: ruleSet))
    }

    /// `diff` printed in ``format``, the sides labelled as given.
    public func report(_ diff: ManifestDiff) -> String {
        switch format {
        case .text: DiffTextReport(oldLabel: old, newLabel: new).report(diff)
        case .markdown: DiffMarkdownReport(oldLabel: old, newLabel: new).report(diff)
        }
    }
}

/// How `assetcheck diff` prints.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// Plain text for a terminal.
    case text
    /// Markdown for a pull-request comment.
    case markdown
}
