import AssetCheckCore
import Foundation
// Declare `stat`'s fields as Swift 6.3 sees them on Linux (MemberImportVisibility): whichever of
// the two C modules the compiler loads first owns the glibc struct, and that differs by build.
import CoreFoundation
#if canImport(CDispatch)
import CDispatch
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a bundle folder without following links out of it or into loops, and without opening
/// anything that is not a regular file.
public struct BundleScanner: Sendable {
    /// The folder scanned; findings and the manifest use paths relative to it.
    public let root: String
    public let rules: RuleSet
    /// Deepest folder nesting walked; deeper folders get one finding.
    public var maxDepth = 64

    public init(root: String, rules: RuleSet) {
        self.root = root
        self.rules = rules
    }

    /// What a scan found.
    public struct Result: Sendable {
        public var files: [ScannedFile] = []
        /// Paths that cannot be read as files (links out of the bundle, loops, FIFOs).
        public var problems: [ScanProblem] = []
        /// Bundle-relative paths of `.imageset` and `.dataset` folders.
        public var catalogSets: [String] = []
        /// Bundle-relative paths left out (see ``skips(_:isFolder:)``), sorted: hidden folders,
        /// `.DS_Store` and the like. A skipped folder is one entry.
        public var skipped: [String] = []
    }

    /// Scans the bundle; throws only when the root itself is not a readable folder.
    public func scan() throws -> Result {
        guard let realRoot = realPath(root) else { throw ScanError.notFound(root) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: realRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ScanError.notAFolder(root)
        }
        var result = Result()
        let rootDescriptor = open(realRoot, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { throw ScanError.notAFolder(root) }
        walk(rootDescriptor, folder: realRoot, relative: "", realRoot: realRoot, depth: 0, into: &result)
        result.files.sort { $0.relativePath < $1.relativePath }
        result.catalogSets.sort()
        result.skipped.sort()
        return result
    }

    /// Lists the folder open as `descriptor` (which it closes) and walks its subfolders from it,
    /// each opened without following a link: a folder swapped for a link during the scan is
    /// never entered, so the walk can't be led out of the bundle.
    private func walk(_ descriptor: Int32, folder: String, relative: String, realRoot: String, depth: Int,
                      into result: inout Result) {
        guard let names = Self.names(in: descriptor) else {
            result.problems.append(ScanProblem(path: relative, failure: .folderUnreadable))
            return
        }
        defer { close(descriptor) }
        if CatalogPath.isSetFolder(folder) { result.catalogSets.append(relative) }
        for entry in names.sorted(by: { $0.display < $1.display }) {
            // `name` opens it (its bytes, see FileNameBytes); `rel` names it in findings and the manifest.
            let name = entry.openable
            let path = Self.path(folder, name)
            let rel = relative.isEmpty ? entry.display : Self.path(relative, entry.display)
            if rules.isExcluded(rel) { continue }
            var info = stat()
            guard FileNameBytes.withSystemPath(name, { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                result.problems.append(ScanProblem(path: rel, failure: .unreadable(reason: String(cString: strerror(errno)))))
                continue
            }
            if Self.skips(entry.display, isFolder: (info.st_mode & S_IFMT) == S_IFDIR) {
                result.skipped.append(rel)
                continue
            }
            if !entry.isUTF8 { result.problems.append(ScanProblem(path: rel, failure: .nameNotUTF8)) }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard depth < maxDepth else {
                    result.problems.append(ScanProblem(path: rel, failure: .tooDeep(limit: maxDepth)))
                    continue
                }
                let child = FileNameBytes.withSystemPath(name) { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
                guard child >= 0 else {
                    result.problems.append(ScanProblem(path: rel, failure: errno == ELOOP || errno == ENOTDIR
                        ? .symlinkOutside : .folderUnreadable))
                    continue
                }
                walk(child, folder: path, relative: rel, realRoot: realRoot, depth: depth + 1, into: &result)
            case S_IFREG:
                result.files.append(ScannedFile(relativePath: rel, absolutePath: path, size: Int(info.st_size), root: realRoot,
                                                stamp: FileStamp(info)))
            case S_IFLNK:
                followLink(path, relative: rel, realRoot: realRoot, into: &result)
            default:
                result.problems.append(ScanProblem(path: rel, failure: .notRegular(what: kindName(info.st_mode))))
            }
        }
    }

    /// `folder/name`, its storage no larger than it: a scan keeps two paths for each file, and
    /// `folder + "/" + name` would leave each with room to grow, up to twice its length.
    private static func path(_ folder: String, _ name: String) -> String {
        var path = ""
        path.reserveCapacity(folder.utf8.count + 1 + name.utf8.count)
        path += folder
        path += "/"
        path += name
        return path
    }

    /// File names the scan never lists, at any depth: what Xcode's resource copy leaves out
    /// (`.DS_Store`) and what is no asset though it sits among them: AppleDouble `._*` files (a
    /// Mac's metadata of the file beside them, on a disk that can't hold it), git's `.gitkeep`,
    /// `.gitignore` and `.gitattributes`, editors' swap and lock files (`.name.swp`, `.#name`),
    /// assetcheck's own `.assetcheck.yml`, and Windows' and zip tools' leftovers.
    public static let leftoverNames: Set<String> = ["Thumbs.db", "ehthumbs.db", "desktop.ini", "Desktop.ini", "Icon\r",
                                                    ".DS_Store", ".assetcheck.yml", ".localized"]

    /// Folder names never walked: any hidden one (`.git`, `.svn`, `.build`, `.swiftpm`, `.github`,
    /// `.assetcheck-cache`: tools' state, never an asset folder; Xcode's copy leaves out `.git`,
    /// `.svn` and `.hg` too), `CVS` and `__MACOSX`.
    public static let leftoverFolders: Set<String> = ["CVS", "__MACOSX"]

    /// True for a name the scan leaves out (see ``leftoverNames`` and ``leftoverFolders``), and for
    /// a hidden file that is no media: tools' settings (`.swiftlint.yml`, `.claude.json`,
    /// `.cursorrules`, `.env`) sit at a project's top, where a run without configuration starts.
    /// A hidden image, sound, animation or font is an asset: Xcode copies `.hidden.png` or
    /// `..dots@2x.png` from a folder into the app like any other file.
    public static func skips(_ name: String, isFolder: Bool) -> Bool {
        if isFolder { return name.hasPrefix(".") || leftoverFolders.contains(name) }
        if leftoverNames.contains(name) || name.hasPrefix("._") || name.hasPrefix(".git") || name.hasPrefix(".#") { return true }
        // Vim's swap files: `.name.swp`, then `.swo` ... `.swa`.
        if name.hasPrefix("."), name.count > 4, name.dropLast().hasSuffix(".sw") { return true }
        guard name.hasPrefix(".") else { return false }
        return ![.image, .audio, .animation, .font].contains(AssetKind.guess(forPath: name))
    }

    /// The entries of the folder open as `descriptor`, without `.` and `..`; `nil` when it can't
    /// be listed. The descriptor stays open. Names are kept as bytes where they aren't UTF-8.
    private static func names(in descriptor: Int32) -> [Entry]? {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            close(descriptor)
            return nil
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { name in
                    Array(UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
                }
            }
            if bytes != [0x2E], bytes != [0x2E, 0x2E] { entries.append(Entry(bytes)) }
        }
        return entries
    }

    /// One name in a folder, in the forms ``FileNameBytes`` gives.
    private struct Entry {
        let display: String
        let openable: String
        let isUTF8: Bool

        init(_ bytes: [UInt8]) {
            // Nearly every name is valid UTF-8, and then both forms are the name itself.
            if let name = String(validating: bytes, as: UTF8.self) {
                (display, openable, isUTF8) = (name, name, true)
                return
            }
            display = FileNameBytes.displayName(bytes)
            openable = FileNameBytes.openableName(bytes)
            isUTF8 = false
        }
    }

    /// A link is read only when it resolves to a regular file inside the bundle; links to folders
    /// are not walked, so a link can never make the scan loop or leave the bundle.
    private func followLink(_ path: String, relative: String, realRoot: String, into result: inout Result) {
        guard let target = realPath(path) else {
            if errno == ELOOP {
                result.problems.append(ScanProblem(path: relative, failure: .symlinkLoop))
            } else {
                result.problems.append(ScanProblem(path: relative, failure: .brokenSymlink))
            }
            return
        }
        guard target == realRoot || target.hasPrefix(realRoot + "/") else {
            result.problems.append(ScanProblem(path: relative, failure: .symlinkOutside))
            return
        }
        var info = stat()
        guard FileNameBytes.withSystemPath(target, { stat($0, &info) }) == 0 else {
            result.problems.append(ScanProblem(path: relative, failure: .brokenSymlink))
            return
        }
        let targetRelative = target == realRoot ? "" : FileNameBytes.displayPath(String(target.dropFirst(realRoot.count + 1)))
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            result.files.append(ScannedFile(relativePath: relative, absolutePath: target, size: Int(info.st_size),
                                            root: realRoot))
        case S_IFDIR where targetRelative.isEmpty || relative.hasPrefix(targetRelative + "/"):
            // A link to a folder that holds it: following it would go round for ever.
            result.problems.append(ScanProblem(path: relative, failure: .symlinkLoop))
        case S_IFDIR:
            result.problems.append(ScanProblem(path: relative, failure: .folderLink(target: targetRelative)))
        default:
            result.problems.append(ScanProblem(path: relative, failure: .notRegular(what: kindName(info.st_mode))))
        }
    }

    /// The real path of `path` (an openable one, see ``FileNameBytes``), in the same form.
    fileprivate func realPath(_ path: String) -> String? {
        guard let resolved = FileNameBytes.withSystemPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileNameBytes.openablePath(resolved)
    }

    private func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }
}

/// The bundle root itself cannot be scanned.
public enum ScanError: Error, Sendable, CustomStringConvertible {
    case notFound(String)
    case notAFolder(String)

    public var description: String {
        switch self {
        case let .notFound(path): "\(path): no such folder"
        case let .notAFolder(path): "\(path): not a folder; give the bundle's folder"
        }
    }
}

extension BundleScanner.Result {
    /// The scan as `rules` would have made it of the same files, given a scan whose rules excluded
    /// `excluded` (pattern texts), no more than `rules` do: what `rules` exclude, or sits in a
    /// folder they exclude, is left out. The scan itself when `rules` exclude nothing more.
    func narrowed(to rules: RuleSet, from excluded: Set<String>) -> Self {
        guard !Self.excludesNothingMore(rules, than: excluded) else { return self }
        var excludedFolders: [Substring: Bool] = [:]
        func isExcludedFolder(_ folder: Substring) -> Bool {
            if let known = excludedFolders[folder] { return known }
            let excluded = rules.isExcluded(String(folder)) || (folder.parentFolder.map(isExcludedFolder) ?? false)
            excludedFolders[folder] = excluded
            return excluded
        }
        func kept(_ path: String) -> Bool {
            !rules.isExcluded(path) && !(path.parentFolder.map(isExcludedFolder) ?? false)
        }
        var result = self
        result.files = files.filter { kept($0.relativePath) }
        result.problems = problems.filter { kept($0.path) }
        result.catalogSets = catalogSets.filter(kept)
        result.skipped = skipped.filter(kept)
        return result
    }

    /// True when every pattern `rules` exclude is among `excluded`: narrowing a scan made with
    /// them to `rules` leaves it as it is.
    static func excludesNothingMore(_ rules: RuleSet, than excluded: Set<String>) -> Bool {
        rules.excluded.allSatisfy { excluded.contains($0.text) }
    }
}

extension BundleScanner.Result {
    /// The scan with `unwritten` files added, as `scanner`'s walk would have found them had they
    /// been written below its root (bundle-relative path, size): files not there because the run
    /// needs nothing of their content (a staged run's, ``IndexCopy/unwritten``). What the rules
    /// exclude is left out, what a walk skips (hidden folders, `.DS_Store`) is listed as skipped,
    /// and the catalog sets the others lie in are listed.
    func adding(unwritten: [String: Int], scanner: BundleScanner) -> Self {
        guard !unwritten.isEmpty else { return self }
        let realRoot = scanner.realPath(scanner.root)
        var result = self
        var filter = BundleScanner.WalkFilter(rules: scanner.rules)
        var walked = Set(files.map(\.relativePath))
        for (path, size) in unwritten where !walked.contains(path) && filter.lists(path) {
            walked.insert(path)
            result.files.append(ScannedFile(relativePath: path, absolutePath: scanner.root + "/" + path, size: size, root: realRoot))
        }
        result.files.sort { $0.relativePath < $1.relativePath }
        result.catalogSets = Set(catalogSets).union(filter.catalogSets).sorted()
        result.skipped = Set(skipped).union(filter.skipped).sorted()
        return result
    }

    /// The scan with the `listed` files of `unwritten` added (each with its size there), where a
    /// ``WalkFilter`` has already judged every unwritten path: it listed `listed`, and found
    /// `skipped` and `catalogSets` (see ``adding(unwritten:scanner:)``, which judges them itself).
    /// Listed in order (as git's index has them), they are merged with the walk's files, not sorted
    /// again with them. With no file `unwritten`, the scan is the walk's as it is.
    func adding(unwritten: [String: Int], listed: [BundleScanner.Listed], skipped: Set<String>, catalogSets: Set<String>,
                scanner: BundleScanner) -> Self {
        guard !unwritten.isEmpty else { return self }
        let realRoot = scanner.realPath(scanner.root)
        var result = self
        // The walk found the few files git wrote: each listed path is compared with those, not hashed.
        let isWalked = Set(files.map(\.relativePath)).makeMembershipTest()
        var added: [ScannedFile] = []
        added.reserveCapacity(listed.count)
        for file in listed where !isWalked(file.path) {
            added.append(ScannedFile(relativePath: file.path, absolutePath: scanner.root + "/" + file.path, size: file.bytes, root: realRoot))
        }
        // Git's order is the paths' bytes', which is the strings' but where Unicode says otherwise.
        let byPath: (ScannedFile, ScannedFile) -> Bool = { $0.relativePath < $1.relativePath }
        if !zip(added, added.dropFirst()).allSatisfy({ !byPath($1, $0) }) { added.sort(by: byPath) }
        var walk = files
        if !zip(walk, walk.dropFirst()).allSatisfy({ !byPath($1, $0) }) { walk.sort(by: byPath) }
        if walk.count <= Self.insertedAtMost {
            // A hook's few written files are put in their places among the added ones, which are
            // moved whole rather than copied one by one (at 10,000 files, a millisecond of retains).
            result.files = added
            added = []
            for file in walk {
                var (low, high) = (result.files.startIndex, result.files.endIndex)
                while low < high {
                    let middle = low + (high - low) / 2
                    if byPath(result.files[middle], file) { low = middle + 1 } else { high = middle }
                }
                result.files.insert(file, at: low)
            }
        } else {
            result.files = []
            result.files.reserveCapacity(walk.count + added.count)
            var (next, other) = (added.startIndex, walk.startIndex)
            while next < added.endIndex || other < walk.endIndex {
                if other == walk.endIndex || next < added.endIndex && byPath(added[next], walk[other]) {
                    result.files.append(added[next])
                    next += 1
                } else {
                    result.files.append(walk[other])
                    other += 1
                }
            }
        }
        result.catalogSets = Set(self.catalogSets).union(catalogSets).sorted()
        result.skipped = Set(self.skipped).union(skipped).sorted()
        return result
    }

    /// The most files a walk of a staged run's copy may hold for ``adding(unwritten:listed:skipped:catalogSets:scanner:)``
    /// to put them in place one at a time; more are merged.
    static let insertedAtMost = 16
}
