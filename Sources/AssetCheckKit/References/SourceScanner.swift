import AssetCheckCore
import AssetReferences
// `stat`'s fields as Swift 6.3 sees them on Linux (see FileStamp.swift).
import CoreFoundation
#if canImport(CDispatch)
import CDispatch
#endif
import Foundation

/// Finds the app's source files under the requested folders: every file ``SourceReader`` reads,
/// outside build products and other people's code (`.build`, `Pods`, `Carthage`, `DerivedData`,
/// `node_modules`, hidden folders) and outside asset catalogs; and, on the way, the names of
/// every other file and folder, so that a load of a file kept where the check doesn't look (another
/// target's catalog, a file the rules leave out) is not called missing.
struct SourceScanner {
    let request: SourceRequest
    /// The bundle folder, absolute and standardized.
    let bundle: String
    /// The most source files a scan lists (``maxFiles``, less in tests).
    var fileLimit = SourceScanner.maxFiles

    struct Result {
        /// Source files: absolute path, and the path findings name it by (relative to the bundle).
        var files: [(absolute: String, shown: String)]
        /// The names of the other files and folders walked, as found; ``elsewhere`` is made of them
        /// when it is asked for (a run whose sources hold no code asks nothing of it).
        var otherNames: [String] = []

        /// The lower-case names of ``otherNames``, with and without extension and scale suffix
        /// (``SourceIndex/elsewhere``).
        var elsewhere: Set<String> {
            var names: Set<String> = []
            for name in otherNames { SourceScanner.noteElsewhere(name, in: &names) }
            return names
        }
    }

    /// Extensions of code and Interface Builder files: the files whose readers find loads, and
    /// whose names are never an asset's.
    static let codeExtensions: Set<String> = ["swift", "m", "mm", "h", "c", "cpp", "storyboard", "xib"]
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]
    /// More files than this are not read: a run is not the place to read a whole disk.
    static let maxFiles = 200_000

    func scan() -> Result {
        var result = Result(files: [])
        var seen: Set<String> = []
        for path in request.paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                add(absolute, to: &result, seen: &seen)
                continue
            }
            walk(absolute, into: &result, seen: &seen, inCatalog: false)
        }
        result.files.sort { $0.shown < $1.shown }
        return result
    }

    private func walk(_ folder: String, into result: inout Result, seen: inout Set<String>, inCatalog: Bool) {
        guard result.files.count < fileLimit else { return }
        // Each name is looked up in the folder open here, not from the root again, and only when
        // the listing does not say what it is: a walk through a large bundle's folders need not
        // stat each of its files.
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        // Every name, in the bundle or not, is noted (``Result/otherNames``): the rules may leave a
        // file out of the check (`Package.resolved`) that the app still bundles. Only folders and
        // files a reader reads are walked, in name order; the other names (most of a bundle's) are
        // not sorted, as no one reads them in order.
        var others: [String] = [], walked: [(name: String, isFolder: Bool)] = []
        for (name, type) in Self.entries(in: descriptor) where !name.hasPrefix(".") {
            var mode = Self.mode(ofListed: type)
            if mode == nil {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                mode = info.st_mode & S_IFMT
            }
            let fileExtension = Self.fileExtension(ofName: name[...])
            if !Self.codeExtensions.contains(fileExtension) { others.append(name) }
            if mode == S_IFDIR || mode == S_IFREG && SourceReader.extensions.contains(fileExtension) {
                walked.append((name, mode == S_IFDIR))
            }
        }
        walked.sort { $0.name < $1.name }
        // The name walked when the walk came to hold its most files: the names after it are not
        // noted, as a walk of every name in order would have stopped there.
        var last: String?
        for (name, isFolder) in walked {
            let path = folder + "/" + name
            if isFolder {
                guard !Self.skippedFolders.contains(name) else { continue }
                walk(path, into: &result, seen: &seen, inCatalog: inCatalog || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj"))
            } else if !inCatalog || name == "project.pbxproj" {
                // Of a catalog, nothing is code; of a project, only its build settings.
                add(path, to: &result, seen: &seen)
            }
            if result.files.count >= fileLimit {
                last = name
                break
            }
        }
        result.otherNames += last.map { last in others.filter { $0 <= last } } ?? others
    }

    /// The names in the folder open as `descriptor` (which stays open), without `.` and `..`, each
    /// with the type the listing gives (`DT_UNKNOWN` where the file system gives none).
    private static func entries(in descriptor: Int32) -> [(name: String, type: UInt8)] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        return entries
    }

    /// The file type (`S_IFDIR`, `S_IFREG`, ...) of a listed type; `nil` when the listing doesn't say.
    private static func mode(ofListed type: UInt8) -> mode_t? {
        switch Int(type) {
        case Int(DT_DIR): S_IFDIR
        case Int(DT_REG): S_IFREG
        case Int(DT_LNK): S_IFLNK
        case Int(DT_UNKNOWN): nil
        default: S_IFIFO
        }
    }

    private func add(_ path: String, to result: inout Result, seen: inout Set<String>) {
        guard SourceReader.extensions.contains(Self.fileExtension(path)), !request.ignored.contains(path), seen.insert(path).inserted,
              !path.hasSuffix("AssetManifest.json") else { return }
        result.files.append((path, relativeToBundle(path)))
    }

    /// The lower-case extension of the file at `path` (or named `path`), "" without one.
    static func fileExtension(_ path: String) -> String {
        fileExtension(ofName: path.lastPathName)
    }

    /// The lower-case extension of the file named `name` (no `/`), "" without one.
    static func fileExtension(ofName name: Substring) -> String {
        var name = name
        // A walk asks this of every file: an ASCII name is read as bytes, without Unicode's rules.
        if let ascii = name.withUTF8(asciiExtension) { return ascii }
        return name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
    }

    /// The lower-case extension of the file named by `name`'s bytes when they are all ASCII
    /// (where a byte is a character), "" without one; `nil` for any other name.
    private static func asciiExtension(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        var dot: Int?
        for index in name.indices {
            let byte = name[index]
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: ".") { dot = index }
        }
        guard let dot else { return "" }
        let letters = UnsafeBufferPointer(rebasing: name[(dot + 1)...])
        return String(unsafeUninitializedCapacity: letters.count) { buffer in
            for (index, byte) in letters.enumerated() {
                buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            }
            return letters.count
        }
    }

    fileprivate static func noteElsewhere(_ name: String, in elsewhere: inout Set<String>) {
        let lower = name.lowercased()
        elsewhere.insert(lower)
        guard let dot = lower.lastIndex(of: "."), dot != lower.startIndex else { return }
        let stem = String(lower[..<dot])
        elsewhere.insert(stem)
        // `coin@2x.png` is loaded as `coin`.
        if let at = stem.lastIndex(of: "@") { elsewhere.insert(String(stem[..<at])) }
    }

    /// `path` relative to the bundle folder, with `../` steps when it lies beside it.
    func relativeToBundle(_ path: String) -> String { ChangeScope.shown(path, bundle: bundle) }
}
