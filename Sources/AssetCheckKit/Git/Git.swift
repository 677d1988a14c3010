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
        let process = Process()
        if let executable = Self.executable {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["-C", folder] + arguments
        } else {
            // Not found on PATH: env looks again, and says so in its own words when it fails.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder] + arguments
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let feed = input.map { _ in Pipe() }
        process.standardInput = feed ?? FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(message: "cannot run git: \(error.localizedDescription)") }
        // The input is written from another thread while standard output is drained here: git may
        // answer as it reads (`cat-file --batch`), and neither side may wait on a full pipe.
        if let feed, let input {
            let writer = feed.fileHandleForWriting
            DispatchQueue.global().async {
                writer.write(input)
                try? writer.close()
            }
        }
        // Standard output is drained before waiting, so a long answer cannot stall git; the
        // commands asked print a few lines at most on standard error, well within a pipe's buffer.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let message = ["fatal: ", "error: "].reduce(text) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
            throw Failure(message: message.isEmpty ? "git \(arguments.joined(separator: " ")) failed" : message)
        }
        return data
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
