import AssetCheckKit
import AssetCheckTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `--report TYPE[:FILE]`, `--format`, `--quiet` and `--no-cache` through the built binary: what
/// goes to standard output, standard error and files. (Writing each report: ``ReportRequestTests``.)
@Suite("Report options", .tags(.subprocess), .timeLimit(.minutes(5)))
struct ReportOptionsTests {
    private func bundle() throws -> ExampleBundle {
        let bundle = try ExampleBundle()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        return bundle
    }

    private func run(_ bundle: ExampleBundle, _ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run([".", "--rules", Repository.bennieRules, "--no-config"] + arguments, in: bundle.folder.path)
    }

    @Test("report files are written beside the text on standard output; --no-cache leaves no cache behind")
    func reportFiles() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--no-cache", "--report", "sarif:out/report.sarif", "--report", "markdown:summary.md"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Characters/Bennie/wave@2x.png: error: [image.size]"))
        #expect(output.stderr.contains("1 error, 1 warning"))
        let sarif = try String(contentsOfFile: bundle.folder.path + "/out/report.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"image.size\""))
        #expect(try String(contentsOfFile: bundle.folder.path + "/summary.md", encoding: .utf8).contains("| ❌ error |"))
        #expect(!FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck-cache"))
    }

    @Test("a report without a file, or --format json, replaces the text on standard output")
    func standardOutput() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let actions = try run(bundle, ["--report", "github-actions"])
        #expect(actions.stdout.contains("::error file=Characters/Bennie/wave@2x.png,title=assetcheck%3A image.size::598x900 px"))
        #expect(!actions.stdout.contains(": error: ["))
        let json = try run(bundle, ["--format", "json"])
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["check"] as? String } == ["image.size", "image.single-scale"])
        #expect(!json.stderr.contains("Checked "), "no text summary after a structured report")
    }

    @Test("--quiet prints errors only, with no summary")
    func quiet() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--quiet"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("error: [image.size]"))
        #expect(!output.stdout.contains("warning:"))
        #expect(output.stderr.isEmpty, "no summary, and no progress line when piped")
    }


    @Test("--report TYPE:/dev/stdout and TYPE:- write to standard output, and /dev/stdout stays what it was")
    func standardOutputPaths() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        var before = stat()
        lstat("/dev/stdout", &before)
        let device = try run(bundle, ["--report", "json:/dev/stdout", "--format", "json"])
        #expect(device.status == 1, "\(device.stderr)")
        #expect(device.stdout.components(separatedBy: "\"summary\"").count == 3, "the report and --format's, both whole")
        let dash = try run(bundle, ["--report", "json:-"])
        #expect(dash.status == 1, "\(dash.stderr)")
        #expect(dash.stdout.hasPrefix("{") && dash.stdout.components(separatedBy: "\"summary\"").count == 2)
        var after = stat()
        lstat("/dev/stdout", &after)
        #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino, "/dev/stdout is not replaced")
    }

    @Test("--report TYPE:/dev/stdout with standard output sent to a file: the text and the report both land in that file")
    func standardOutputToFile() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let out = bundle.folder.path + "/../" + UUID().uuidString + ".out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        // The shell opens the file once; a rename over /dev/stdout's target would orphan it.
        let script = "exec \"$0\" . --rules \"$1\" --no-config --no-cache --report json:/dev/stdout > \"$2\""
        let output = try CommandRunner.run(["-c", script, CommandRunner.binary, Repository.bennieRules, out],
                                           in: bundle.folder.path, binary: "/bin/sh")
        #expect(output.status == 1, "\(output.stderr)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.contains("Characters/Bennie/wave@2x.png: error: [image.size]"), "the text lines")
        #expect(written.contains("\"ruleId\"") || written.contains("\"check\" : \"image.size\""), "and the JSON report")
    }

    @Test("--color always colours piped text; never and NO_COLOR do not; an empty NO_COLOR does not count")
    func color() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        #expect(try run(bundle, ["--color", "always"]).stdout.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(!(try run(bundle, ["--color", "never"]).stdout.contains("\u{1B}")))
        #expect(!(try run(bundle, []).stdout.contains("\u{1B}")), "auto: piped, no colour")
        #expect(try run(bundle, ["--color", "rainbow"]).status == 2)
        try Terminal.withTerminal { descriptor in
            #expect(Terminal.isColorTerminal(fileDescriptor: descriptor, environment: ["NO_COLOR": ""]), "empty: colour")
            #expect(!Terminal.isColorTerminal(fileDescriptor: descriptor, environment: ["NO_COLOR": "1"]))
            #expect(Terminal.isColorTerminal(fileDescriptor: descriptor, environment: [:]))
        }
    }

    @Test("--config given twice is an error, not the last one silently winning")
    func repeatedConfig() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        try bundle.folder.write("a.yml", text: "paths: [.]\n")
        let output = try CommandRunner.run([".", "--config", "a.yml", "--config", "a.yml"], in: bundle.folder.path)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--config was given 2 times"), "\(output.stderr)")
    }

    @Test("run from a folder inside the repository, SARIF and GitHub annotations use paths from the repository root")
    func repositoryRelativePaths() throws {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Characters/Bennie/jump@2x.png", PNGFixture.sprite(598, 900))
        let output = try repo.assetcheck(["check", ".", "--report", "github-actions", "--report", "sarif:../out.sarif"],
                                         in: repo.folder.path + "/Examples")
        #expect(output.stdout.contains("::error file=Examples/Characters/Bennie/jump@2x.png,"), "\(output.stdout)")
        let sarif = try String(contentsOfFile: repo.folder.path + "/out.sarif", encoding: .utf8)
        #expect(sarif.contains("\"uri\" : \"Examples/Characters/Bennie/jump@2x.png\""))
    }
}

extension Terminal {
    /// Runs `body` with a descriptor that is a real TTY: a fresh pseudo-terminal's primary side.
    static func withTerminal(_ body: (Int32) throws -> Void) throws {
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard primary >= 0 else { throw CocoaError(.featureUnsupported) }
        defer { close(primary) }
        try #require(isatty(primary) == 1)
        try body(primary)
    }
}
