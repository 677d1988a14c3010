import AssetCheckCore

extension BundleScanner {
    /// A file a walk lists, told without walking: its bundle-relative path and its size.
    struct Listed: Sendable, Hashable {
        var path: String
        var bytes: Int
    }
}

extension BundleScanner {
    /// What a walk does with a file, told from its path alone: whether it is listed, or left out
    /// because the rules exclude it or a folder it lies in, or skipped (a hidden folder, a
    /// `.DS_Store`). Each folder is judged once.
    struct WalkFilter {
        let rules: RuleSet
        /// What the walk lists as skipped, among the paths asked.
        private(set) var skipped: Set<String> = []
        /// The catalog sets the listed files lie in (folders the walk enters).
        private(set) var catalogSets: Set<String> = []
        private var enters: [Substring: Bool] = ["": true]
        /// The folder judged last, with its verdict: a listing names a folder's files one after
        /// another, and the folder is compared, not hashed, for each of them.
        private var last: (folder: Substring, entered: Bool)?

        init(rules: RuleSet) { self.rules = rules }

        /// True when a walk lists the file at `path` (a plain file, bundle-relative).
        mutating func lists(_ path: String) -> Bool {
            guard entered(path.parentFolder ?? ""), !rules.isExcluded(path) else { return false }
            guard !BundleScanner.skips(String(path.lastPathName), isFolder: false) else {
                skipped.insert(path)
                return false
            }
            return true
        }

        /// True when a walk enters `folder` (not excluded, not skipped, nor any folder above it).
        private mutating func entered(_ folder: Substring) -> Bool {
            if let last, last.folder == folder { return last.entered }
            let entered = judged(folder)
            last = (folder, entered)
            return entered
        }

        /// ``entered(_:)``, worked out once for each folder.
        private mutating func judged(_ folder: Substring) -> Bool {
            if let known = enters[folder] { return known }
            var entered = entered(folder.parentFolder ?? "") && !rules.isExcluded(String(folder))
            if entered, BundleScanner.skips(String(folder.lastPathName), isFolder: true) {
                skipped.insert(String(folder))
                entered = false
            }
            if entered, CatalogPath.isSetFolder(folder.lastPathName) { catalogSets.insert(String(folder)) }
            enters[folder] = entered
            return entered
        }
    }
}
