import Foundation

extension InspectionCache {
    /// The cache for a run: in `$ASSETCHECK_CACHE_DIR` of `environment`, else `.assetcheck-cache/`
    /// in `folder` (the configuration file's folder, or the working one), keyed on `toolVersion`
    /// and the content of `rulesFile` and the texts of the sets it `extends` (nearest first); `nil`
    /// when the rules file cannot be read (then nothing is cached).
    public static func forRun(in folder: String, rulesFile: String, extending: [String] = [], toolVersion: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> InspectionCache? {
        let location = environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache"
        guard let digest = digest(ofFile: rulesFile) else { return nil }
        // A set that extends none keeps its digest, so existing caches stay valid.
        let key = extending.isEmpty ? digest
            : hex(Data(([digest] + extending.map { hex(Data($0.utf8)) }).joined(separator: "\n").utf8))
        return InspectionCache(folder: location, toolVersion: toolVersion, rulesDigest: key)
    }

    /// `version` plus the running binary's size and modification time: a rebuild during
    /// development (same version, other code) makes the cache stale too.
    public static func buildKey(version: String) -> String {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp.of(path) else { return version }
        return "\(version)+\(stamp.size).\(stamp.modified)"
    }
}
