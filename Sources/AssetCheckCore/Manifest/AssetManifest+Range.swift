extension AssetManifest {
    /// The largest byte count or total a manifest may hold (2^53, past any real bundle); a
    /// manifest is input too when `assetcheck diff` reads it.
    public static let maxNumber = 1 << 53

    /// Where a manifest read from a file holds a number no bundle can have (a negative size, a
    /// count past ``maxNumber``), e.g. `assets[3].bytes is -9223372036854775808`; `nil` when every
    /// number is in range, so sums and differences of them cannot overflow.
    public var numberOutOfRange: String? {
        func bad(_ value: Int) -> Bool { value < 0 || value > Self.maxNumber }
        for (index, asset) in assets.enumerated() {
            if bad(asset.bytes) { return "assets[\(index)].bytes is \(asset.bytes)" }
            if let image = asset.image, bad(image.width) || bad(image.height) {
                return "assets[\(index)].image is \(image.width)x\(image.height)"
            }
        }
        let totals = [("files", self.totals.files), ("bytes", self.totals.bytes), ("errors", self.totals.errors),
                      ("warnings", self.totals.warnings)]
        if let (name, value) = totals.first(where: { bad($0.1) }) { return "totals.\(name) is \(value)" }
        for (kind, total) in self.totals.byKind.sorted(by: { $0.key < $1.key }) where bad(total.files) || bad(total.bytes) {
            return "totals.byKind.\(kind) is \(total.files) files, \(total.bytes) bytes"
        }
        for (_, use) in budgets?.all ?? [] {
            if bad(use.limitBytes) || bad(use.usedBytes) || bad(use.files) || abs(use.headroomBytes) > Self.maxNumber {
                return "budget '\(use.name)' has limit \(use.limitBytes), used \(use.usedBytes), headroom \(use.headroomBytes)"
            }
        }
        if let estimate = budgets?.memoryEstimate {
            let numbers = [estimate.images, estimate.decodedBytes, estimate.plausibleScreenBytes]
                + estimate.classes.flatMap { [$0.images, $0.decodedBytes, $0.largestBytes] }
            if numbers.contains(where: bad) { return "budgets.memoryEstimate holds a number out of range" }
        }
        return nil
    }
}

extension AssetManifest.Entry {
    /// The image facts, when the entry is a measured image.
    public var image: ImageFacts? { facts.as(ImageFacts.self) }
}
