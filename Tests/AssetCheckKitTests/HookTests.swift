import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck hook install` in real git repositories, with git running the hook: commits with bad
/// assets stop, good ones go through, and a hook that was there before still runs. (Which files
/// install and uninstall write, in process: ``HookInstallerTests``.)
@Suite("Pre-commit hook", .tags(.subprocess), .timeLimit(.minutes(5)))
struct HookTests {
    @Test("a commit with a bad asset is stopped with a readable message; a good one goes through")
    func stopsBadCommits() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let install = try repo.assetcheck(["hook", "install"])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("Installed the pre-commit hook"))

        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        let bad = try repo.git("commit", "-m", "Bennie jumps", allowFailure: true)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.size] 598x900 px")
            || bad.stdout.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.size] 598x900 px"),
                "the finding names the file, the check and the measurement: \(bad.stdout)\(bad.stderr)")
        #expect(bad.stderr.contains("commit stopped"))
        #expect(bad.stderr.contains("assetcheck check --write-baseline assetcheck-baseline.json"),
                "the message says how to record errors that were there before: \(bad.stderr)")
        #expect(bad.stderr.contains("assetcheck hook install --force -- --baseline assetcheck-baseline.json"))
        #expect(try repo.commitCount() == 1)

        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(600, 900))
        try repo.folder.write("Examples/Characters/Bennie/jump@3x.png", PNGFixture.sprite(900, 1350))
        try repo.git("add", "-A")
        let good = try repo.git("commit", "-m", "Bennie jumps, exported right", allowFailure: true)
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        #expect(try repo.commitCount() == 2)
    }

    @Test("install exits 1 next to a foreign hook; with --force that hook still runs first; uninstall exits 0")
    func keepsExistingHook() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let hook = repo.folder.path + "/.git/hooks/pre-commit"
        let original = "#!/bin/sh\ntouch \"$(git rev-parse --show-toplevel)/old-hook-ran\"\n"
        try Data(original.utf8).write(to: URL(fileURLWithPath: hook))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)

        let refused = try repo.assetcheck(["hook", "install"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("already exists and was not written by assetcheck"))

        let forced = try repo.assetcheck(["hook", "install", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "Examples")
        #expect(try repo.git("commit", "-m", "bad", allowFailure: true).status != 0)
        #expect(FileManager.default.fileExists(atPath: repo.folder.path + "/old-hook-ran"), "the old hook still runs")

        let removed = try repo.assetcheck(["hook", "uninstall"])
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("restored the previous one"))
        #expect(try String(contentsOfFile: hook, encoding: .utf8) == original, "uninstall restores the old hook")
    }

    @Test("install checks the arguments for the hook now, and writes no hook when they fail")
    func checksArgumentsNow() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let hook = repo.folder.path + "/.git/hooks/pre-commit"
        for arguments in [["--rules", "no-such-rules.yml"], ["--no-such-flag"], ["Missing-Folder"]] {
            let output = try repo.assetcheck(["hook", "install", "--"] + arguments)
            #expect(output.status == 2, "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains("no hook was written"), "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: hook))
        }
        let good = try repo.assetcheck(["hook", "install", "--", "--rules", Repository.bennieRules, "Examples"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: hook))
    }

    @Test("uninstall with no hook installed says so")
    func uninstallNothing() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let output = try repo.assetcheck(["hook", "uninstall"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("No pre-commit hook is installed"), "\(output.stdout)")
        #expect(!output.stdout.contains("Removed"))
    }

    @Test("outside a git repository, install says so and exits 2")
    func outsideRepository() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let output = try CommandRunner.run(["hook", "install"], in: folder.path,
                                           environment: ["GIT_CEILING_DIRECTORIES": (folder.path as NSString).deletingLastPathComponent])
        #expect(output.status == 2)
        #expect(output.stderr.contains("not a git repository"))
    }
}
