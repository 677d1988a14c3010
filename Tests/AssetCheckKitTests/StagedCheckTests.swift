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

    @Test("a commit of code alone that loads an image the bundle lacks is stopped by the hook, at the line of the load")
    func codeAlone() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("App/ShopView.swift", text: "import UIKit\nlet hero = UIImage(named: \"idle\")\n")
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "Shop")
        #expect(try repo.assetcheck(["hook", "install"]).status == 0)

        try repo.folder.write("App/ShopView.swift", text: "import UIKit\nlet hero = UIImage(named: \"idle\")\nlet jump = UIImage(named: \"jmup\")\n")
        try repo.git("add", "App/ShopView.swift")
        let commit = try repo.git("commit", "-m", "Jump", allowFailure: true)
        #expect(commit.status != 0, "\(commit.stdout)\(commit.stderr)")
        #expect((commit.stdout + commit.stderr).contains("App/ShopView.swift:3: error: [asset.missing] loads the image 'jmup'"),
                "\(commit.stdout)\(commit.stderr)")
        #expect(commit.stderr.contains(" in Examples and 1 changed source file: 1 error, 0 warnings"), "\(commit.stderr)")
        // Only what the commit touches is reported: not the example's assets this code never loads.
        #expect(!(commit.stdout + commit.stderr).contains("[asset.unused]"))
        // The same file named on the command line (as `pre-commit run --files` does).
        let named = try repo.assetcheck(["check", "--", "App/ShopView.swift"])
        #expect(named.status == 1, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout.contains("App/ShopView.swift:3: error: [asset.missing]"), "\(named.stdout)")

        try repo.folder.write("App/ShopView.swift", text: "import UIKit\nlet hero = UIImage(named: \"idle\")\nlet wave = UIImage(named: \"wave\")\n")
        try repo.git("add", "App/ShopView.swift")
        let fixed = try repo.git("commit", "-q", "-m", "Wave", allowFailure: true)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")

        // The same load committed past the hook is found in the range pre-commit names (`--from-ref`, `--to-ref`).
        let base = try repo.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.folder.write("App/ShopView.swift", text: "import UIKit\nlet hero = UIImage(named: \"idle\")\nlet jump = UIImage(named: \"jmup\")\n")
        try repo.git("commit", "-q", "--no-verify", "-a", "-m", "Jump again")
        let ranged = try repo.assetcheck(["check", "--pre-commit"], environment: ["PRE_COMMIT_FROM_REF": base, "PRE_COMMIT_TO_REF": "HEAD"])
        #expect(ranged.status == 1, "\(ranged.stdout)\(ranged.stderr)")
        #expect(ranged.stdout.contains("App/ShopView.swift:3: error: [asset.missing]"), "\(ranged.stdout)")
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

    @Test("git asked ahead is taken for the run's own bundle, folder and environment, and only then")
    func askedAhead() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: repo.folder.path)
        let environment = ProcessInfo.processInfo.environment
        let asked = StagedBundle.Ahead(root: setup.root, workingDirectory: repo.folder.path, environment: environment)
        let other = StagedBundle.Ahead(root: setup.root, workingDirectory: repo.folder.path,
                                       environment: environment.merging(["ASSETCHECK_TEST": "1"]) { $1 })
        // Both have their answers before the next file is staged: a run that takes them checks the first alone.
        _ = asked.answers.value
        _ = other.answers.value
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        func checked(_ ahead: StagedBundle.Ahead?) async throws -> [String] {
            let check = try #require(try ScopedCheck(ChangeRequest(staged: true), root: setup.root,
                                                     checker: BundleChecker(rules: setup.rules), workingDirectory: repo.folder.path,
                                                     environment: environment, ahead: ahead))
            return try await check.check().changedPaths ?? []
        }
        #expect(try await checked(asked) == ["Characters/Bennie/jump@2x.png"])
        let both = ["Characters/Bennie/jump@2x.png", "Characters/Bennie/wave@2x.png"]
        #expect(try await checked(other) == both, "asked with another environment: asked again")
        #expect(try await checked(nil) == both)
    }

    /// A staged run's outcome, its copy of the index, and how many files git wrote to the copy.
    typealias StagedRun = (outcome: CheckOutcome, copy: IndexCopy, written: Int)

    /// A staged run of the bundle `setup` names in `repo`, with `cache`; the files in the index's copy
    /// are counted before the run removes it.
    private func stagedRun(in repo: GitSandbox, setup: CheckSetup, cache: InspectionCache?) async throws -> StagedRun {
        let check = try #require(try ScopedCheck(ChangeRequest(staged: true), root: setup.root,
                                                 checker: BundleChecker(rules: setup.rules, cache: cache),
                                                 workingDirectory: repo.folder.path))
        let copy = try #require(check.checker.indexCopy)
        let written = FileManager.default.enumerator(atPath: copy.folder)?.allObjects.count { item in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: copy.folder + "/" + (item as! String), isDirectory: &folder) && !folder.boolValue
        } ?? 0
        return (try await check.check(), copy, written)
    }

    @Test("with a warm cache a staged run has git write only what the cache lacks, and finds what a run without the cache finds")
    func warmCacheWritesOnlyChanges() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        // What a walk treats apart: a catalog set (read through its Contents.json, listing a file it
        // lacks), a hidden folder, a name that is skipped.
        try repo.folder.writeImageSet("Examples/UI/Assets.xcassets/play.imageset", name: "play", listed: [2, 3],
                                      present: [2: PNGFixture.sprite(160, 160)])
        try repo.folder.write("Examples/.drafts/old.png", PNGFixture.sprite(10, 10))
        try repo.folder.write("Examples/Icons/.DS_Store", [0, 0, 0, 1])
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "More shapes")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")

        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: repo.folder.path)
        let cache = InspectionCache.forRun(in: setup.configFolder, rules: setup.rules, toolVersion: "test")
        func staged(cache: InspectionCache?) async throws -> StagedRun { try await stagedRun(in: repo, setup: setup, cache: cache) }
        let cold = try await staged(cache: cache)
        #expect(cold.copy.unwritten.values.allSatisfy { $0 == 0 }, "with no cache, only what the walk leaves out is not written")
        #expect(cold.copy.unwritten.keys.contains("README.md") && cold.copy.unwritten.keys.contains(".drafts/old.png"))
        // The next commit changes one more file: git writes it alone.
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        let warm = try await staged(cache: cache)
        let uncached = try await staged(cache: nil)
        // Everything is staged: a walk of the working tree is what the staged runs must have seen.
        let walked = try await BundleChecker(rules: setup.rules).check(root: repo.folder.path + "/Examples")
        #expect(warm.written == 1, "only the file the cache lacks is written: \(Set(uncached.copy.blobs.keys).subtracting(warm.copy.unwritten.keys).sorted())")
        #expect(warm.copy.unwritten.count == warm.copy.blobs.count - 1)
        #expect(warm.copy.contents.keys.contains("UI/Assets.xcassets/play.imageset/Contents.json"))
        for run in [warm.outcome, uncached.outcome] {
            // The manifest holds every finding, not only the changed files' that the run reports.
            #expect(run.manifest == walked.manifest)
            #expect(run.skippedPaths == walked.skippedPaths)
            #expect(run.snapshot.imageSets == walked.snapshot.imageSets)
            #expect(run.snapshot.catalogProblems == walked.snapshot.catalogProblems)
        }
        #expect(warm.outcome.findings.contains { $0.path == "Characters/Bennie/wave@2x.png" && $0.check == .imageSize })
        #expect(warm.outcome.findings == uncached.outcome.findings)
        #expect(warm.outcome.skippedPaths.contains(".drafts") && warm.outcome.skippedPaths.contains("Icons/.DS_Store"))
        #expect(warm.outcome.snapshot.imageSets.contains { $0.path == "UI/Assets.xcassets/play.imageset" })
    }

    @Test("a warm staged run reads its catalogs' Contents.json from the cache, asking git for none of them")
    func warmCacheHoldsListings() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let listing = "Examples/UI/Assets.xcassets/play.imageset/Contents.json"
        try repo.folder.writeImageSet("Examples/UI/Assets.xcassets/play.imageset", name: "play", listed: [2, 3],
                                      present: [2: PNGFixture.sprite(160, 160), 3: PNGFixture.sprite(240, 240)])
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "A set")
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "-A")
        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: repo.folder.path)
        let cache = InspectionCache.forRun(in: setup.configFolder, rules: setup.rules, toolVersion: "test")
        func staged() async throws -> StagedRun { try await stagedRun(in: repo, setup: setup, cache: cache) }
        let cold = try await staged()
        // The listing's object is taken from git's store: only the cache can give its bytes now
        // (git's diff and listing of the index read ids, not contents).
        let blob = try repo.git("rev-parse", ":" + listing).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try FileManager.default.removeItem(atPath: repo.folder.path + "/.git/objects/" + blob.prefix(2) + "/" + blob.dropFirst(2))
        #expect(try repo.git("cat-file", "-e", blob, allowFailure: true).status != 0)
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try repo.git("add", "Examples/Characters/Bennie/wave@2x.png")
        let warm = try await staged()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: repo.folder.path + "/" + listing))
        #expect(warm.written == 1, "git writes the changed file alone, not the listing")
        #expect(warm.copy.contents["UI/Assets.xcassets/play.imageset/Contents.json"] == [UInt8](bytes))
        #expect(warm.copy.unwritten["UI/Assets.xcassets/play.imageset/Contents.json"] == bytes.count)
        #expect(warm.outcome.snapshot.imageSets == cold.outcome.snapshot.imageSets)
        #expect(warm.outcome.snapshot.imageSets.contains { $0.path == "UI/Assets.xcassets/play.imageset" && $0.listed.count == 2 })
    }

    @Test("a hook's run checks each file on its own only where it reports, and reports what checking every file reports")
    func focusedOnScope() async throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        // A pose of the wrong size (its own finding and its group's), a copy of an icon (a finding
        // on the copies), a deleted sound.
        try repo.folder.write("Examples/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        let icon = try #require(FileManager.default.enumerator(atPath: repo.folder.path + "/Examples/Icons")?.allObjects
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted().first)
        try FileManager.default.copyItem(atPath: repo.folder.path + "/Examples/Icons/" + icon,
                                         toPath: repo.folder.path + "/Examples/Icons/copy-" + icon.split(separator: "/").last!)
        let sound = try #require(FileManager.default.enumerator(atPath: repo.folder.path + "/Examples/Sounds")?.allObjects
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".aac") || $0.hasSuffix(".m4a") }.sorted().first)
        try repo.folder.remove("Examples/Sounds/" + sound)
        try repo.git("add", "-A")

        let setup = try CheckSetup(rules: RulesRequest(), workingDirectory: repo.folder.path)
        let cacheFolder = try TemporaryFolder(prefix: "assetcheck-focus-cache")
        defer { cacheFolder.delete() }
        func staged(focusing: Bool) async throws -> CheckOutcome {
            var checker = BundleChecker(rules: setup.rules, cache: InspectionCache(folder: cacheFolder.path, toolVersion: "test", rulesDigest: "r"))
            checker.focusesOnScope = focusing
            checker.evaluating = true
            let check = try #require(try ScopedCheck(ChangeRequest(staged: true), root: setup.root, checker: checker,
                                                     workingDirectory: repo.folder.path))
            return try await check.check()
        }
        let whole = try await staged(focusing: false)
        // Twice: from a cold cache, then from the cache the first run wrote.
        for _ in 0..<2 {
            let focused = try await staged(focusing: true)
            #expect(focused.snapshot.checkedRecords.count < focused.snapshot.records.count / 4)
            #expect(focused.snapshot.records == whole.snapshot.records)
            #expect(focused.findings == whole.findings)
            #expect(focused.evaluations == whole.evaluations)
            #expect(focused.changedPaths == whole.changedPaths)
            #expect(focused.manifest.budgets == whole.manifest.budgets)
        }
        #expect(whole.findings.contains { $0.path == "Characters/Bennie/wave@2x.png" })
        #expect(whole.findings.contains { $0.check == .bundleDuplicate })

        // What the hook runs: no manifest, no baseline, so it focuses; the same lines either way.
        let hook = try repo.assetcheck(["check", "--staged", "--no-manifest"])
        let manifest = try repo.assetcheck(["check", "--staged", "--manifest", "focus-manifest.json"])
        func untimed(_ text: String) -> String { text.replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "", options: .regularExpression) }
        #expect(hook.status == 1 && hook.status == manifest.status)
        #expect(hook.stdout == manifest.stdout && !hook.stdout.isEmpty)
        #expect(untimed(hook.stderr) == untimed(manifest.stderr), "\(hook.stderr)\n\(manifest.stderr)")
    }

    @Test("the index's files are read with their blob ids; links, submodules and names not UTF-8 are told apart, files beside the bundle left out")
    func indexEntries() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/tool.sh", text: "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repo.folder.path + "/Examples/tool.sh")
        try FileManager.default.createSymbolicLink(atPath: repo.folder.path + "/Examples/link.png", withDestinationPath: "Characters/Bennie/idle@2x.png")
        try repo.run(["sh", "-c", "printf x > \"$(printf 'Examples/caf\\351.png')\""])
        try repo.folder.write("App/ShopView.swift", text: "import UIKit\n")
        try repo.folder.write("Examples/\u{DC}ber.png", text: "x")
        try repo.git("add", "-A")
        let head = try repo.git("rev-parse", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try repo.git("update-index", "--add", "--cacheinfo", "160000," + head + ",Examples/Module")

        let entries = try StagedBundle(root: "Examples", workingDirectory: repo.folder.path).entries()
        let listed = try repo.git("ls-files", "-z", "--", "Examples").stdout.split(separator: "\0").count
        #expect(entries.count == listed - 1, "every file but the submodule")
        #expect(entries["Module"] == nil && entries["../App/ShopView.swift"] == nil && entries["App/ShopView.swift"] == nil)
        let idle = try repo.git("rev-parse", ":Examples/Characters/Bennie/idle@2x.png").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(entries["Characters/Bennie/idle@2x.png"] == .init(blob: idle, isPlainFile: true))
        #expect(entries["tool.sh"]?.isPlainFile == true, "mode 100755")
        #expect(entries["link.png"]?.isPlainFile == false)
        let odd = entries.filter { $0.key.hasPrefix("caf") }
        #expect(odd.count == 1 && odd.first?.value.isPlainFile == false, "a name that is not UTF-8 is git's to write: \(odd)")
        #expect(entries["\u{DC}ber.png"]?.isPlainFile == true, "a name that is UTF-8 but not ASCII")
        #expect(try StagedBundle(root: ".", workingDirectory: repo.folder.path).entries()["App/ShopView.swift"]?.isPlainFile == true)
    }

    @Test("the index's files are listed in its order, each once: a file in conflict with its last stage")
    func indexOrder() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        let blob = { (path: String) in
            try repo.git("rev-parse", ":Examples/" + path).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let (idle, wave) = (try blob("Characters/Bennie/idle@2x.png"), try blob("Characters/Bennie/wave@2x.png"))
        // Three stages of one path, as a merge in conflict leaves them; only the last is `idle`'s.
        let conflict = "Examples/Characters/Bennie/idle@2x.png"
        try repo.git("update-index", "--force-remove", conflict)
        try repo.run(["sh", "-c", "printf '100644 \(wave) 1\t\(conflict)\n100644 \(wave) 2\t\(conflict)\n100644 \(idle) 3\t\(conflict)\n' | git update-index --index-info"])
        let listing = try StagedBundle(root: "Examples", workingDirectory: repo.folder.path).listing()
        let paths = listing.ordered.map(\.path)
        #expect(paths.count == listing.entries.count && Set(paths).count == paths.count, "each path once")
        #expect(paths == paths.sorted(), "git's order, which for these names is the strings' own")
        #expect(listing.ordered.first { $0.path == "Characters/Bennie/idle@2x.png" }?.entry.blob == idle, "the last stage")
        #expect(listing.entries["Characters/Bennie/idle@2x.png"]?.blob == idle)
        for (path, entry) in listing.ordered { #expect(listing.entries[path] == entry) }
    }
}
