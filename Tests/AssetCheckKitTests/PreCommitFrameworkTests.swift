import AssetCheckTestSupport
import Foundation
import Testing

/// The hook in `.pre-commit-hooks.yaml`, run by the real pre-commit framework (from PyPI;
/// `scripts/install-deps.sh test` installs it) from a local clone of this repository's hook file.
@Suite("pre-commit framework", .tags(.subprocess, .slow), .timeLimit(.minutes(5)),
       .enabled(if: PreCommitFramework.executable != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                "pre-commit is not installed (pip install pre-commit, or scripts/install-deps.sh test)"))
struct PreCommitFrameworkTests {
    @Test("a commit that deletes an @3x is stopped; pre-commit passes no deleted files, the hook asks git")
    func deletionIsSeen() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let hooks = try GitSandbox.empty()
        defer { hooks.delete() }
        try FileManager.default.copyItem(atPath: Repository.root + "/.pre-commit-hooks.yaml",
                                         toPath: hooks.folder.path + "/.pre-commit-hooks.yaml")
        try hooks.git("add", "-A")
        try hooks.git("commit", "-q", "-m", "hooks")
        let revision = try hooks.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        try repo.folder.write(".pre-commit-config.yaml", text: """
            repos:
              - repo: \(hooks.folder.path)
                rev: \(revision)
                hooks:
                  - id: assetcheck

            """)
        try repo.git("add", ".pre-commit-config.yaml")
        let binaries = URL(fileURLWithPath: CommandRunner.binary).deletingLastPathComponent().path
        let environment = [
            "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "PRE_COMMIT_HOME": repo.folder.path + "/.pre-commit-home",
        ]
        try repo.folder.write(".gitignore", text: ".pre-commit-home/\n.assetcheck-cache/\n")
        try repo.git("add", ".gitignore")
        try repo.run([PreCommitFramework.executable ?? "pre-commit", "install"], environment: environment)
        let setup = try repo.run(["git", "commit", "-m", "pre-commit"], environment: environment, allowFailure: true)
        #expect(setup.status == 0, "nothing in the bundle changed: \(setup.stdout)\(setup.stderr)")

        try repo.git("rm", "-q", "Examples/Characters/Bennie/idle@3x.png")
        let commit = try repo.run(["git", "commit", "-m", "drop idle@3x"], environment: environment, allowFailure: true)
        #expect(commit.status != 0, "\(commit.stdout)\(commit.stderr)")
        #expect((commit.stdout + commit.stderr).contains("Examples/Characters/Bennie/idle@2x.png: error: [image.scale-pair]"),
                "\(commit.stdout)\(commit.stderr)")
        #expect(try repo.commitCount() == 2)
    }
}

/// Where the pre-commit framework is installed.
enum PreCommitFramework {
    /// The `pre-commit` on `PATH`, if any.
    static let executable: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { $0 + "/pre-commit" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
