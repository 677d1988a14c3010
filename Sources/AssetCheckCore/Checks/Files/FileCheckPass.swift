/// Files that could not be read at all, whatever their kind: unreadable, empty, too large, not a
/// regular file, and links that loop or lead out of the bundle.
struct FileCheckPass: CheckPass {
    static let checks: [CheckDescriptor] = [
        .init(.fileUnreadable, .error, summary: "The file or folder can be opened and read.",
              explanation: "Permissions, I/O errors, broken symbolic links, folders nested deeper than the "
                + "scan walks (64 levels), and a decode that ran out of memory (never cached: the next run tries "
                + "again) are reported here.",
              guardsInput: true, examples: FileCheckExamples.unreadable),
        .init(.fileEmpty, .error, summary: "The file is not empty (0 bytes).",
              guardsInput: true, examples: FileCheckExamples.empty),
        .init(.fileNotRegular, .error, summary: "The path is a regular file, not a FIFO, socket, device or link to a folder.",
              explanation: "Such a path is never opened, so a FIFO can't block the run; a link to a folder of the bundle "
                + "is not followed (its files are checked where they are).",
              guardsInput: true, examples: FileCheckExamples.notRegular),
        .init(.fileSymlinkLoop, .error, summary: "No symbolic link points to itself, directly or through other links.",
              guardsInput: true, examples: FileCheckExamples.symlinkLoop),
        .init(.fileSymlinkOutside, .error, summary: "No symbolic link points outside the bundle.",
              explanation: "Such a link is never followed: the app can only ship what is inside the bundle.",
              guardsInput: true, examples: FileCheckExamples.symlinkOutside),
        .init(.fileTooLarge, .error, summary: "The file is at most `limits.max-file-size` bytes.",
              explanation: "A larger file is not read into memory or inspected (default 256 MiB).",
              guardsInput: true, examples: FileCheckExamples.tooLarge),
        .init(.fileLFSPointer, .error, summary: "The file is its content, not a Git LFS pointer to it.",
              explanation: "A checkout without `git lfs pull` (or without Git LFS installed) holds, in place of each "
                + "tracked file, a few lines of text starting `version https://git-lfs.github.com/spec/v1`. Such a "
                + "file is reported once, whatever kind the file should be, and not read as that kind.",
              guardsInput: true, examples: FileCheckExamples.lfsPointer),
        .init(.fileNameEncoding, .error, summary: "The file's or folder's name is valid UTF-8.",
              explanation: "Names are bytes on Linux, but APFS and HFS+ accept only UTF-8 names, so such a file "
                + "can't be checked out on a Mac or copied into the app. The path shows each invalid byte as `\\xFF`; "
                + "the file is still read and checked under that name, and a folder's files under its path. "
                + "(Usually a name written in Latin-1 or Windows-1252 by an old zip tool: `\\xE9` is é.)",
              guardsInput: true, examples: FileCheckExamples.nameEncoding),
    ]

    func run(on snapshot: BundleSnapshot, rules: RuleSet, log: EvaluationLog) -> [FindingDraft] {
        let scanned = snapshot.scanProblems.map { problem in
            let assetClass = rules.assetClass(forPath: problem.path)?.id
            let message = Message(problem.failure, rules: rules)
            Self.log(message.check, on: problem.path, assetClass: assetClass, failure: problem.failure, log: log)
            return FindingDraft(path: problem.path, assetClass: assetClass, message)
        }
        let everyCheck = log.isRecording ? Self.checks.map(\.id) : []
        // One string for every file's evaluation, not one each.
        let limit = log.isRecording ? "at most \(rules.limits.maxFileBytes) bytes" : ""
        let read = snapshot.checkedRecords.compactMap { record -> FindingDraft? in
            guard case let .file(failure)? = record.failure else {
                // Read whole: every check of this pass passed on it.
                for check in everyCheck {
                    Self.log(check, on: record.path, assetClass: record.assetClass, bytes: record.bytes, limit: limit, log: log)
                }
                return nil
            }
            let message = Message(failure, rules: rules)
            Self.log(message.check, on: record.path, assetClass: record.assetClass, failure: failure, log: log)
            return FindingDraft(path: record.path, assetClass: record.assetClass, message)
        }
        return scanned + read
    }

    /// Records `check` as run on a file that `failure` failed; a size against its limit.
    private static func log(_ check: CheckID, on path: String, assetClass: String?, failure: FileFailure, log: EvaluationLog) {
        if case let .tooLarge(bytes, limit) = failure {
            log.ran(check, on: path, assetClass: assetClass, expected: "at most \(limit) bytes", measured: "\(bytes) bytes")
        } else {
            log.ran(check, on: path, assetClass: assetClass)
        }
    }

    /// Records `check` as run on a file of `bytes` that was read; a size against its limit.
    private static func log(_ check: CheckID, on path: String, assetClass: String?, bytes: Int, limit: String,
                            log: EvaluationLog) {
        if check == .fileTooLarge {
            log.ran(check, on: path, assetClass: assetClass, expected: limit, measured: "\(bytes) bytes")
        } else {
            log.ran(check, on: path, assetClass: assetClass)
        }
    }
}

extension CheckID {
    public static let fileUnreadable = CheckID("file.unreadable")
    public static let fileEmpty = CheckID("file.empty")
    public static let fileNotRegular = CheckID("file.not-regular")
    public static let fileSymlinkLoop = CheckID("file.symlink-loop")
    public static let fileSymlinkOutside = CheckID("file.symlink-outside")
    public static let fileTooLarge = CheckID("file.too-large")
    public static let fileLFSPointer = CheckID("file.lfs-pointer")
    public static let fileNameEncoding = CheckID("file.name-encoding")
}

extension FileCheckPass {
    /// What the file checks say.
    struct Message: FindingMessage {
        let failure: FileFailure
        /// Where the user changes the rules, for the fix that raises a limit (``RuleSet/editableFile``).
        let rulesSource: String

        init(_ failure: FileFailure, rules: RuleSet) {
            self.failure = failure
            rulesSource = rules.editableFile
        }

        var check: CheckID {
            switch failure {
            case .unreadable, .brokenSymlink, .folderUnreadable, .tooDeep, .outOfMemory: .fileUnreadable
            case .notRegular, .folderLink: .fileNotRegular
            case .empty: .fileEmpty
            case .tooLarge: .fileTooLarge
            case .symlinkLoop: .fileSymlinkLoop
            case .symlinkOutside: .fileSymlinkOutside
            case .gitLFSPointer: .fileLFSPointer
            case .nameNotUTF8: .fileNameEncoding
            }
        }

        var text: String {
            switch failure {
            case let .unreadable(reason): "cannot be read: \(reason)"
            case let .notRegular(what): "is \(what), not a regular file; it was not opened"
            case .empty: "is empty (0 bytes)"
            case let .tooLarge(bytes, limit): "is \(bytes) bytes, above the \(limit)-byte limit, so it was not inspected"
            case .symlinkLoop: "is a symbolic link that loops back on itself (directly, or to a folder that holds it)"
            case .symlinkOutside: "is a symbolic link to a file or folder outside the bundle; it was not followed"
            case let .folderLink(target):
                "is a symbolic link to the folder \(target); links to folders are not followed, and its files are "
                    + "checked in \(target)"
            case .brokenSymlink: "is a broken symbolic link (its target does not exist)"
            case .folderUnreadable: "folder cannot be listed (permission denied?)"
            case let .tooDeep(limit): "folders nest deeper than \(limit) levels; not scanned"
            case let .gitLFSPointer(bytes):
                "is a Git LFS pointer" + (bytes.map { " (to \(ByteWording.size($0)) of content)" } ?? "")
                    + ", not the file: the checkout did not fetch it"
            case let .outOfMemory(reason):
                "the machine ran out of memory while reading it (\(reason)); the file itself may be fine, and was not checked"
            case .nameNotUTF8:
                "the name is not valid UTF-8 (each invalid byte shown as \\xFF): a Mac can't hold this file, so it can't ship"
            }
        }

        var fix: String? {
            switch failure {
            case .unreadable, .folderUnreadable: "check the permissions (it must be readable)"
            case .notRegular: "replace it with the real file"
            case .folderLink: "remove the link, or replace it with a copy of the files the app needs in this place"
            case .empty: "export the asset again; the file was not written completely"
            case .tooLarge: "shrink the asset, or raise limits.max-file-size in \(rulesSource)"
            case .symlinkLoop: "replace the link with the file it should point to"
            case .symlinkOutside: "copy the file into the bundle; the app can only ship what is inside it"
            case .brokenSymlink: "replace the link with the real file"
            case .tooDeep: "flatten the folders; no app bundle needs this depth"
            case .outOfMemory: "run the check again with more free memory"
            case .gitLFSPointer: "run `git lfs pull` (after `git lfs install`, if Git LFS is new on this machine)"
            case .nameNotUTF8: "rename it in UTF-8 (e.g. `convmv -f latin1 -t utf8 --notest NAME` on Linux)"
            }
        }

        var identity: [String] {
            switch failure {
            case .unreadable: ["unreadable"]
            case .notRegular(let what): [what]
            case .folderLink(let target): [target]
            case .brokenSymlink: ["broken link"]
            case .folderUnreadable: ["folder"]
            case .tooDeep: ["too deep"]
            case .outOfMemory: ["out of memory"]
            case .gitLFSPointer: ["lfs pointer"]
            case .nameNotUTF8: ["name encoding"]
            case .empty, .tooLarge, .symlinkLoop, .symlinkOutside: []
            }
        }
    }
}
