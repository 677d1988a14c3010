import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck hook install|uninstall` in process: which file is written, what an existing hook
/// keeps, and where the hooks folder is. (That git runs the hook: ``HookTests``.)
@Suite("Hook installer")
struct HookInstallerTests {
    private static let script = PreCommitScript(executable: "/opt/bin/assetcheck", arguments: ["--rules", "my app.yml"])
    private static let foreign = "#!/bin/sh\necho someone else's hook\n"

    /// An installer for an empty hooks folder in a temporary folder.
    private func installer() throws -> (TemporaryFolder, HookInstaller) {
        let folder = try TemporaryFolder(prefix: "assetcheck-hooks")
        return (folder, HookInstaller(hooksFolder: folder.path + "/hooks", script: Self.script))
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private func writeForeignHook(_ installer: HookInstaller) throws {
        try FileManager.default.createDirectory(atPath: installer.hooksFolder, withIntermediateDirectories: true)
        try Data(Self.foreign.utf8).write(to: URL(fileURLWithPath: installer.hookPath))
    }

    @Test("install writes an executable hook that runs 'check --staged' with the given arguments; a second install updates it")
    func installs() throws {
        let (folder, installer) = try installer()
        defer { folder.delete() }
        #expect(try installer.install(force: false) == "Installed the pre-commit hook in \(installer.hookPath).")
        #expect(FileManager.default.isExecutableFile(atPath: installer.hookPath))
        let hook = try text(installer.hookPath)
        #expect(hook.hasPrefix("#!/bin/sh\n\(PreCommitScript.marker)"))
        #expect(hook.contains("assetcheck='/opt/bin/assetcheck'"))
        #expect(hook.contains("\"$assetcheck\" check --staged '--rules' 'my app.yml'\n"))
        #expect(try installer.install(force: false) == "Updated the pre-commit hook in \(installer.hookPath).")
        #expect(!FileManager.default.fileExists(atPath: installer.previousPath), "its own hook is not kept aside")
    }

    @Test("install refuses next to a hook it did not write, and leaves that hook untouched")
    func refusesForeignHook() throws {
        let (folder, installer) = try installer()
        defer { folder.delete() }
        try writeForeignHook(installer)
        let refusal = #expect(throws: HookInstaller.Refusal.self) { try installer.install(force: false) }
        #expect(refusal?.description.hasPrefix("\(installer.hookPath) already exists and was not written by assetcheck") == true)
        #expect(refusal?.description.contains("assetcheck hook install --force") == true)
        #expect(try text(installer.hookPath) == Self.foreign)
    }

    @Test("--force keeps the old hook aside, to run first; uninstall puts it back")
    func forceKeepsAndUninstallRestores() throws {
        let (folder, installer) = try installer()
        defer { folder.delete() }
        try writeForeignHook(installer)
        let installed = try installer.install(force: true)
        #expect(installed.hasSuffix("; it runs the previous hook, \(installer.previousPath), first."))
        #expect(try text(installer.previousPath) == Self.foreign)
        #expect(try text(installer.hookPath).contains("\"$hooks/pre-commit.assetcheck-previous\" \"$@\" || exit $?"))

        #expect(try installer.uninstall() == "Removed assetcheck's pre-commit hook and restored the previous one in \(installer.hookPath).")
        #expect(try text(installer.hookPath) == Self.foreign)
        #expect(!FileManager.default.fileExists(atPath: installer.previousPath))
    }

    @Test("--force refuses when an earlier hook is already kept aside, so no hook is lost")
    func forceKeepsOnlyOne() throws {
        let (folder, installer) = try installer()
        defer { folder.delete() }
        try writeForeignHook(installer)
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: URL(fileURLWithPath: installer.previousPath))
        let refusal = #expect(throws: HookInstaller.Refusal.self) { try installer.install(force: true) }
        #expect(refusal?.description == "\(installer.previousPath) already exists; move it away first, so no hook is lost.")
        #expect(try text(installer.hookPath) == Self.foreign)
    }

    @Test("uninstall leaves a hook assetcheck did not write alone; with no hook there is nothing to remove")
    func uninstallLeavesForeignHook() throws {
        let (folder, installer) = try installer()
        defer { folder.delete() }
        #expect(try installer.uninstall() == "No pre-commit hook is installed in \(installer.hooksFolder); nothing to remove.")
        try writeForeignHook(installer)
        let refusal = #expect(throws: HookInstaller.Refusal.self) { try installer.uninstall() }
        #expect(refusal?.description == "\(installer.hookPath) was not written by assetcheck, so it was left alone.")
        #expect(try text(installer.hookPath) == Self.foreign)
    }

    @Test("the hook goes where the repository's core.hooksPath points")
    func hooksPath() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.git("config", "core.hooksPath", "tools/hooks")
        let installer = try HookInstaller.forRepository(around: repo.folder.path + "/Examples/Characters", script: Self.script)
        let real = URL(fileURLWithPath: repo.folder.path).resolvingSymlinksInPath().path
        #expect(URL(fileURLWithPath: installer.hooksFolder).resolvingSymlinksInPath().path == real + "/tools/hooks")
        _ = try installer.install(force: false)
        #expect(FileManager.default.isExecutableFile(atPath: repo.folder.path + "/tools/hooks/pre-commit"))
    }

    @Test("outside a git repository there is no hooks folder, and git's reason is given",
          .enabled(if: Git.workingTreeRoot(containing: FileManager.default.temporaryDirectory.path) == nil,
                   "the system's temporary folder is inside a git working tree"))
    func outsideRepository() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let failure = #expect(throws: Git.Failure.self) { try HookInstaller.forRepository(around: folder.path, script: Self.script) }
        #expect(failure?.message.contains("not a git repository") == true, "\(String(describing: failure))")
    }
}
