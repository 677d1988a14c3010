import AssetCheckTestSupport
import Foundation
import Testing

/// The hook in `.pre-commit-hooks.yaml`, run by the real pre-commit framework (from PyPI;
/// `scripts/install-deps.sh test` installs it) from a local clone of this repository's hook file.
@Suite("pre-commit framework", .tags(.subprocess, .slow), .timeLimit(.minutes(5)),
       .enabled(if: PreCommitFramework.executable != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                "pre-commit is not installed (pip install pre-commit, or scripts/install-deps.sh test)"))
struct PreCommitFrameworkTests {
    /// The example repository with this repository's hook file as a pre-commit hook repository
    /// (`hooks`, to delete too), its `.pre-commit-config.yaml` staged, and the environment that
    /// puts the built `assetcheck` on `PATH`.
    private func repositoryUsingTheHook() throws -> (repo: GitSandbox, hooks: GitSandbox, environment: [String: String]) {
        let repo = try GitSandbox()
        let hooks = try GitSandbox.empty()
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
        return (repo, hooks, environment)
    }

    @Test("a commit that deletes an @3x is stopped; pre-commit passes no deleted files, the hook asks git")
    func deletionIsSeen() throws {
        let (repo, hooks, environment) = try repositoryUsingTheHook()
        defer { repo.delete(); hooks.delete() }
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

    @Test("pre-commit run --all-files (CI, nothing staged) checks the whole committed bundle: a bad committed asset fails")
    func allFiles() throws {
        let (repo, hooks, environment) = try repositoryUsingTheHook()
        defer { repo.delete(); hooks.delete() }
        try repo.git("commit", "-q", "-m", "pre-commit")
        let preCommit = PreCommitFramework.executable ?? "pre-commit"
        let clean = try repo.run([preCommit, "run", "--all-files"], environment: environment, allowFailure: true)
        #expect(clean.status == 0, "the example bundle is clean: \(clean.stdout)\(clean.stderr)")

        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("commit", "-q", "-a", "-m", "a wave 2 px too narrow")
        #expect(try repo.git("diff", "--cached", "--name-only").stdout.isEmpty, "nothing is staged, as in a CI checkout")
        let run = try repo.run([preCommit, "run", "--all-files"], environment: environment, allowFailure: true)
        #expect(run.status != 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Examples/Characters/Bennie/wave@2x.png: error: [image.size]"), "\(run.stdout)\(run.stderr)")
    }

    @Test("pre-commit run --from-ref/--to-ref checks what changed between them: a bad asset in the range fails, none passes")
    func refRange() throws {
        let (repo, hooks, environment) = try repositoryUsingTheHook()
        defer { repo.delete(); hooks.delete() }
        try repo.git("commit", "-q", "-m", "pre-commit")
        let base = try repo.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("commit", "-q", "-a", "-m", "a wave 2 px too narrow")
        try repo.git("rm", "-q", "Examples/Characters/Bennie/idle@3x.png")
        try repo.git("commit", "-q", "-m", "drop idle@3x")
        let preCommit = PreCommitFramework.executable ?? "pre-commit"

        let run = try repo.run([preCommit, "run", "--from-ref", base, "--to-ref", "HEAD"], environment: environment,
                               allowFailure: true)
        #expect(run.status != 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Examples/Characters/Bennie/wave@2x.png: error: [image.size]"), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Examples/Characters/Bennie/idle@2x.png: error: [image.scale-pair]"),
                "a deletion in the range counts: \(run.stdout)\(run.stderr)")

        let none = try repo.run([preCommit, "run", "--from-ref", "HEAD", "--to-ref", "HEAD"], environment: environment,
                                allowFailure: true)
        #expect(none.status == 0, "nothing changed between them: \(none.stdout)\(none.stderr)")
    }
}

/// Where the pre-commit framework is installed.
enum PreCommitFramework {
    /// The `pre-commit` on `PATH`, if any.
    static let executable: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { $0 + "/pre-commit" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
