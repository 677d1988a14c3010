import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `--staged` and `-- FILE...`: only the changed files, and what they affect, are reported.
@Suite("Changed files only")
struct ChangedFilesTests {
    /// The example with two unrelated defects: a mis-sized Bennie pose and an empty Lemminge file.
    private func bundle() throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Characters/Lemminge/happy@2x.png", [])
        return bundle
    }

    private func run(_ bundle: ExampleBundle, _ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run([".", "--rules", Repository.bennieRules, "--no-config"] + arguments, in: bundle.folder.path)
    }

    @Test("a file list reports only the findings on those files")
    func fileList() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--", "Characters/Bennie/wave@2x.png"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Characters/Bennie/wave@2x.png: error: [image.size]"))
        #expect(!output.stdout.contains("happy@2x.png"), "the other defect is not in the list")
        #expect(output.stderr.contains("Checked 1 changed file of"))
    }

    @Test("a clean changed file passes although another file has errors")
    func cleanFile() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--", "Characters/Bennie/idle@2x.png"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(!output.stdout.contains("error:"))
    }

    @Test("deleting a scale variant reports the missing pair on the variant that is left")
    func deletedVariant() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        try bundle.folder.remove("Characters/Bennie/idle@3x.png")
        let output = try run(bundle, ["--", "Characters/Bennie/idle@3x.png"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Characters/Bennie/idle@2x.png: error: [image.scale-pair]"))
    }

    @Test("files outside the bundle are ignored; with none left there is nothing to check")
    func outside() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--", "/etc/hostname", "../elsewhere.png"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("No changed files in . to check."))
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

    @Test("--staged checks what is staged, and writes no manifest")
    func staged() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("Examples/Characters/Lemminge/sleepy@2x.png", [])
        try repo.git("add", "Examples/Characters/Bennie/jump@2x.png")
        let output = try repo.assetcheck(["check", "--staged", "--manifest", "staged-manifest.json"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.size]"))
        #expect(!output.stdout.contains("sleepy"), "an unstaged file is not checked")
        #expect(FileManager.default.fileExists(atPath: repo.folder.path + "/staged-manifest.json"), "an explicit --manifest is written")

        try repo.git("reset", "-q")
        let nothing = try repo.assetcheck(["check", "--staged"])
        #expect(nothing.status == 0)
        #expect(nothing.stderr.contains("No changed files"))
        let status = try repo.git("status", "--porcelain").stdout
        #expect(!status.contains("AssetManifest.json"), "no manifest from .assetcheck.yml in a --staged run")
        #expect(!status.contains(".assetcheck-cache"), "the cache folder ignores itself")
    }

    @Test("--staged checks the content as staged, not as it is in the working tree")
    func stagedContent() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.folder.write("Examples/Characters/Bennie/jump@3x.png", PNGFixture.sprite(900, 1350))
        try repo.git("add", "Examples")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(600, 900))
        let badStaged = try repo.assetcheck(["check", "--staged"])
        #expect(badStaged.status == 1, "the fixed file is not staged yet: \(badStaged.stdout)")
        #expect(badStaged.stdout.contains("Examples/Characters/Bennie/jump@2x.png: error: [image.size] 598x900 px"))

        try repo.git("add", "Examples")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(10, 10))
        let goodStaged = try repo.assetcheck(["check", "--staged"])
        #expect(goodStaged.status == 0, "what is staged is right: \(goodStaged.stdout)")
    }

    @Test("--staged outside a git repository is a usage error")
    func stagedOutsideGit() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try CommandRunner.run([".", "--no-config", "--staged"], in: bundle.folder.path,
                                           environment: ["GIT_CEILING_DIRECTORIES": (bundle.folder.path as NSString).deletingLastPathComponent])
        #expect(output.status == 2)
        #expect(output.stderr.contains("not a git repository"))
    }
}
