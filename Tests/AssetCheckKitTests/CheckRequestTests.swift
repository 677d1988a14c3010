import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck check` in process: a ``CheckRequest`` over the staged files of a real git
/// repository (through ``ScopedCheck``), with and without the cache, and on a missing folder.
@Suite("Check requests")
struct CheckRequestTests {
    /// The request `assetcheck check --staged` makes in `repo`: rules from its `.assetcheck.yml`.
    private func staged(in repo: GitSandbox) throws -> CheckRequest {
        // The bundle is given absolute: the checker reads a relative one from the process's folder.
        let setup = try CheckSetup(rules: RulesRequest(), path: repo.folder.path + "/Examples", workingDirectory: repo.folder.path)
        return CheckRequest(setup: setup, changes: ChangeRequest(staged: true), usesCache: false, toolVersion: "test")
    }

    private func lines(_ outcome: CheckOutcome?) -> [String] {
        (outcome?.findings ?? []).map { "\($0.path ?? "(bundle)") \($0.severity.rawValue) \($0.check)" }
    }

    private static var temporaryFolderIsOutsideGit: Bool {
        Git.workingTreeRoot(containing: FileManager.default.temporaryDirectory.path) == nil
    }

    @Test("--no-cache never reads .assetcheck-cache/outputs.txt: an earlier run's remembered output is checked like any file")
    func noCacheReadsNoLedger() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("Icons/play@2x.png", PNGFixture.sprite(8, 8))
        try folder.write("Icons/old-report@2x.png", PNGFixture.sprite(8, 8))
        try folder.write(".assetcheck-cache/outputs.txt", text: folder.path + "/Icons/old-report@2x.png\n")
        try folder.write("t.yml", text: "name: t\nclasses:\n  icon:\n    kind: image\n    paths: [\"Icons/**\"]\n    scales: [2x]\n")
        let setup = try CheckSetup(rules: RulesRequest(rules: "t.yml", ignoresConfiguration: true), path: folder.path,
                                   writesManifest: false, workingDirectory: folder.path)
        func checked(usesCache: Bool) async throws -> [String] {
            let request = CheckRequest(setup: setup, usesCache: usesCache, toolVersion: "test")
            return try #require(try await request.run(workingDirectory: folder.path)).snapshot.records.map(\.path)
        }
        #expect(try await checked(usesCache: false) == ["Icons/old-report@2x.png", "Icons/play@2x.png", "t.yml"])
        #expect(try await checked(usesCache: true) == ["Icons/play@2x.png", "t.yml"])
    }

    @Test("--staged reports the staged file and not an unstaged one")
    func stagedFilesOnly() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("Examples/Characters/Lemminge/sleepy@2x.png", [])
        try repo.git("add", "Examples/Characters/Bennie/jump@2x.png")
        let outcome = try #require(try await staged(in: repo).run(workingDirectory: repo.folder.path))
        #expect(outcome.changedPaths == ["Characters/Bennie/jump@2x.png"])
        #expect(lines(outcome).contains("Characters/Bennie/jump@2x.png error image.size"))
        #expect(!lines(outcome).contains { $0.contains("sleepy") }, "an unstaged file is not checked")
    }

    @Test("--staged with nothing staged in the bundle has nothing to check")
    func nothingStaged() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("notes.txt", text: "staged, but outside the bundle\n")
        try repo.git("add", "notes.txt")
        #expect(try await staged(in: repo).run(workingDirectory: repo.folder.path) == nil)
    }

    @Test("--staged checks the content as staged, not as it is in the working tree")
    func stagedContent() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("Examples/Characters/Bennie/jump@3x.png", PNGFixture.sprite(900, 1350))
        try repo.git("add", "Examples")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(600, 900))
        let badStaged = try #require(try await staged(in: repo).run(workingDirectory: repo.folder.path))
        #expect(badStaged.findings.map(\.message).contains { $0.hasPrefix("598x900 px") },
                "the fixed file is not staged yet: \(lines(badStaged))")

        try repo.git("add", "Examples")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(10, 10))
        let goodStaged = try #require(try await staged(in: repo).run(workingDirectory: repo.folder.path))
        #expect(goodStaged.errorCount == 0, "what is staged is right: \(lines(goodStaged))")
    }

    @Test("a staged deletion of a scale variant reports the missing pair on the variant that is left")
    func stagedDeletion() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.git("rm", "-q", "Examples/Characters/Bennie/idle@3x.png")
        let outcome = try #require(try await staged(in: repo).run(workingDirectory: repo.folder.path))
        #expect(outcome.changedPaths == [], "a deleted file is not itself checked")
        #expect(lines(outcome).contains("Characters/Bennie/idle@2x.png error image.scale-pair"), "\(lines(outcome))")
    }

    @Test("the staged copies live in a temporary folder that is removed after the check")
    func stagedCopiesRemoved() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "Examples")
        let root = repo.folder.path + "/Examples"
        let check = try #require(try ScopedCheck(ChangeRequest(staged: true), root: root,
                                                 checker: BundleChecker(rules: ExampleBundle.rules), workingDirectory: repo.folder.path))
        let copies = try #require(check.temporaryFolder)
        #expect(!copies.hasPrefix(repo.folder.path), "the copies are made outside the repository")
        let index = try #require(check.checker.indexCopy)
        #expect(index.folder.hasPrefix(copies + "/"), "the bundle is read from the copy")
        #expect(index.blobs["Characters/Bennie/jump@2x.png"] != nil)
        #expect(FileManager.default.fileExists(atPath: index.folder + "/Characters/Bennie/jump@2x.png"))
        _ = try await check.check()
        #expect(!FileManager.default.fileExists(atPath: copies))
    }

    @Test("--staged outside a git repository is an error saying so",
          .enabled(if: temporaryFolderIsOutsideGit, "the system's temporary folder is inside a git working tree"))
    func stagedOutsideGit() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                   path: bundle.folder.path, workingDirectory: bundle.folder.path)
        let request = CheckRequest(setup: setup, changes: ChangeRequest(staged: true), usesCache: false, toolVersion: "test")
        let error = await #expect(throws: Git.Failure.self) { try await request.run(workingDirectory: bundle.folder.path) }
        #expect(error?.message.contains("not a git repository") == true, "\(String(describing: error))")
    }

    @Test("without the cache nothing is written; with it, the cache sits in the configuration's folder and agrees")
    func cache() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                   path: bundle.folder.path, workingDirectory: bundle.folder.path)
        #expect(setup.configFolder == bundle.folder.path, "without a configuration, the working folder")
        let cacheFolder = ProcessInfo.processInfo.environment["ASSETCHECK_CACHE_DIR"] ?? bundle.folder.path + "/.assetcheck-cache"
        func run(cached: Bool) async throws -> [Finding] {
            try #require(try await CheckRequest(setup: setup, usesCache: cached, toolVersion: "test")
                .run(workingDirectory: bundle.folder.path)).findings
        }
        let uncached = try await run(cached: false)
        #expect(!FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck-cache"))
        #expect(uncached.count == 2)
        let cold = try await run(cached: true)
        #expect(FileManager.default.fileExists(atPath: cacheFolder))
        let warm = try await run(cached: true)
        #expect(cold == uncached)
        #expect(warm == uncached)
    }

    @Test("a bundle folder that does not exist is an error naming it")
    func missingFolder() async throws {
        let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                   path: "/nonexistent/bundle", workingDirectory: Repository.root)
        let error = await #expect(throws: ScanError.self) {
            try await CheckRequest(setup: setup, usesCache: false, toolVersion: "test").run(workingDirectory: Repository.root)
        }
        #expect(error.map(String.init(describing:)) == "/nonexistent/bundle: no such folder")
    }
}
