import Foundation

/// Thumbnails kept from one report to the next in a long-running process (watch mode), by the
/// file's SHA-256 and the thumbnail size, so a re-written report decodes only changed images.
public final class ThumbnailCache: @unchecked Sendable {
    private let lock = NSLock()
    private var thumbnails: [String: AssetPreviews.Thumbnail?] = [:]

    public init() {}

    func thumbnail(for key: String, make: () -> AssetPreviews.Thumbnail?) -> AssetPreviews.Thumbnail? {
        if let known = lock.withLock({ thumbnails[key] }) { return known }
        let made = make()
        lock.withLock { thumbnails[key] = made }
        return made
    }

    /// Forgets every thumbnail but those of `keys`, so a long watch keeps only what the page shows.
    func keepOnly(_ keys: Set<String>) {
        lock.withLock { thumbnails = thumbnails.filter { keys.contains($0.key) } }
    }
}
