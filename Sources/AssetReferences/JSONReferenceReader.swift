import AssetCheckCore
import Foundation

/// Reads a JSON file: every string value (not keys) is a mention. Nesting deeper than
/// ``NestingDepth/maximum`` is refused before Foundation's recursive parser sees it.
enum JSONReferenceReader {
    static func read(_ bytes: [UInt8], path: String) -> SourceFileReferences {
        let depth = NestingDepth.brackets(in: bytes, pairs: "[]{}")
        guard depth <= NestingDepth.maximum else {
            return SourceFileReferences(path: path, note: "skipped: it nests \(depth) levels deep, deeper than \(NestingDepth.maximum)")
        }
        // Decoded first, so that invalid UTF-8 is replaced rather than failing the whole file.
        let text = Data(String(decoding: bytes, as: UTF8.self).utf8)
        guard let root = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed]) else {
            return SourceFileReferences(path: path, note: "does not parse as JSON")
        }
        // Said nowhere: the manifest is committed beside the app by design, and read every run.
        if isAssetcheckOutput(root) { return SourceFileReferences(path: path, mentions: []) }
        var mentions: [String] = []
        collectStrings(in: root, into: &mentions)
        return SourceFileReferences(path: path, mentions: mentions)
    }

    /// True for a file assetcheck wrote: a manifest, a baseline, a JSON or SARIF report. They name
    /// the assets they describe, every one of them, so read as the app's they would make every
    /// asset used; a manifest and a baseline are committed beside the app by design.
    static func isAssetcheckOutput(_ root: Any) -> Bool {
        guard let object = root as? [String: Any] else { return false }
        let keys = Set(object.keys)
        let firstFinding = { (key: String) in ((object[key] as? [Any])?.first as? [String: Any]).map { Set($0.keys) } }
        if keys.isSuperset(of: ["schemaVersion", "ruleSet", "assets"]) { return true }
        if keys == ["version", "entries"], let entry = firstFinding("entries"), entry.isSuperset(of: ["check", "fingerprint"]) { return true }
        if keys == ["findings", "summary"], let finding = firstFinding("findings"), finding.isSuperset(of: ["check", "message"]) { return true }
        let driver = (((object["runs"] as? [Any])?.first as? [String: Any])?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        return driver?["name"] as? String == "assetcheck"
    }

    private static func collectStrings(in value: Any, into strings: inout [String]) {
        switch value {
        case let string as String: strings.append(string)
        case let array as [Any]: for element in array { collectStrings(in: element, into: &strings) }
        case let object as [String: Any]: for element in object.values { collectStrings(in: element, into: &strings) }
        default: break
        }
    }
}
