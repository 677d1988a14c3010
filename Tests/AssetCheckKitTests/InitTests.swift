import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck init`: rules for a project laid out its own way, mapped from what its folders hold.
@Suite("assetcheck init")
struct InitTests {
    /// The example with German folder names no built-in spelling covers.
    static func germanLayout(planted: Bool = false) throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        if planted { try PlantedDefects.plant(in: bundle) }
        for readme in ["README.md", "Sounds/README.md"] { try? bundle.folder.remove(readme) }
        for (from, to) in [("Sounds/Effects", "Klang/Effekte"), ("Sounds/Music", "Klang/Musik"),
                           ("Sounds/Narrator", "Klang/Sprecher"), ("Sounds/Bennie", "Klang/Bennie"),
                           ("Characters/Bennie", "Figuren/Bennie"), ("Characters/Lemminge", "Figuren/Lemminge"),
                           ("Backgrounds", "Hintergruende"), ("UI", "Knoepfe"), ("Icons", "Symbole")] {
            try FolderLayoutTests.move(from, to, in: bundle.folder)
        }
        return bundle
    }

    private func initialize(_ bundle: ExampleBundle, force: Bool = false) async throws -> (ProjectInitializer.Plan, CheckOutcome) {
        let initializer = ProjectInitializer(folder: bundle.folder.path, from: "bennie", force: force)
        let plan = try await initializer.plan()
        try initializer.write(plan)
        return (plan, try await initializer.check())
    }

    @Test("init maps each Bennie class onto German folders by what they hold, and its rules check the project clean")
    func germanFolders() async throws {
        let bundle = try Self.germanLayout()
        defer { bundle.delete() }
        // Files in folders Bennie's classes don't know fall back to ios's classes; the sounds the
        // playbook requires are not found where the rules look.
        #expect(try await bundle.findings().filter { $0.hasSuffix("audio.required-file") }.count == 8,
                "the built-in rules don't know these folders")
        let (plan, outcome) = try await initialize(bundle)
        let folders = Dictionary(uniqueKeysWithValues: plan.mapping.classes.map { ($0.classID, $0.folders) })
        #expect(folders["sound-effect"] == ["Klang/Effekte"])
        #expect(folders["background-music"] == ["Klang/Musik"])
        #expect(folders["narrator-voice"] == ["Klang/Sprecher"])
        #expect(folders["bennie-voice"] == ["Klang/Bennie"])
        #expect(folders["bennie-character"] == ["Figuren/Bennie"])
        #expect(folders["lemminge-character"] == ["Figuren/Lemminge"])
        #expect(folders["background"] == ["Hintergruende"])
        #expect(folders["ui-element"] == ["Knoepfe"])
        #expect(folders["icon"] == ["Symbole"])
        #expect(folders["confetti-animation"] == [], "Animations/Effects is a built-in spelling")
        #expect(plan.mapping.classes.first { $0.classID == "confetti-animation" }?.claimedAlready == 1)
        #expect(plan.mapping.text.contains("sound-effect <- Klang/Effekte/ (7 files: the required tap_wood.aac"))
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
        let rules = try String(contentsOfFile: bundle.folder.path + "/" + ProjectInitializer.rulesFileName, encoding: .utf8)
        #expect(rules.contains("\n" + #"  sound-effect: ["Klang/Effekte/**", "**/{Sounds,Sound,Audio}/{Effects,SFX,FX,SoundEffects}/**"]"# + "\n"))
        #expect(rules.contains("\nclass-paths:\n") && !rules.contains("\nclasses:"), "paths only: the rest of each class comes from bennie")
        #expect(rules.contains(#"largest-of: ["Hintergruende/**", "**/{Backgrounds,Background,BG}/**""#), "the memory group names them too")
        #expect(!rules.contains("default: true"))
        #expect(rules.contains("\nextends: bennie\n"))
        #expect(!rules.contains("lemminge-animation:"), "a class whose paths did not change comes from bennie itself")
        #expect(!rules.contains("limits:"))
        #expect(outcome.manifest.budgets?.memory.first?.usedBytes ?? 0 > 30_000_000, "the celebration screen counts the new folders")
    }

    @Test("init on the Audio/SFX copy of the example maps nothing new and writes rules that check it clean")
    func audioLayout() async throws {
        let bundle = try FolderLayoutTests.audioLayout()
        defer { bundle.delete() }
        let (plan, outcome) = try await initialize(bundle)
        let effects = plan.mapping.classes.first { $0.classID == "sound-effect" }
        #expect(effects?.folders == [], "Audio/SFX is a built-in spelling: nothing to map")
        #expect(effects?.claimedAlready == 7)
        #expect(plan.mapping.text.contains("sound-effect <- its built-in paths (7 files)"))
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
    }

    @Test("the check after init reuses what the survey read, and finds and records exactly what a fresh check does")
    func reuseMatchesFreshCheck() async throws {
        let bundle = try Self.germanLayout(planted: true)
        defer { bundle.delete() }
        // Catalog sets, read while the mapping is worked out: one listing a file it lacks, one with no Contents.json.
        try bundle.folder.writeImageSet("Knoepfe/Assets.xcassets/play.imageset", name: "play", listed: [2, 3],
                                        present: [2: PNGFixture.sprite(160, 160)])
        try bundle.folder.write("Knoepfe/Assets.xcassets/stop.imageset/stop@2x.png", PNGFixture.sprite(160, 160))
        let initializer = ProjectInitializer(folder: bundle.folder.path, from: "bennie")
        let plan = try await initializer.plan()
        try initializer.write(plan)
        let reused = try await initializer.check(reusing: plan)
        let fresh = try await initializer.check()
        #expect(reused.findings == fresh.findings)
        #expect(reused.manifest.assets == fresh.manifest.assets)
        #expect(reused.snapshot.imageSets == fresh.snapshot.imageSets)
        #expect(reused.snapshot.imageSets.contains { $0.path == "Knoepfe/Assets.xcassets/play.imageset" })
        #expect(reused.snapshot.catalogProblems == fresh.snapshot.catalogProblems)
        #expect(reused.snapshot.catalogProblems.map(\.path) == ["Knoepfe/Assets.xcassets/stop.imageset"])
        #expect(reused.skippedPaths == fresh.skippedPaths)
        #expect(fresh.findings.contains { $0.check == .imageTransparentBackground }, "pixels are decoded where the class needs them")
    }

    @Test("init with no --from starts from the default set, ios, and writes rules that only extend it")
    func defaultFromIOS() async throws {
        let bundle = try Self.germanLayout()
        defer { bundle.delete() }
        let initializer = ProjectInitializer(folder: bundle.folder.path)
        let plan = try await initializer.plan()
        #expect(plan.baseName == "ios")
        let rules = try #require(plan.files.last?.text)
        #expect(rules.hasSuffix("\nname: ios-project\nextends: ios\n"), "ios's classes are kinds and Apple's conventions: nothing to map")
        #expect(plan.mapping.text.contains("  sound <- its built-in paths (12 files)"), "\(plan.mapping.text)")
        #expect(plan.mapping.unmapped == [])
        try initializer.write(plan)
        let outcome = try await initializer.check(reusing: plan)
        #expect(outcome.rules?.name == "ios-project")
        #expect(outcome.findings.allSatisfy { $0.severity == .warning }, "\(outcome.findings.map { "\($0.path ?? "") \($0.check)" })")
    }

    @Test("app icons beside a transparent UI class's images stay with the app-icon class, and the UI folder is not claimed whole")
    func appIconsNeverMapped() async throws {
        let bundle = try Self.germanLayout()
        defer { bundle.delete() }
        let icon = "Knoepfe/Assets.xcassets/AppIcon.appiconset/"
        try bundle.folder.write(icon + "Contents.json", text: """
            {"images": [{"filename": "icon-1024.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
             "info": {"author": "xcode", "version": 1}}
            """)
        try bundle.folder.write(icon + "icon-1024.png", PNGFixture.opaque(1024, 1024))
        try bundle.folder.write("Knoepfe/Glass.icon/Assets/glyph.png", PNGFixture.sprite(512, 512))
        let (plan, outcome) = try await initialize(bundle)
        let ui = try #require(plan.mapping.classes.first { $0.classID == "ui-element" })
        #expect(ui.folders == ["Knoepfe"])
        #expect(!ui.patterns.contains("Knoepfe/**"), "\(ui.patterns)")
        let classes = Dictionary(uniqueKeysWithValues: outcome.manifest.assets.map { ($0.path, $0.assetClass ?? "") })
        #expect(classes[icon + "icon-1024.png"] == "app-icon")
        #expect(classes["Knoepfe/Glass.icon/Assets/glyph.png"] != "ui-element")
        #expect(!outcome.findings.contains { $0.check == .imageTransparentBackground }, "\(outcome.findings.map(\.message))")
    }

    @Test("init never overwrites without force, and writes nothing then")
    func noOverwrite() async throws {
        let bundle = try Self.germanLayout()
        defer { bundle.delete() }
        try bundle.folder.write(ProjectInitializer.rulesFileName, text: "mine\n")
        let initializer = ProjectInitializer(folder: bundle.folder.path, from: "bennie")
        let plan = try await initializer.plan()
        #expect(throws: InitError.self) { try initializer.write(plan) }
        #expect(!FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck.yml"))
        #expect(try String(contentsOfFile: bundle.folder.path + "/" + ProjectInitializer.rulesFileName, encoding: .utf8) == "mine\n")
        _ = try await initialize(bundle, force: true)
        #expect(try String(contentsOfFile: bundle.folder.path + "/" + ProjectInitializer.rulesFileName, encoding: .utf8) != "mine\n")
    }

    @Test("the rewriter replaces a class's paths over several lines and keeps the rest as written")
    func rewriter() async throws {
        let bundle = try Self.germanLayout()
        defer { bundle.delete() }
        let plan = try await ProjectInitializer(folder: bundle.folder.path, from: "osmo").plan()
        let rules = try #require(plan.files.last?.text)
        #expect(throws: Never.self) { try RuleSetLoader.load(yaml: rules, source: "t.yml", resolver: Repository.rulesResolver) }
        #expect(rules.contains("name: osmo-project"))
    }
}

/// `assetcheck init` as a user runs it.
@Suite("assetcheck init, run", .tags(.subprocess), .timeLimit(.minutes(5)))
struct InitCommandTests {
    @Test("init writes both files, shows the mapping, checks clean; --help explains it with an example")
    func endToEnd() throws {
        let bundle = try InitTests.germanLayout()
        defer { bundle.delete() }
        let run = try CommandRunner.run(["init", "--from", "bennie", "."], in: bundle.folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("sound-effect <- Klang/Effekte/"))
        #expect(run.stderr.contains("0 errors, 0 warnings"))
        #expect(FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck.yml"))
        let again = try CommandRunner.run([], in: bundle.folder.path)
        #expect(again.status == 0)
        #expect(again.stderr.contains("0 errors, 0 warnings"))
        let refused = try CommandRunner.run(["init", "."], in: bundle.folder.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("give --force to overwrite it"))
        let help = try CommandRunner.run(["init", "--help"])
        #expect(help.stdout.contains("assetcheck init MyApp/Assets --from bennie"))
        #expect(help.stdout.contains("--force"))
    }

    @Test("the README's example runs as written from the folder above the project: init MyApp/Assets --from bennie")
    func readmeExample() throws {
        let bundle = try InitTests.germanLayout()
        defer { bundle.delete() }
        let parent = try TemporaryFolder(prefix: "assetcheck-init-readme")
        defer { parent.delete() }
        try FileManager.default.createDirectory(atPath: parent.path + "/MyApp", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: bundle.folder.path, toPath: parent.path + "/MyApp/Assets")
        let run = try CommandRunner.run(["init", "MyApp/Assets", "--from", "bennie"], in: parent.path)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("Classes of the bennie rules, mapped onto MyApp/Assets:"))
        #expect(run.stdout.contains("sound-effect <- Klang/Effekte/ (7 files: the required tap_wood.aac ..., 44100 Hz, 128 kbps)"))
        #expect(run.stdout.contains("Wrote MyApp/Assets/.assetcheck.yml and MyApp/Assets/assetcheck-rules.yml; "
            + "`assetcheck MyApp/Assets` checks with them from now on"))
        #expect(run.stdout.contains("The check with these rules found nothing."))
        #expect(run.stderr.contains("files in MyApp/Assets: 0 errors, 0 warnings"), "\(run.stderr)")
        // The command it names, from the same folder, reads the files written into the bundle.
        let check = try CommandRunner.run(["MyApp/Assets", "--manifest", "m.json"], in: parent.path)
        #expect(check.status == 0, "\(check.stdout)\n\(check.stderr)")
        let manifest = try ManifestSource.decode(Data(contentsOf: URL(fileURLWithPath: parent.path + "/m.json")), path: "m.json")
        #expect(manifest.assets.first { $0.path == "Klang/Effekte/tap_wood.aac" }?.assetClass == "sound-effect")
        #expect(FileManager.default.fileExists(atPath: parent.path + "/MyApp/Assets/.assetcheck-cache"), "the cache beside the configuration")
    }
}

/// The rules `init` writes over a set it extends: only what differs.
@Suite("assetcheck init, extending rules")
struct ExtendingRulesTests {
    @Test("only the folders and budgets whose patterns changed are written, as the set writes them, and the paths of the classes mapped")
    func onlyWhatDiffers() {
        let original = """
            # header
            name: osmo
            default: true
            budgets:
              memory:
                max: 100 MB
                groups:
                  games: {each-folder: "Games/*"}
              bundle-size:
                max: 1 GB
            folders:
              game-module:
                paths: ["Games/*"]
            classes:
              # Each game's icon.
              game-icon:
                kind: image
                paths: ["Games/*/*_icon*.png"]

              # Backgrounds.
              scene-background:
                kind: image
                paths: ["Games/*/Backgrounds/**",
                        "Games/*/Background/**"]
            """
        let rewritten = original.replacingOccurrences(of: "\"Games/*\"}", with: "\"Module/Spiele/*\"}")
            .replacingOccurrences(of: "paths: [\"Games/*/*_icon*.png\"]", with: "paths: [\"Module/Spiele/*/*_icon*.png\", \"Games/*/*_icon*.png\"]")
        let text = ExtendingRules.text(original: original, rewritten: rewritten, name: "osmo-project", parent: "osmo")
        #expect(text == """
            name: osmo-project
            extends: osmo

            budgets:
              memory:
                max: 100 MB
                groups:
                  games: {each-folder: "Module/Spiele/*"}

            # Where this project keeps the files of osmo's classes: each class as osmo defines it, with these paths.
            class-paths:
              game-icon: ["Module/Spiele/*/*_icon*.png", "Games/*/*_icon*.png"]

            """)
    }
}
