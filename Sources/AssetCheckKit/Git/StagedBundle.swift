import AssetCheckCore
import Foundation

/// A bundle folder as git's index holds it: what a `--staged` run checks, because it is the
/// tree the next commit records.
///
/// Every git command runs at the top of the real work tree (see ``Git/workTreeTop(around:workingDirectory:environment:)``)
/// with the bundle as a literal pathspec, so `GIT_DIR`, linked worktrees and `GIT_INDEX_FILE`
/// (set by `git commit -a` and `git commit FILE`) all point at the index that will be committed.
public struct StagedBundle: Sendable {
    /// Git, run at the top of the work tree.
    public var git: Git
    /// The bundle's path relative to the top of the work tree; `""` for the top itself.
    public var path: String

    /// The staged view of the bundle folder `root` (relative to `workingDirectory`); throws when
    /// it is not inside a git work tree.
    public init(root: String, workingDirectory: String = FileManager.default.currentDirectoryPath,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(Git.Failure) {
        let bundle = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: workingDirectory + "/"))
            .resolvingSymlinksInPath().standardizedFileURL.path
        let top = try Git.workTreeTop(around: bundle, workingDirectory: workingDirectory, environment: environment)
        guard bundle == top || bundle.hasPrefix(top == "/" ? "/" : top + "/") else {
            throw Git.Failure(message: "\(root) is not inside the git work tree \(top)")
        }
        git = Git(folder: top)
        path = bundle == top ? "" : String(bundle.dropFirst(top == "/" ? 1 : top.count + 1))
    }

    /// The bundle as a pathspec git reads literally (no globbing of `[`, `*` in folder names).
    var pathspec: String { path.isEmpty ? ":(literal)." : ":(literal)" + path }

    /// Bundle-relative path of a path relative to the top of the work tree.
    func relative(_ topPath: String) -> String? {
        guard !path.isEmpty else { return topPath }
        guard topPath.hasPrefix(path + "/") else { return nil }
        return String(topPath.dropFirst(path.count + 1))
    }

    /// Files staged for the next commit (added, modified, renamed, deleted), relative to the bundle.
    ///
    /// Runs `git diff --cached --name-status -z --no-renames --diff-filter=ACMRD`: renames count as
    /// a deletion plus an addition, so the old name's image group is checked too.
    public func changes() throws(Git.Failure) -> ChangeScope {
        scope(fromNameStatus: try git.run(["diff", "--cached", "--name-status", "-z", "--no-renames",
                                           "--diff-filter=ACMRD", "--", pathspec]))
    }

    /// Files anywhere in the work tree (added, modified, renamed) whose lower-case extension is
    /// one of `extensions`, as real absolute paths: the app's code a commit changes. Staged for
    /// the next commit, or, with `range`, changed between its commits (as ``changes(between:)``).
    public func changedFiles(withExtensions extensions: Set<String>, between range: CommitRange? = nil) throws(Git.Failure) -> [String] {
        let which = range.map { [$0.from + "..." + $0.to] } ?? ["--cached"]
        let data = try git.run(["diff"] + which + ["--name-only", "-z", "--no-renames", "--diff-filter=ACMR"])
        return data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
            .filter { extensions.contains(SourceScanner.fileExtension($0)) }
            .map { git.folder == "/" ? "/" + $0 : git.folder + "/" + $0 }
    }

    /// What ``changes()`` and ``changedFiles(withExtensions:between:)`` find in the index, from one
    /// `git diff --cached` over the whole work tree: a hook starts one git process, not two.
    public func stagedChanges(sourceExtensions extensions: Set<String>) throws(Git.Failure) -> (bundle: ChangeScope, sources: [String]) {
        let data = try git.run(["diff", "--cached", "--name-status", "-z", "--no-renames", "--diff-filter=ACMRD"])
        let fields = data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var sources: [String] = []
        var index = 0
        while index + 1 < fields.count {
            let (status, file) = (fields[index], fields[index + 1])
            if !status.hasPrefix("D"), extensions.contains(SourceScanner.fileExtension(file)) {
                sources.append(git.folder == "/" ? "/" + file : git.folder + "/" + file)
            }
            index += 2
        }
        return (scope(fromNameStatus: data), sources)
    }

    /// `git diff --name-status -z` output, relative to the bundle: deletions apart.
    func scope(fromNameStatus data: Data) -> ChangeScope {
        let fields = data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var scope = ChangeScope(changed: [])
        var index = 0
        while index + 1 < fields.count {
            if let file = relative(fields[index + 1]) {
                if fields[index].hasPrefix("D") { scope.deleted.insert(file) } else { scope.changed.insert(file) }
            }
            index += 2
        }
        return scope
    }

    /// A file as the index holds it.
    public struct Entry: Sendable, Hashable {
        /// Git's blob id of its content: the key the cache keeps a staged file's facts under.
        public var blob: String
        /// True for a regular file (mode 100644 or 100755); false for a symbolic link, and for a
        /// name that is not UTF-8, which only git's own copy spells right.
        public var isPlainFile: Bool
    }

    /// Every file the index holds in the bundle, by bundle-relative path; gitlinks (submodules) left out.
    public func entries() throws(Git.Failure) -> [String: Entry] { try listing().entries }

    /// Every file the index holds in the bundle, by bundle-relative path and in the index's order
    /// (by the bytes of their paths); gitlinks (submodules) left out.
    public func listing() throws(Git.Failure) -> Listing {
        entries(fromStage: try git.run(["ls-files", "--stage", "-z", "--", pathspec]))
    }

    /// The index's files in the bundle (see ``listing()``).
    public struct Listing: Sendable {
        /// Each file's entry, by bundle-relative path (of a path listed twice, the last).
        public var entries: [String: Entry] = [:]
        /// The files in the index's order, each with its entry.
        public var ordered: [(path: String, entry: Entry)] = []
    }

    /// `git ls-files --stage -z` output (`<mode> <blob> <stage>\t<path>\0` each) as a ``Listing``.
    /// Read as bytes, not as a string per line: a hook reads every entry of a large bundle this way.
    func entries(fromStage data: Data) -> Listing {
        let prefix: [UInt8] = path.isEmpty ? [] : Array((path + "/").utf8)
        var listing = Listing()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            listing.entries.reserveCapacity(bytes.count / 96)
            listing.ordered.reserveCapacity(bytes.count / 96)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                defer { start = end + 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
                let fields = line[..<tab].split(separator: UInt8(ascii: " "))
                guard fields.count == 3, !fields[0].elementsEqual("160000".utf8) else { continue }
                let topPath = UnsafeBufferPointer(rebasing: line[(tab + 1)...])
                // The bundle's own bytes start its paths; any other spelling is compared as text.
                let file = topPath.starts(with: prefix) ? String(decoding: UnsafeBufferPointer(rebasing: topPath[prefix.count...]), as: UTF8.self)
                    : relative(String(decoding: topPath, as: UTF8.self))
                guard let file else { continue }
                // An ASCII line (most are) is UTF-8 without making a string of it to find out.
                let utf8 = line.allSatisfy { $0 < 0x80 } || String(validating: line, as: UTF8.self) != nil
                let plain = fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8)
                let entry = Entry(blob: String(decoding: fields[1], as: UTF8.self), isPlainFile: utf8 && plain)
                listing.entries[file] = entry
                // A file in conflict is listed once a stage, one after the other: the last stands.
                if listing.ordered.last?.path == file { listing.ordered[listing.ordered.count - 1].entry = entry } else { listing.ordered.append((file, entry)) }
            }
        }
        if listing.ordered.count != listing.entries.count {
            var seen: Set<String> = []
            listing.ordered = listing.ordered.reversed().filter { seen.insert($0.path).inserted }.reversed()
        }
        return listing
    }

    /// Writes `files` of the bundle as the index holds them below `destination` (made if
    /// missing), and returns the folder that holds the bundle's copy.
    public func materialize(_ files: some Collection<String>, into destination: String) throws(Git.Failure) -> String {
        let copy = path.isEmpty ? destination : destination + "/" + path
        do {
            try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        } catch {
            throw Git.Failure(message: "cannot make \(copy): \(error.localizedDescription)")
        }
        guard !files.isEmpty else { return copy }
        var input = Data()
        for file in files {
            input.append(contentsOf: (path.isEmpty ? file : path + "/" + file).utf8)
            input.append(0)
        }
        _ = try git.run(["checkout-index", "--prefix=" + destination + "/", "-f", "-z", "--stdin"], input: input)
        return copy
    }

    /// The contents of `blobs` (blob ids, by any key), read from git's object store with one
    /// `git cat-file --batch`, without writing a file; a blob git does not have is left out.
    public func contents<Key: Hashable>(of blobs: [Key: String]) throws(Git.Failure) -> [Key: [UInt8]] {
        guard !blobs.isEmpty else { return [:] }
        let asked = Array(blobs)
        let output = try git.run(["cat-file", "--batch"], input: Data(asked.map { $0.value + "\n" }.joined().utf8))
        var contents: [Key: [UInt8]] = [:]
        var offset = output.startIndex
        // Each answer: `<oid> blob <size>\n<content>\n`, or `<oid> missing\n`, in the order asked.
        for (key, _) in asked {
            guard let newline = output[offset...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = output.index(after: newline)
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), size >= 0,
                  output.distance(from: offset, to: output.endIndex) > size else { continue }
            let end = output.index(offset, offsetBy: size)
            contents[key] = [UInt8](output[offset..<end])
            offset = output.index(after: end)
        }
        return contents
    }
}
