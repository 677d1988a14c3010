import Foundation

extension InspectionCache {
    /// The cache for a run: in `$ASSETCHECK_CACHE_DIR` of `environment`, else `.assetcheck-cache/`
    /// in `folder` (the configuration file's folder, or the working one), keyed on `toolVersion`
    /// and the rule set's text `rulesText` and the texts of the sets it `extends` (nearest first).
    public static func forRun(in folder: String, rulesText: String, extending: [String] = [], toolVersion: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> InspectionCache {
        let location = environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache"
        let key = ([rulesText] + extending).joined(separator: "\n")
        return InspectionCache(folder: location, toolVersion: toolVersion, rulesDigest: hex(Data(key.utf8)))
    }

    /// `version` plus the running binary's size and modification time: a rebuild during
    /// development (same version, other code) makes the cache stale too.
    public static func buildKey(version: String) -> String {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp.of(path) else { return version }
        return "\(version)+\(stamp.size).\(stamp.modified)"
    }
}
