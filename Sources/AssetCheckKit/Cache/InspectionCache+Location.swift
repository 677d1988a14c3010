import AssetCheckCore
import AssetInspection
import Foundation

extension InspectionCache {
    /// The cache for a run: in `$ASSETCHECK_CACHE_DIR` of `environment`, else `.assetcheck-cache/`
    /// in `folder` (the configuration file's folder, or the working one), keyed on `toolVersion`
    /// and on what of `rules` decides the records (``AssetInspector/rulesKey``): a rules edit that
    /// changes only severities, sizes, rates or budgets keeps every entry.
    public static func forRun(in folder: String, rules: RuleSet, toolVersion: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> InspectionCache {
        let key = AssetInspector(rules: rules).rulesKey
        return InspectionCache(folder: location(in: folder, environment: environment), toolVersion: toolVersion,
                               rulesDigest: hex(Data(key.utf8)))
    }

    /// The folder of the caches of a run whose configuration's folder is `folder`.
    public static func location(in folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache"
    }

    /// `version` plus the running binary's size and modification time: a rebuild during
    /// development (same version, other code) makes the cache stale too.
    public static func buildKey(version: String) -> String {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp.of(path) else { return version }
        return "\(version)+\(stamp.size).\(stamp.modified)"
    }
}
