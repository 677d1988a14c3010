import AssetCheckTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as users meet it, through the built binary: exit codes, which stream gets
/// what, `--help`. What the flags map to is tested in process (``CheckSetupTests``,
/// ``CheckRequestTests``, ``ReportRequestTests``, ``BaselineRequestTests``).
@Suite("Command line", .tags(.subprocess), .timeLimit(.minutes(5)))
struct CommandLineTests {
    @Test("a clean bundle exits 0 and prints a summary on stderr")
    func clean() throws {
        // The repository's .assetcheck.yml leaves the other apps' bundles under Examples/ out.
        let output = try CommandRunner.run(["check", "Examples", "--rules", "bennie", "--no-manifest"])
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
        #expect(relaxed.stdout.contains("Misc/stray@2x.png: warning: [image.single-scale]"))
        #expect(try CommandRunner.run([bundle.folder.path, "--no-config", "--strict"]).status == 1)
    }

    /// Command lines that stop before any report, each with what standard error must say.
    private static let stoppedCommandLines: [(arguments: [String], message: String)] = [
        (["check", "--frobnicate"], "Unknown option '--frobnicate'"),
        (["check", "--format", "yaml"], "The value 'yaml' is invalid for '--format <format>'"),
        (["--report", "pdf:out.pdf"], "The value 'pdf:out.pdf' is invalid for '--report <type[:file]>'"),
        (["--report", "json", "--report", "sarif"], "at most one --report may go to standard output"),
        (["--staged", "--", "x.png"], "give --staged or a list of files, not both"),
        (["rules", "--rule-sets", "--print", "ios"], "give --rule-sets or --print NAME, not both"),
        (["rules", "--keys", "--rule-sets"], "give --keys without --rule-sets and --print"),
        (["check", "/nonexistent/bundle", "--no-config"], "/nonexistent/bundle: no such folder"),
        ([".", "--rules", "rules.yml", "--no-config"], "rules.yml:6:5: error: unknown key 'sise'"),
        ([".", "--rules", "benie", "--no-config"], "no built-in rule set of that name; available: bennie, crafta, dandelion, ios, osmo"),
        ([".", "--config", "bad.yml"], "bad.yml:1:1: error: unknown key 'rulez'"),
        ([".", "--no-config", "--baseline", "none.json"], "none.json: cannot read the baseline"),
    ]

    @Test("bad usage, rules, configuration or baseline exits 2, saying why on standard error only", arguments: stoppedCommandLines)
    func usageErrors(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("rules.yml", text: "name: x\nclasses:\n  a:\n    kind: image\n    paths: [A/**]\n    sise: 1x1\n")
        try folder.write("bad.yml", text: "rulez: bennie\n")
        let output = try CommandRunner.run(arguments, in: folder.path)
        #expect(output.status == 2)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test("--help teaches with examples, every check is listed by `rules`, and every rules key by `rules --keys`")
    func help() throws {
        let help = try CommandRunner.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("--strict"))
        let rules = try CommandRunner.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("image.scale-pair"))
        #expect(rules.stdout.contains("file.symlink-outside"))
        let keys = try CommandRunner.run(["rules", "--keys"])
        #expect(keys.status == 0)
        #expect(keys.stdout.contains("classes.NAME.size (image)"))
        #expect(keys.stdout.contains("limits.max-file-size"))
    }

    @Test("an unreadable file is one finding (run as an unprivileged user where needed)")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try FileManager.default.copyItem(atPath: Repository.examples, toPath: folder.path + "/Bundle")
        ExampleBundle.removeOtherApps(from: folder.path + "/Bundle")
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
        // The rules extend the built-in `ios` set, found in Rules/ of the working folder.
        try FileManager.default.createDirectory(atPath: folder.path + "/Rules", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.root + "/Rules/ios.yml", toPath: folder.path + "/Rules/ios.yml")
        let output = try CommandRunner.run(["Bundle", "--rules", "bennie.yml", "--no-config", "--no-cache", "--format", "json"],
                                           in: folder.path, prefix: prefix, binary: binary)
        #expect(output.status == 1)
        #expect(output.stdout.contains("\"check\" : \"file.unreadable\""))
        #expect(output.stdout.contains("permission denied"))
        #expect(output.stdout.components(separatedBy: "\"check\"").count == 2)
    }
}
