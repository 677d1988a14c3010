import AssetCheckCore
import AssetInspection

/// Reads image and data sets' listings: what each `Contents.json` lists against the folder.
struct ImageGrouper {
    /// Reads each image or data set's `Contents.json` against the files in the folder.
    func listings(catalogSets: [String], files: [ScannedFile], loaded: [String: [UInt8]]) -> ([ImageSetListing], [CatalogProblem]) {
        var listings: [ImageSetListing] = []
        var problems: [CatalogProblem] = []
        for set in catalogSets {
            let present = files.filter { CatalogPath.set(containing: $0.relativePath) == set }
                .map { String($0.relativePath.split(separator: "/").last!) }
                .filter { $0 != "Contents.json" }
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
