/// One slot of an app icon set, as `Contents.json` describes it: `60x60` pt at `3x` for `iphone`,
/// or a single-size `1024x1024` icon for a platform.
struct AppIconSlot: Sendable, Hashable {
    let entry: ImageSetListing.Entry
    /// The side in points (`83.5`).
    let points: Double
    let scale: Int

    /// The slot of an entry with a readable square `size`; `nil` otherwise.
    init?(_ entry: ImageSetListing.Entry) {
        guard let size = entry.traits["size"] else { return nil }
        let sides = size.split(separator: "x").compactMap { Double($0) }
        guard sides.count == 2, sides[0] == sides[1], sides[0] > 0, sides[0] <= 4096 else { return nil }
        self.entry = entry
        points = sides[0]
        scale = entry.scale ?? 1
    }

    /// The side in pixels (83.5 pt @2x is 167); `nil` when the product is not a whole number.
    var pixels: Int? {
        let product = points * Double(scale)
        return product == product.rounded() ? Int(product) : nil
    }

    /// True for the icon the App Store shows: `ios-marketing`, `watch-marketing`, or a single-size
    /// 1024 pt icon for iOS or watchOS.
    var isMarketing: Bool {
        guard points == 1024 else { return false }
        return ["ios-marketing", "watch-marketing"].contains(entry.idiom ?? "")
            || (entry.idiom ?? "universal") == "universal" && ["ios", "watchos"].contains(entry.traits["platform"] ?? "")
    }

    /// False for Mac icons (shaped, with transparency by design) and dark or tinted variants (which
    /// may be transparent); true for every other iPhone, iPad and watch icon.
    var mustBeOpaque: Bool {
        guard !entry.traits.keys.contains(where: { $0.hasPrefix("appearance.") }) else { return false }
        let idiom = entry.idiom ?? "universal"
        if idiom == "universal" { return ["ios", "watchos"].contains(entry.traits["platform"] ?? "") }
        return ["iphone", "ipad", "ios-marketing", "watch", "watch-marketing", "car"].contains(idiom)
    }

    /// How reports name the slot: `iphone 60x60 pt @3x`, `ios 1024x1024 pt single size`.
    var name: String {
        let side = points == points.rounded() ? String(Int(points)) : String(points)
        let idiom = entry.idiom ?? "universal"
        if entry.scale == nil, let platform = entry.traits["platform"] { return "\(platform) \(side)x\(side) pt single-size" }
        return "\(idiom) \(side)x\(side) pt @\(scale)x"
    }
}
