import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `git` for the few questions assetcheck asks it (the work tree, the index, the hooks folder).
public struct Git: Sendable {
    /// The folder git runs in (`git -C`).
    public var folder: String

    public init(folder: String) { self.folder = folder }

    /// `git` failed or is missing; `message` is what it printed, or why it didn't start.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The standard output of `git -C folder arguments...`; throws when git fails.
    public func run(_ arguments: [String], input: Data? = nil) throws(Failure) -> Data {
        // Not found on PATH: env looks again, and says so in its own words when it fails.
        let (path, argv) = Self.executable.map { ($0, ["git", "-C", folder] + arguments) }
            ?? ("/usr/bin/env", ["env", "git", "-C", folder] + arguments)
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1], feed: [Int32] = [-1, -1]
        var opened: [Int32] = []
        defer { opened.forEach { _ = close($0) } }
        func pipe(_ fds: inout [Int32]) throws(Failure) {
            guard csp_pipe(&fds) == 0 else { throw Failure(message: "cannot run git: \(String(cString: strerror(errno)))") }
            opened += fds
        }
        try pipe(&output)
        try pipe(&errors)
        if input != nil {
            try pipe(&feed)
        } else {
            feed[0] = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard feed[0] >= 0 else { throw Failure(message: "cannot run git: \(String(cString: strerror(errno)))") }
            opened.append(feed[0])
        }
        var pid: pid_t = 0
        let started = Self.withCStrings(argv) { csp_spawn(path, $0, feed[0], output[1], errors[1], &pid) }
        guard started == 0 else { throw Failure(message: "cannot run git: \(String(cString: strerror(started)))") }
        // The parent's copies of the child's ends are closed, so that reading sees the end of
        // git's output when git exits.
        for fd in [feed[0], output[1], errors[1]] {
            _ = close(fd)
            opened.removeAll { $0 == fd }
        }
        // The input is written from another thread while standard output is drained here: git may
        // answer as it reads (`cat-file --batch`), and neither side may wait on a full pipe.
        if let input {
            let writer = feed[1]
            opened.removeAll { $0 == writer }
            DispatchQueue.global().async {
                _ = input.withUnsafeBytes { csp_write_and_close(writer, $0.baseAddress, $0.count) }
            }
        }
        // Standard output is drained before waiting, so a long answer cannot stall git; the
        // commands asked print a few lines at most on standard error, well within a pipe's buffer.
        let data = Self.readAll(output[0])
        let messages = Self.readAll(errors[0])
        guard csp_wait(pid) == 0 else {
            let text = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let message = ["fatal: ", "error: "].reduce(text) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
            throw Failure(message: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return data
    }

    /// Everything `fd` gives until its end.
    private static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Calls `body` with `strings` as a C array of strings ending in NULL.
    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The `git` that PATH names, found once: each git command then starts git itself, not `env`
    /// searching PATH for it first (a hook runs several).
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":", omittingEmptySubsequences: true).map { $0 + "/git" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The top folder of the work tree git's environment and ``folder`` name, as a real path.
    ///
    /// Hooks run with `GIT_DIR` exported (always in linked worktrees), and with `GIT_DIR` set and
    /// no `GIT_WORK_TREE` git takes the folder it runs in as the top of the work tree. So with
    /// `GIT_DIR` set, git is asked from `workingDirectory` (where git started the hook, or where
    /// the user exported it), never from a folder below it, whose paths git would then drop.
    public static func workTreeTop(around folder: String, workingDirectory: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> String {
        let asked = environment["GIT_DIR"] != nil && environment["GIT_WORK_TREE"] == nil ? workingDirectory : folder
        let git = Git(folder: asked)
        // Outside a repository `git diff` acts as `git diff --no-index`: the git folder is asked
        // for too, so git fails there. One process answers both, a line each.
        let lines = String(decoding: try git.run(["rev-parse", "--git-dir", "--show-toplevel"]), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
        let top = lines.count > 1 ? String(lines[lines.count - 1]) : ""
        guard !top.isEmpty else { throw Failure(message: "\(folder) is not in a git work tree (a bare repository?)") }
        return URL(fileURLWithPath: top).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The folder git runs hooks from: `core.hooksPath` when set, else `.git/hooks` (absolute).
    public func hooksFolder() throws(Failure) -> String {
        let text = String(decoding: try run(["rev-parse", "--git-path", "hooks"]), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        let path = text.hasPrefix("/") ? text : folder + "/" + text
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The top folder of the working tree holding `path`, found by looking for `.git` upwards
    /// (no process started); `nil` outside a repository.
    public static func workingTreeRoot(containing path: String) -> String? {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
