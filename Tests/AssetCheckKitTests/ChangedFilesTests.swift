import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `--staged` and `-- FILE...`: only the changed files, and what they affect, are reported.
/// (`--staged` in process, in a real repository: ``CheckRequestTests``.)
@Suite("Changed files only")
struct ChangedFilesTests {
    /// The example with two unrelated defects: a mis-sized Bennie pose and an empty Lemminge file.
    private func bundle() throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Characters/Lemminge/happy@2x.png", [])
        return bundle
    }

    /// Checks `files` of `bundle` in process, as `assetcheck . -- FILE...` run in the bundle does;
    /// `nil` when none of them is in the bundle.
    private func check(_ bundle: ExampleBundle, files: [String]) async throws -> CheckOutcome? {
        let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                   path: bundle.folder.path, workingDirectory: bundle.folder.path)
        return try await CheckRequest(setup: setup, changes: ChangeRequest(files: files), usesCache: false, toolVersion: "test")
            .run(workingDirectory: bundle.folder.path)
    }

    private func lines(_ outcome: CheckOutcome?) -> [String] {
        (outcome?.findings ?? []).map { "\($0.path ?? "(bundle)") \($0.severity.rawValue) \($0.check)" }
    }

    @Test("a file list reports only the findings on those files")
    func fileList() async throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let outcome = try #require(try await check(bundle, files: ["Characters/Bennie/wave@2x.png"]))
        #expect(lines(outcome) == ["Characters/Bennie/wave@2x.png error image.size"], "the other defect is not in the list")
        #expect(outcome.changedPaths == ["Characters/Bennie/wave@2x.png"])
    }

    @Test("a clean changed file passes although another file has errors")
    func cleanFile() async throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let outcome = try #require(try await check(bundle, files: ["Characters/Bennie/idle@2x.png"]))
        #expect(outcome.errorCount == 0, "\(lines(outcome))")
    }

    @Test("deleting a scale variant reports the missing pair on the variant that is left")
    func deletedVariant() async throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        try bundle.folder.remove("Characters/Bennie/idle@3x.png")
        let outcome = try await check(bundle, files: ["Characters/Bennie/idle@3x.png"])
        #expect(lines(outcome).contains("Characters/Bennie/idle@2x.png error image.scale-pair"))
    }

    @Test("a listed folder stands for its files; a missing path is a deletion")
    func scopeOfList() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let scope = try ChangeRequest(files: ["Characters/Bennie", "Gone/old.png", "/etc/hostname"])
            .scope(root: ".", workingDirectory: bundle.folder.path)
        #expect(scope?.changed.contains("Characters/Bennie/wave@2x.png") == true)
        #expect(scope?.changed.allSatisfy { $0.hasPrefix("Characters/Bennie/") } == true)
        #expect(scope?.deleted == ["Gone/old.png"])
        #expect(try ChangeRequest().scope(root: ".", workingDirectory: bundle.folder.path) == nil, "no list: the whole bundle")
    }

    @Test("files outside the bundle are ignored; with none left there is nothing to check")
    func outside() async throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        #expect(try await check(bundle, files: ["/etc/hostname", "../elsewhere.png"]) == nil)
    }

    @Test("the scope reports group, image set and duplicate neighbours of a changed file")
    func affectedPaths() {
        let snapshot = BundleSnapshot(
            records: [
                AssetRecord(path: "B/wave@2x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "a"),
                AssetRecord(path: "B/wave@3x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "b"),
                AssetRecord(path: "B/copy@2x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "b"),
                AssetRecord(path: "A.xcassets/coin.imageset/coin@2x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "c"),
                AssetRecord(path: "A.xcassets/coin.imageset/coin@3x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "d"),
                AssetRecord(path: "Other/far@2x.png", assetClass: "c", kind: .image, bytes: 1, sha256: "e"),
            ])
        let scope = ChangeScope(changed: ["B/wave@3x.png"], deleted: ["A.xcassets/coin.imageset/coin@1x.png"])
        let affected = scope.affectedPaths(in: snapshot)
        #expect(affected.isSuperset(of: ["B/wave@2x.png", "B/wave@3x.png", "B/copy@2x.png",
                                         "A.xcassets/coin.imageset", "A.xcassets/coin.imageset/Contents.json",
                                         "A.xcassets/coin.imageset/coin@2x.png", "A.xcassets/coin.imageset/coin@3x.png"]))
        #expect(!affected.contains("Other/far@2x.png"))
        let bundleFinding = Finding(path: nil, check: .audioRequiredFile, severity: .error, message: "missing",
                                    fingerprint: Fingerprint(rawValue: "1"))
        let far = Finding(path: "Other/far@2x.png", check: .imageSize, severity: .error, message: "size",
                          fingerprint: Fingerprint(rawValue: "2"))
        #expect(scope.findings([far, bundleFinding], in: snapshot) == [bundleFinding], "bundle findings always count")
    }

    @Test("--staged checks what is staged, writes only a manifest given on the command line, and says when nothing is staged",
          .tags(.subprocess), .timeLimit(.minutes(5)))
    func staged() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let configuration = try String(contentsOfFile: repo.folder.path + "/.assetcheck.yml", encoding: .utf8)
        try repo.folder.write(".assetcheck.yml", text: configuration + "manifest: AssetManifest.json\n")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("Examples/Characters/Lemminge/sleepy@2x.png", [])
        try repo.git("add", "Examples/Characters/Bennie/jump@2x.png")
        let output = try repo.assetcheck(["check", "--staged"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.size]"))
        #expect(!output.stdout.contains("sleepy"), "an unstaged file is not checked")
        #expect(!FileManager.default.fileExists(atPath: repo.folder.path + "/AssetManifest.json"),
                "no manifest from .assetcheck.yml in a --staged run")
        #expect(try repo.assetcheck(["check", "--staged", "--manifest", "staged-manifest.json"]).status == 1)
        #expect(FileManager.default.fileExists(atPath: repo.folder.path + "/staged-manifest.json"), "an explicit --manifest is written")

        try repo.git("reset", "-q")
        let nothing = try repo.assetcheck(["check", "--staged"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.stderr.contains("No changed files in Examples to check."))
        #expect(!(try repo.git("status", "--porcelain").stdout.contains(".assetcheck-cache")), "the cache folder ignores itself")
    }
}
