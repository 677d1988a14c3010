import AssetInspection
import Foundation

/// Previews kept from one run to the next in a long-running process (watch mode), by the file's
/// SHA-256 and what was asked of it (see ``BundleChecker/Previewing/memory``), so a re-written
/// report decodes only changed images.
public final class ThumbnailCache: @unchecked Sendable {
    private let lock = NSLock()
    private var previews: [String: AssetPreview] = [:]

    public init() {}

    func preview(for key: String) -> AssetPreview? {
        lock.withLock { previews[key] }
    }

    /// Keeps `made` under `keys` and forgets every other, so a long watch keeps only what the page shows.
    func keep(_ made: [String: AssetPreview]) {
        lock.withLock { previews = made }
    }
}
