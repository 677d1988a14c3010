import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `git` for the few questions assetcheck asks it (staged files, the hooks folder).
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
    public func run(_ arguments: [String]) throws(Failure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(message: "cannot run git: \(error.localizedDescription)") }
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

    /// What `--staged` checks: files staged for the next commit below ``folder``, relative to it.
    ///
    /// Runs `git diff --cached --name-status -z --no-renames --diff-filter=ACMRD --relative`: renames
    /// count as a deletion plus an addition, so the old name's image group is checked too.
    public func stagedChanges() throws(Failure) -> ChangeScope {
        // Outside a repository `git diff` acts as `git diff --no-index` and rejects --cached; ask first.
        _ = try run(["rev-parse", "--git-dir"])
        let data = try run(["diff", "--cached", "--name-status", "-z", "--no-renames", "--diff-filter=ACMRD", "--relative"])
        let fields = data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var scope = ChangeScope(changed: [])
        var index = 0
        while index + 1 < fields.count {
            if fields[index].hasPrefix("D") { scope.deleted.insert(fields[index + 1]) } else { scope.changed.insert(fields[index + 1]) }
            index += 2
        }
        return scope
    }

    /// Writes the staged (index) content of `paths` (relative to ``folder``) below `destination`,
    /// and returns where each regular file went; links and paths not in the index are left out.
    public func stagedContent(of paths: [String], into destination: String) throws(Failure) -> [String: String] {
        guard !paths.isEmpty else { return [:] }
        let prefix = String(decoding: try run(["rev-parse", "--show-prefix"]), as: UTF8.self).trimmingCharacters(in: .newlines)
        _ = try run(["checkout-index", "--prefix=" + destination + "/", "-f", "--"] + paths)
        var sources: [String: String] = [:]
        for path in paths {
            let copy = destination + "/" + prefix + path
            var info = stat()
            if lstat(copy, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { sources[path] = copy }
        }
        return sources
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
