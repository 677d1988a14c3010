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

/// Installs and removes the git pre-commit hook that runs `assetcheck check --staged`.
///
/// An existing hook is never overwritten: without `force` the install refuses; with it the old
/// hook is moved aside to `pre-commit.assetcheck-previous` and the new hook runs it first.
/// Uninstalling removes assetcheck's hook and moves the old one back.
public struct HookInstaller: Sendable {
    /// The folder git runs hooks from (`.git/hooks`, or `core.hooksPath`).
    public var hooksFolder: String
    /// The hook script to write (see ``PreCommitScript``).
    public var script: PreCommitScript

    public init(hooksFolder: String, script: PreCommitScript) {
        self.hooksFolder = hooksFolder
        self.script = script
    }

    /// Why the hook was left alone.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public var hookPath: String { hooksFolder + "/pre-commit" }
    public var previousPath: String { hooksFolder + "/pre-commit.assetcheck-previous" }

    /// Writes the hook; returns what was done, in a sentence.
    public func install(force: Bool) throws(Refusal) -> String {
        let existing = Self.exists(hookPath)
        let replacingOurs = existing && isOurs(hookPath)
        if existing, !replacingOurs {
            guard force else {
                throw Refusal(description: "\(hookPath) already exists and was not written by assetcheck, so it was left "
                    + "alone. Run 'assetcheck hook install --force' to keep it and run it before assetcheck (it is moved "
                    + "to \(previousPath)), or add 'assetcheck check --staged' to it yourself.")
            }
            guard !Self.exists(previousPath) else {
                throw Refusal(description: "\(previousPath) already exists; move it away first, so no hook is lost.")
            }
            try move(hookPath, to: previousPath)
        }
        do {
            try FileManager.default.createDirectory(atPath: hooksFolder, withIntermediateDirectories: true)
            try Data(script.text.utf8).write(to: URL(fileURLWithPath: hookPath), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath)
        } catch {
            throw Refusal(description: "cannot write \(hookPath): \(error.localizedDescription)")
        }
        let chained = Self.exists(previousPath) ? "; it runs the previous hook, \(previousPath), first" : ""
        return (replacingOurs ? "Updated" : "Installed") + " the pre-commit hook in \(hookPath)\(chained)."
    }

    /// Removes assetcheck's hook and restores the one it replaced; returns what was done.
    public func uninstall() throws(Refusal) -> String {
        guard Self.exists(hookPath) || Self.exists(previousPath) else {
            return "No pre-commit hook is installed in \(hooksFolder); nothing to remove."
        }
        if Self.exists(hookPath) {
            guard isOurs(hookPath) else {
                throw Refusal(description: "\(hookPath) was not written by assetcheck, so it was left alone.")
            }
            do { try FileManager.default.removeItem(atPath: hookPath) } catch {
                throw Refusal(description: "cannot remove \(hookPath): \(error.localizedDescription)")
            }
        }
        guard Self.exists(previousPath) else { return "Removed assetcheck's pre-commit hook from \(hooksFolder)." }
        try move(previousPath, to: hookPath)
        return "Removed assetcheck's pre-commit hook and restored the previous one in \(hookPath)."
    }

    private func isOurs(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data.prefix(4096), as: UTF8.self).contains(PreCommitScript.marker)
    }

    private func move(_ from: String, to: String) throws(Refusal) {
        guard rename(from, to) == 0 else {
            throw Refusal(description: "cannot move \(from) to \(to): \(String(cString: strerror(errno)))")
        }
    }

    /// True for any directory entry, a dangling link included.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

extension HookInstaller {
    /// The installer of `script` for the git repository around `folder` (default the current one).
    public static func forRepository(around folder: String = FileManager.default.currentDirectoryPath,
                                     script: PreCommitScript) throws(Git.Failure) -> HookInstaller {
        HookInstaller(hooksFolder: try Git(folder: folder).hooksFolder(), script: script)
    }
}
