import AssetCheckCore
import Foundation

/// The files assetcheck writes (reports, the manifest), remembered beside the cache so that a
/// later run, with or without the same `--report`, never checks them as assets of the bundle.
///
/// One absolute path a line in `outputs.txt` of the cache folder (`$ASSETCHECK_CACHE_DIR`, else
/// `.assetcheck-cache/` in the configuration's folder). Losing it only loses the memory of earlier
/// runs' files: the current run's outputs are excluded all the same.
public struct OutputLedger: Sendable {
    /// The ledger file.
    public let file: String

    /// Most paths kept; the oldest go first.
    public static let maxEntries = 200

    public init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        file = (environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache") + "/outputs.txt"
    }

    /// The absolute paths remembered, oldest first; empty when there is no readable ledger.
    public func paths() -> [String] {
        guard let data = FileManager.default.contents(atPath: file), data.count <= 1 << 20 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") }
    }

    /// Adds `outputs` (as given, relative to `workingDirectory`); never fails a run.
    public func remember(_ outputs: [String], workingDirectory: String) {
        let new = outputs.map { Self.absolute($0, in: workingDirectory) }
        let kept = (paths().filter { !new.contains($0) } + new).suffix(Self.maxEntries)
        guard kept != paths()[...] else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try? OutputFile.write(Data((kept.joined(separator: "\n") + "\n").utf8), to: file)
    }

    /// `rules` with every file of `outputs` (absolute paths) that lies in the bundle at `root`
    /// excluded from the scan by its bundle-relative path.
    public static func excluding(_ outputs: [String], under root: String, workingDirectory: String,
                                 from rules: RuleSet) -> RuleSet {
        let base = Self.absolute(root, in: workingDirectory)
        let real = Self.realPath(base) ?? base
        var rules = rules
        for output in outputs {
            let path = Self.absolute(output, in: workingDirectory)
            let folder = (path as NSString).deletingLastPathComponent
            let resolved = (Self.realPath(folder) ?? folder) + "/" + (path as NSString).lastPathComponent
            for prefix in Set([base, real]) where resolved.hasPrefix(prefix + "/") || path.hasPrefix(prefix + "/") {
                let inside = resolved.hasPrefix(prefix + "/") ? resolved : path
                rules.excludedFiles.insert(String(inside.dropFirst(prefix.count + 1)))
            }
        }
        return rules
    }

    static func absolute(_ path: String, in workingDirectory: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : workingDirectory + "/" + path).standardizedFileURL.path
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
