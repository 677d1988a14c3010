import AssetCheckTestSupport
import Foundation
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
        #expect(findings.map { $0["check"] as? String } == ["image.size", "asset.unclassified"])
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
}
