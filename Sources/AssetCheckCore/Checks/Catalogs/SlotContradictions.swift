/// Where an image set's slots contradict themselves, family by family (see `catalog.scale-mismatch`):
/// two files in one slot, one file at two scales, or a higher scale holding a smaller image.
struct SlotContradictions {
    /// Path of the file each finding is about, with what is wrong.
    let messages: [(String, ImageSetPass.Message)]

    init(set: ImageSetListing, snapshot: BundleSnapshot) {
        var messages: [(String, ImageSetPass.Message)] = []
        let entries = set.listed.filter { $0.scale != nil && !$0.filename.contains("/") }
        let families = Dictionary(grouping: entries, by: \.family)
        for family in families.keys.sorted() {
            let slots = families[family]!
            // Two files in one slot: Xcode cannot tell which to use.
            for (scale, inSlot) in Dictionary(grouping: slots, by: { $0.scale! }).sorted(by: { $0.key < $1.key }) {
                let names = Set(inSlot.map(\.filename)).sorted()
                guard names.count > 1 else { continue }
                for name in names.dropFirst() {
                    // The name helps only when it says another scale than the slot's.
                    let named = ScaleSuffix.scale(inFileName: name).flatMap { $0 == scale ? nil : $0 }
                    messages.append((set.path + "/" + name, .sharedSlot(name, with: names[0], slot: inSlot[0].slotName,
                                                                       named: named)))
                }
            }
            // One file at two scales of one family: the same pixels at two point sizes.
            for (name, listings) in Dictionary(grouping: slots, by: \.filename).sorted(by: { $0.key < $1.key }) {
                let scales = Set(listings.compactMap(\.scale)).sorted()
                guard scales.count > 1 else { continue }
                let named = ScaleSuffix.scale(inFileName: name).flatMap { scales.contains($0) ? $0 : nil }
                messages.append((set.path + "/" + name, .twoScales(name, family: family, scales: scales, named: named)))
            }
            // A higher scale holding a smaller image than a lower one.
            let measured = Dictionary(slots.map { ($0.scale!, $0) }, uniquingKeysWith: { first, _ in first })
                .compactMap { scale, entry -> (scale: Int, entry: ImageSetListing.Entry, image: ImageFacts)? in
                    guard let record = snapshot.record(at: set.path + "/" + entry.filename), record.isReadable,
                          let image = record.image else { return nil }
                    return (scale, entry, image)
                }.sorted { $0.scale < $1.scale }
            for (lower, higher) in zip(measured, measured.dropFirst())
            where lower.entry.filename != higher.entry.filename
                && higher.image.width < lower.image.width && higher.image.height < lower.image.height {
                messages.append((set.path + "/" + higher.entry.filename,
                                 .smallerAtHigherScale(higher.entry.filename, slot: higher.entry.slotName,
                                                       size: (higher.image.width, higher.image.height),
                                                       lower: lower.entry.filename, lowerSlot: lower.entry.slotName,
                                                       lowerSize: (lower.image.width, lower.image.height),
                                                       swapByName: ScaleSuffix.scale(inFileName: higher.entry.filename) == lower.scale
                                                           && ScaleSuffix.scale(inFileName: lower.entry.filename) == higher.scale)))
            }
        }
        self.messages = messages
    }
}
