import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The cache's trust filter (``CachedInspection/trusted(_:limits:)``), which judges a large cache
/// in parts on every core: each entry is judged once, whichever part it falls in.
@Suite("Cache trust")
struct CacheTrustTests {
    @Test("the trust filter drops exactly the entries it cannot trust, wherever they lie in a cache judged in parts")
    func trustFilterInParts() {
        let limits = ExampleBundle.rules.limits
        // Enough entries to be judged in several parts on every core, the untrusted spread among them.
        var entries: [String: InspectionCache.Entry] = [:]
        for index in 0..<5000 {
            let key = "Sprites/\(index)@2x.png"
            var bytes = 1, size: Int64 = 1, path = key
            if index % 997 == 0 { path = "Elsewhere/\(index)@2x.png" }    // a record kept under another path
            if index % 1009 == 0 { size = 2 }                              // a stamp of another size
            if index % 1013 == 0 { (bytes, size) = (-1, -1) }              // a size no file has
            let record = AssetRecord(path: path, assetClass: nil, kind: .image, bytes: bytes, sha256: "00")
            entries[key] = InspectionCache.Entry(stamp: FileStamp(size: size, modified: 1, changed: 1, inode: 1, device: 1),
                                                 verify: false, record: record)
        }
        let untrusted = Set(entries.keys.filter { key in
            let entry = entries[key]!
            return !(entry.record.path == key && entry.record.bytes == entry.stamp.size && entry.record.isPlausible(within: limits))
        })
        #expect(untrusted.count == 14)
        let trusted = CachedInspection.trusted(entries, limits: limits)
        #expect(Set(trusted.keys) == Set(entries.keys).subtracting(untrusted))
        // With nothing to drop, the dictionary comes back as it was.
        #expect(CachedInspection.trusted(trusted, limits: limits) == trusted)
        // Every entry is judged, whichever part it falls in: none is left when none can be trusted.
        let moved = entries.mapValues { entry in
            var entry = entry
            entry.record.path = "Elsewhere/" + entry.record.path
            return entry
        }
        #expect(CachedInspection.trusted(moved, limits: limits).isEmpty)
    }
}
