import Foundation

extension InspectionCache {
    /// The cache for a run: in `$ASSETCHECK_CACHE_DIR` of `environment`, else `.assetcheck-cache/`
    /// in `folder` (the configuration file's folder, or the working one), keyed on `toolVersion`
    /// and `rulesFile`'s content; `nil` when the rules file cannot be read (then nothing is cached).
    public static func forRun(in folder: String, rulesFile: String, toolVersion: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> InspectionCache? {
        let location = environment["ASSETCHECK_CACHE_DIR"] ?? folder + "/.assetcheck-cache"
        guard let digest = digest(ofFile: rulesFile) else { return nil }
        return InspectionCache(folder: location, toolVersion: toolVersion, rulesDigest: digest)
    }
}
