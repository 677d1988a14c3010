import AssetCheckCore
import AssetInspection

/// Reads image and data sets' listings: what each `Contents.json` lists against the folder.
struct ImageGrouper {
    /// Reads each image or data set's `Contents.json` against the files in the folder.
    func listings(catalogSets: [String], files: [ScannedFile], loaded: [String: [UInt8]]) -> ([ImageSetListing], [CatalogProblem]) {
        var listings: [ImageSetListing] = []
        var problems: [CatalogProblem] = []
        // Each file's set is found once: sets x files lookups grew faster than the bundle.
        var contents: [String: [String]] = [:]
        for file in files {
            guard let set = CatalogPath.set(containing: file.relativePath) else { continue }
            let name = String(file.relativePath.split(separator: "/").last!)
            if name != "Contents.json" { contents[set, default: []].append(name) }
        }
        for set in catalogSets {
            let present = contents[set] ?? []
            let contentsPath = set + "/Contents.json"
            guard let bytes = loaded[contentsPath] else {
                problems.append(CatalogProblem(path: set, failure: .missing))
                continue
            }
            switch ImageSetContentsReader.entries(in: bytes, list: set.hasSuffix(".dataset") ? "data" : "images") {
            case let .success(entries):
                listings.append(ImageSetListing(path: set, listed: entries, present: present))
            case let .failure(error):
                problems.append(CatalogProblem(path: contentsPath, failure: .unreadable(reason: error.message)))
            }
        }
        return (listings, problems)
    }
}
