import AssetCheckCore
import AssetInspection

/// Groups image files into the scale variants of one image, and reads image sets' listings.
struct ImageGrouper {
    let rules: RuleSet

    /// Scales and groups for loose images (`wave@2x.png`) and image-set members (scale from `Contents.json`).
    func groups(records: [AssetRecord], imageSets: [ImageSetListing]) -> [ImageGroup] {
        let listedScale: [String: Int] = Dictionary(
            imageSets.flatMap { set in set.listed.compactMap { entry in entry.scale.map { (set.path + "/" + entry.filename, $0) } } },
            uniquingKeysWith: { first, _ in first })
        var groups: [String: ImageGroup] = [:]
        for record in records where record.kind == .image && ["png", "jpg", "jpeg"].contains(FileFormat.extensionOf(record.path)) {
            let parsed = ScaleSuffix(fileName: String(record.path.split(separator: "/").last ?? ""))
            let key = ImageGroup.name(forImageAt: record.path)
            // In an image set the scale is what Contents.json says; a loose file's is in its name.
            let scale = listedScale[record.path] ?? parsed.scale
            var group = groups[key] ?? ImageGroup(name: key, assetClass: record.assetClass, variants: [:])
            // Two files claiming one scale: keep the first by path; the second is still checked alone.
            if group.variants[scale] == nil { group.variants[scale] = record.path }
            groups[key] = group
        }
        return groups.values.sorted { $0.name < $1.name }
    }

    /// The scale each record has as a variant, for the manifest.
    func scales(of groups: [ImageGroup]) -> [String: Int] {
        Dictionary(groups.flatMap { group in group.variants.map { ($0.value, $0.key) } }, uniquingKeysWith: { a, _ in a })
    }

    /// Reads each image or data set's `Contents.json` against the files in the folder.
    func listings(catalogSets: [String], files: [ScannedFile], loaded: [String: [UInt8]]) -> ([ImageSetListing], [FindingDraft]) {
        var listings: [ImageSetListing] = []
        var problems: [FindingDraft] = []
        for set in catalogSets {
            let present = files.filter { CatalogPath.set(containing: $0.relativePath) == set }
                .map { String($0.relativePath.split(separator: "/").last!) }
                .filter { $0 != "Contents.json" }
            let contentsPath = set + "/Contents.json"
            guard let bytes = loaded[contentsPath] else {
                problems.append(FindingDraft(path: set, check: .catalogContents, assetClass: rules.assetClass(forPath: contentsPath)?.id,
                                             message: "\(set.hasSuffix(".dataset") ? "data" : "image") set has no Contents.json, so Xcode ignores its files",
                                             fix: "add a Contents.json listing each file (Xcode writes one when you add them)"))
                continue
            }
            switch ImageSetContentsReader.entries(in: bytes, list: set.hasSuffix(".dataset") ? "data" : "images") {
            case let .success(entries):
                listings.append(ImageSetListing(path: set, listed: entries, present: present))
            case let .failure(error):
                problems.append(FindingDraft(path: contentsPath, check: .catalogContents,
                                             message: "\(error.message), so the set cannot be checked",
                                             fix: "fix the JSON, or let Xcode rewrite it by re-adding the images"))
            }
        }
        return (listings, problems)
    }
}
