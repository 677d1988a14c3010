import AssetCheckTestSupport
import Foundation
import Testing

/// `--report TYPE[:FILE]`, `--quiet` and `--no-cache` on the command line.
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

    @Test("one run writes several reports, each to its own file, and text to standard output")
    func severalReports() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--report", "sarif:out/report.sarif", "--report", "junit:out/report.xml",
                                      "--report", "markdown:summary.md"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Characters/Bennie/wave@2x.png: error: [image.size]"))
        let sarif = try String(contentsOfFile: bundle.folder.path + "/out/report.sarif", encoding: .utf8)
        #expect(sarif.contains("\"ruleId\" : \"image.size\""))
        let junit = try String(contentsOfFile: bundle.folder.path + "/out/report.xml", encoding: .utf8)
        #expect(junit.hasPrefix("<?xml"))
        #expect(try String(contentsOfFile: bundle.folder.path + "/summary.md", encoding: .utf8).contains("| ❌ error |"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: bundle.folder.path + "/out")
        #expect(leftovers.sorted() == ["report.sarif", "report.xml"], "no temporary files are left behind")
    }

    @Test("a report without a file replaces the text on standard output")
    func standardOutput() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let output = try run(bundle, ["--report", "github-actions"])
        #expect(output.stdout.contains("::error file=Characters/Bennie/wave@2x.png,title=assetcheck%3A image.size::598x900 px"))
        #expect(!output.stdout.contains(": error: ["))
    }

    @Test("two reports to standard output, or an unknown type, are usage errors")
    func badUsage() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let twice = try run(bundle, ["--report", "json", "--report", "sarif"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("at most one --report may go to standard output"))
        let unknown = try run(bundle, ["--report", "pdf:out.pdf"])
        #expect(unknown.status == 2)
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

    @Test("--no-cache writes no cache; a cached run prints the same as an uncached one")
    func noCache() throws {
        let bundle = try bundle()
        defer { bundle.delete() }
        let uncached = try run(bundle, ["--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck-cache"))
        let cold = try run(bundle, [])
        let warm = try run(bundle, [])
        #expect(FileManager.default.fileExists(atPath: bundle.folder.path + "/.assetcheck-cache"))
        #expect(cold.stdout == uncached.stdout)
        #expect(warm.stdout == uncached.stdout)
        #expect(warm.status == uncached.status)
    }
}
