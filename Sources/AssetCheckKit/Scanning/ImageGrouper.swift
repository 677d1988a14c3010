import AssetCheckCore
import AssetInspection

/// Reads catalog sets' listings (image, app icon, data, colour, symbol sets and launch images): what each `Contents.json` lists against the folder.
struct ImageGrouper {
    /// The sets read, and those whose `Contents.json` is missing or unreadable.
    typealias Listings = (listings: [ImageSetListing], problems: [CatalogProblem])

    /// Reads each set's `Contents.json` against the files in the folder.
    func listings(catalogSets: [String], files: [ScannedFile], loaded: [String: [UInt8]]) -> Listings {
        var listings: [ImageSetListing] = []
        var problems: [CatalogProblem] = []
        // Each file's set is found once: sets x files lookups grew faster than the bundle.
        var contents: [String: [String]] = [:]
        for file in files {
            guard let set = CatalogPath.set(containing: file.relativePath) else { continue }
            let name = String(file.relativePath.lastPathName)
            if name != "Contents.json" { contents[set, default: []].append(name) }
        }
        for set in catalogSets {
            let present = contents[set] ?? []
            let contentsPath = set + "/Contents.json"
            guard let bytes = loaded[contentsPath] else {
                problems.append(CatalogProblem(path: set, failure: .missing))
                continue
            }
            let kind = CatalogSetKind(folderName: set.lastPathName) ?? .imageSet
            let read = ImageSetContentsReader.entries(in: bytes, list: kind.listKey).flatMap { entries in
                kind == .colorSet ? ImageSetContentsReader.colors(in: bytes).map { (entries, $0) } : .success((entries, []))
            }
            switch read {
            case let .success((entries, colors)):
                listings.append(ImageSetListing(path: set, listed: entries, present: present, colors: colors))
            case let .failure(error):
                problems.append(CatalogProblem(path: contentsPath, failure: .unreadable(reason: error.message)))
            }
        }
        return (listings, problems)
    }
}
