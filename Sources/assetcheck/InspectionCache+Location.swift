import AssetCheckKit
import Foundation

extension InspectionCache {
    /// The cache for a run: in `$ASSETCHECK_CACHE_DIR`, else `.assetcheck-cache/` in `folder` (the
    /// configuration file's folder, or the current one), keyed on this build and `rulesFile`'s
    /// content; `nil` when the rules file cannot be read (then nothing is cached).
    static func forRun(in folder: String, rulesFile: String) -> InspectionCache? {
        let location = ProcessInfo.processInfo.environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache"
        guard let digest = digest(ofFile: rulesFile) else { return nil }
        return InspectionCache(folder: location, toolVersion: AssetCheckVersion.cacheKey, rulesDigest: digest)
    }
}
