@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `--staged` wherever git runs it: in a linked worktree, with `GIT_DIR` exported, with part of a
/// change staged. What is checked is the tree the commit records.
@Suite("Staged checks as git runs them", .tags(.subprocess), .timeLimit(.minutes(5)))
struct StagedCheckTests {
    private static let badPose = "Examples/Characters/Bennie/jump@2x.png: error: [image.size] 598x900 px"

    @Test("in a linked worktree the hook stops a commit with a bad asset")
    func linkedWorktree() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let place = try TemporaryFolder(prefix: "assetcheck-worktree")
        defer { place.delete() }
        let worktree = place.path + "/feature"
        try repo.git("worktree", "add", "-q", worktree)
        #expect(try repo.assetcheck(["hook", "install"]).status == 0)

        try Data(PNGFixture.sprite(598, 900)).write(to: URL(fileURLWithPath: worktree + "/Examples/Characters/Bennie/jump@2x.png"))
        try repo.run(["git", "add", "-A"], in: worktree)
        let commit = try repo.run(["git", "commit", "-m", "Bennie jumps"], in: worktree, allowFailure: true)
        #expect(commit.status != 0, "git exports GIT_DIR to the hook here: \(commit.stdout)\(commit.stderr)")
        #expect((commit.stdout + commit.stderr).contains(Self.badPose))
    }

    @Test("with GIT_DIR exported in the main worktree, paths resolve against the work tree")
    func exportedGitDir() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        let output = try repo.assetcheck(["check", "--staged"], environment: ["GIT_DIR": repo.folder.path + "/.git"])
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains(Self.badPose))
    }

    @Test("a file left out of the commit is not read from the working tree")
    func partialStaging() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(600, 900))
        try repo.folder.write("Examples/Characters/Bennie/jump@3x.png", PNGFixture.sprite(900, 1350))
        try repo.git("add", "Examples/Characters/Bennie/jump@2x.png")
        let output = try repo.assetcheck(["check", "--staged"])
        #expect(output.status == 1, "the commit would hold the @2x without its @3x: \(output.stdout)")
        #expect(output.stdout.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.scale-pair]"))

        try repo.git("add", "Examples/Characters/Bennie/jump@3x.png")
        try repo.folder.remove("Examples/Characters/Bennie/jump@3x.png")
        let staged = try repo.assetcheck(["check", "--staged"])
        #expect(staged.status == 0, "a file deleted only in the working tree is still committed: \(staged.stdout)")
    }

    @Test("staged runs keep facts in the cache under git's blob id")
    func cacheByBlob() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(600, 900))
        try repo.folder.write("Examples/Characters/Bennie/jump@3x.png", PNGFixture.sprite(900, 1350))
        try repo.git("add", "-A")
        let first = try repo.assetcheck(["check", "--staged"])
        let second = try repo.assetcheck(["check", "--staged"])
        #expect(first.status == 0 && second.status == 0, "\(first.stdout)\(second.stdout)")
        #expect(first.stdout == second.stdout)
        let blob = try repo.git("rev-parse", ":Examples/Characters/Bennie/jump@2x.png").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let cacheFolder = repo.folder.path + "/.assetcheck-cache"
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".bin") }
            .flatMap { name -> [InspectionCache.Entry] in
                let data = try Data(contentsOf: URL(fileURLWithPath: cacheFolder + "/" + name))
                let newline = try #require(data.firstIndex(of: 0x0A))
                return Array(try InspectionCache.decode(Array(data[(newline + 1)...])).values)
            }
        #expect(entries.contains { $0.record.path.hasSuffix("jump@2x.png") && $0.blob == blob },
                "the staged file's entry carries its blob id")
    }
}
