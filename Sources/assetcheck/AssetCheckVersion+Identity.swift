import AssetCheckKit
import Foundation

extension AssetCheckVersion {
    /// Name and version, for reports. No home page is named: the project has no public address yet.
    static var identity: ToolIdentity {
        ToolIdentity(version: current)
    }

    /// The version plus the running binary's size and modification time: a rebuild during
    /// development (same version, other code) makes the cache stale too.
    static var cacheKey: String {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp.of(path) else { return current }
        return "\(current)+\(stamp.size).\(stamp.modified)"
    }
}
