import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// How `check --pre-commit` reads the way pre-commit ran it, in a real repository (the framework
/// itself drives the hook in ``PreCommitFrameworkTests``).
@Suite("pre-commit run modes", .tags(.subprocess), .timeLimit(.minutes(2)))
struct PreCommitRunTests {
    @Test("files that are all staged (or none) are a commit: the staged tree; others are --all-files or --files")
    func commitOrFiles() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let top = repo.folder.path
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "Examples/Characters/Bennie/wave@2x.png")
        func request(_ files: [String]) throws -> ChangeRequest {
            try PreCommitRun(files: files, environment: [:]).request(workingDirectory: top, environment: [:])
        }
        #expect(try request(["Examples/Characters/Bennie/wave@2x.png"]) == ChangeRequest(staged: true))
        #expect(try request([]) == ChangeRequest(staged: true), "a commit that only deletes passes no file")
        let all = try repo.git("ls-files").stdout.split(separator: "\n").map(String.init)
        #expect(try request(all) == ChangeRequest(files: all), "--all-files passes files that are not staged")
    }

    @Test("PRE_COMMIT_FROM_REF and PRE_COMMIT_TO_REF check what changed between them, deletions included")
    func refs() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let base = try repo.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.git("rm", "-q", "Examples/Characters/Bennie/idle@3x.png")
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("commit", "-q", "-a", "-m", "changes")
        let run = try PreCommitRun(files: [], environment: ["PRE_COMMIT_FROM_REF": base, "PRE_COMMIT_TO_REF": "HEAD"])
        let request = try run.request(workingDirectory: repo.folder.path, environment: [:])
        #expect(request == ChangeRequest(commits: try CommitRange(from: base, to: "HEAD")))
        let scope = try #require(try request.scope(root: "Examples", workingDirectory: repo.folder.path))
        #expect(scope.changed == ["Characters/Bennie/wave@2x.png"])
        #expect(scope.deleted == ["Characters/Bennie/idle@3x.png"])
        #expect(throws: Git.Failure.self) {
            try PreCommitRun(files: [], environment: ["PRE_COMMIT_FROM_REF": "--output=/tmp/x", "PRE_COMMIT_TO_REF": "HEAD"])
        }
    }
}
