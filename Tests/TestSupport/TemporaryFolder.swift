import AssetCheckCore
import Foundation

/// A fresh folder under the system's temporary folder, removed by `delete()`.
public struct TemporaryFolder: Sendable {
    public let path: String

    public init(prefix: String = "assetcheck-test") throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `bytes` to the bundle-relative `relative` path, creating folders.
    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes UTF-8 text.
    public func write(_ relative: String, text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// Writes an asset catalog's image set at `set` (a `.imageset` folder's path): a Contents.json
    /// listing `name@Nx.png` for each scale of `listed`, and the files of `present` by scale.
    public func writeImageSet(_ set: String, name: String, listed: [Int], present: [Int: [UInt8]]) throws {
        let images = listed.map { "{\"filename\": \"\(name)@\($0)x.png\", \"idiom\": \"universal\", \"scale\": \"\($0)x\"}" }
        try write(set + "/Contents.json", text: "{\"images\": [\(images.joined(separator: ", "))], \"info\": {\"author\": \"xcode\", \"version\": 1}}\n")
        for (scale, bytes) in present { try write(set + "/\(name)@\(scale)x.png", bytes) }
    }

    /// Removes a file.
    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + relative)
    }

    /// Copies the folder at `source` into this one (its contents, not the folder itself).
    public func copyContents(of source: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: path + "/" + name)
        }
    }

    public func delete() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Where the repository's files are, found from this source file's location.
public enum Repository {
    /// The repository root (the folder holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The example bundle.
    public static var examples: String { root + "/Examples" }

    /// The Bennie rules file.
    public static var bennieRules: String { root + "/Rules/bennie.yml" }

    /// Finds what `extends:` names among the repository's `Rules/`, as the built-in sets are found.
    public static let rulesResolver = RuleSetResolver { reference, _ throws(RulesError) in
        let path = root + "/Rules/" + reference + ".yml"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw RulesError(file: reference, message: "no rule set of that name in Rules/")
        }
        return RulesText(text: text, source: "Rules/\(reference).yml")
    }

    /// The built-in rule set `name` (`bennie`), loaded from `Rules/` with the sets it extends.
    public static func rules(_ name: String) throws(RulesError) -> RuleSet {
        guard let text = try? String(contentsOfFile: root + "/Rules/" + name + ".yml", encoding: .utf8) else {
            throw RulesError(file: name, message: "no rule set of that name in Rules/")
        }
        return try RuleSetLoader.load(yaml: text, source: "Rules/\(name).yml", resolver: rulesResolver)
    }

    /// The text of the built-in rule set `name` without its `extends:` line: the app's own classes
    /// alone, so files none of them claims stay unclassified (as in a team's set that extends nothing).
    public static func standaloneRulesText(_ name: String) throws -> String {
        try String(contentsOfFile: root + "/Rules/" + name + ".yml", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("extends:") }.joined(separator: "\n")
    }

    /// ``standaloneRulesText(_:)`` loaded.
    public static func standaloneRules(_ name: String) throws -> RuleSet {
        try RuleSetLoader.load(yaml: standaloneRulesText(name), source: "Rules/\(name).yml")
    }
}
