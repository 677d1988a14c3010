import AssetCheckTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as users meet it: exit codes, messages, formats.
@Suite("Command line", .tags(.subprocess), .timeLimit(.minutes(5)))
struct CommandLineTests {
    @Test("a clean bundle exits 0 and prints a summary on stderr")
    func clean() throws {
        // .assetcheck.yml's `excluded` leaves out Examples/Crafta, which has rules of its own.
        let output = try CommandRunner.run(["check", "Examples", "--rules", "bennie", "--no-manifest", "--no-cache"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("in Examples: 0 errors, 0 warnings"))
    }

    @Test("errors exit 1 and print compiler-style lines with the fix")
    func errorsExitOne() throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(897, 1350))
        let output = try CommandRunner.run([".", "--rules", Repository.bennieRules, "--no-config"], in: bundle.folder.path)
        #expect(output.status == 1)
        #expect(output.stdout.contains(
            "Characters/Bennie/wave@2x.png: error: [image.size] 598x900 px, but Bennie characters are 300x450 pt = 600x900 px at @2x; export at 600x900\n"))
        #expect(output.stderr.contains("2 errors, 0 warnings"))
    }

    @Test("warnings pass unless --strict")
    func strict() throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        let relaxed = try CommandRunner.run([bundle.folder.path, "--no-config"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning: [asset.unclassified]"))
        #expect(try CommandRunner.run([bundle.folder.path, "--no-config", "--strict"]).status == 1)
    }

    @Test("--format json prints the findings as JSON")
    func json() throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Characters/Bennie/idle@2x.png", [])
        let output = try CommandRunner.run([".", "--no-config", "--format", "json"], in: bundle.folder.path)
        #expect(output.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["path"] as? String == "Characters/Bennie/idle@2x.png")
        #expect(findings.first?["check"] as? String == "file.empty")
        #expect(findings.first?["severity"] as? String == "error")
    }

    @Test("a bad rules file exits 2 naming the file and line")
    func badRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("rules.yml", text: "name: x\nclasses:\n  a:\n    kind: image\n    paths: [A/**]\n    sise: 1x1\n")
        let output = try CommandRunner.run([Repository.examples, "--rules", folder.path + "/rules.yml", "--no-config"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("rules.yml:6:5: error: unknown key 'sise'"))
    }

    @Test("an unknown built-in rule set exits 2 and lists the available ones")
    func unknownRuleSet() throws {
        let output = try CommandRunner.run([Repository.examples, "--rules", "benie", "--no-config"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("available: bennie"))
    }

    @Test("bad usage exits 2")
    func badUsage() throws {
        #expect(try CommandRunner.run(["check", "--frobnicate"]).status == 2)
        #expect(try CommandRunner.run(["check", "--format", "yaml"]).status == 2)
        let missing = try CommandRunner.run(["check", "/nonexistent/bundle", "--no-config"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such folder"))
    }

    @Test("--help teaches with examples, and every check is listed by `rules`")
    func help() throws {
        let help = try CommandRunner.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("--strict"))
        let rules = try CommandRunner.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("image.scale-pair"))
        #expect(rules.stdout.contains("file.symlink-outside"))
    }

    @Test(".assetcheck.yml in a parent folder supplies rules, path and manifest")
    func configuration() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: folder.path + "/Bundle")
        try folder.write(".assetcheck.yml", text: "rules: bennie\npaths: [Bundle]\nmanifest: out/AssetManifest.json\nexcluded: [README.md, \"Crafta/**\", \"*.AssetManifest.json\"]\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        let output = try CommandRunner.run([], in: folder.path + "/sub")
        #expect(output.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/AssetManifest.json"))
        try folder.write(".assetcheck.yml", text: "rulez: bennie\n")
        let bad = try CommandRunner.run([], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".assetcheck.yml:1:1: error: unknown key 'rulez'"))
    }

    @Test("an unreadable file is one finding (run as an unprivileged user where needed)")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: folder.path + "/Bundle")
        try folder.remove("Bundle/Crafta")  // rules of its own
        try folder.remove("Bundle/Crafta.AssetManifest.json")
        let path = folder.path + "/Bundle/Characters/Bennie/idle@2x.png"
        #expect(chmod(path, 0) == 0)
        var prefix: [String] = []
        var binary = CommandRunner.binary
        if getuid() == 0 {
            // root reads anything: drop to 'nobody', who can read the copy but not the chmod 000 file.
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                Issue.record("running as root without /usr/bin/setpriv: cannot test an unreadable file")
                return
            }
            // The checkout may not be open to 'nobody': give it its own copy of the binary.
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
            binary = folder.path + "/assetcheck"
            try FileManager.default.copyItem(atPath: CommandRunner.binary, toPath: binary)
            prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        try FileManager.default.copyItem(atPath: Repository.bennieRules, toPath: folder.path + "/bennie.yml")
        let output = try CommandRunner.run(["Bundle", "--rules", "bennie.yml", "--no-config", "--no-cache", "--format", "json"],
                                           in: folder.path, prefix: prefix, binary: binary)
        #expect(output.status == 1)
        #expect(output.stdout.contains("\"check\" : \"file.unreadable\""))
        #expect(output.stdout.contains("permission denied"))
        #expect(output.stdout.components(separatedBy: "\"check\"").count == 2)
    }
}
