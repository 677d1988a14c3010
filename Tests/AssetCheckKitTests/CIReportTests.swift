import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The CI reports where a finding has a place: SARIF regions, workflow-command `line=`/`col=`,
/// a missing required file anchored at the rules line that asks for it, JUnit's `--strict` and
/// `file=`, text paths from the current folder, and diff markdown escaped as check's is.
@Suite("CI report places")
struct CIReportTests {
    /// The line of `Rules/bennie.yml` that requires `name`.
    private static func rulesLine(requiring name: String) throws -> Int {
        let lines = try String(contentsOfFile: Repository.bennieRules, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + ":") }) + 1
    }

    /// A repository holding the example bundle with a Lottie file cut off mid-object (line 3) and
    /// a required sound effect deleted, checked by the built binary from a subfolder with every
    /// CI report; the reports by name, and the run.
    private func brokenRepositoryReports(strict: Bool = false) throws -> (reports: [String: String], run: CommandRunner.Output) {
        let repo = try GitSandbox()
        defer { repo.delete() }
        try repo.folder.write("Examples/Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/lemminge_hop.json",
                              text: "{\n  \"v\": \"5.7.0\",\n  \"fr\": 30 \"ip\": 0\n}\n")
        try repo.folder.remove("Examples/Sounds/Effects/coin_collect.aac")
        try repo.folder.write("sub/.keep", text: "")
        // Reports go into a folder that exists: assetcheck never makes one (exit 3).
        try repo.folder.write("out/.keep", text: "")
        let kinds = ["sarif", "github-actions", "gitlab", "checkstyle", "junit"]
        let run = try CommandRunner.run(["check", "--no-cache", "--report", "xcode"] + (strict ? ["--strict"] : [])
                                            + kinds.flatMap { ["--report", "\($0):../out/report.\($0)"] },
                                        in: repo.folder.path + "/sub")
        var reports: [String: String] = ["xcode": run.stdout]
        for kind in kinds {
            reports[kind] = try String(contentsOfFile: repo.folder.path + "/out/report.\(kind)", encoding: .utf8)
        }
        return (reports, run)
    }

    @Test("a broken JSON file gets a SARIF region and line=/col=; a missing required file points at its rules line",
          .tags(.subprocess), .timeLimit(.minutes(3)))
    func placesEndToEnd() throws {
        let (reports, run) = try brokenRepositoryReports()
        #expect(run.status == 1, "\(run.stderr)")
        let json = "Examples/Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/lemminge_hop.json"
        let line = try Self.rulesLine(requiring: "coin_collect.aac")

        let sarifText = try #require(reports["sarif"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        func physical(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        }
        func uri(_ result: [String: Any]) -> String? { (physical(result)?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        func region(_ result: [String: Any]) -> [String: Any]? { physical(result)?["region"] as? [String: Any] }
        let broken = try #require(results.first { uri($0) == json }, "\(results)")
        #expect(region(broken)?["startLine"] as? Int == 3)
        #expect((region(broken)?["startColumn"] as? Int ?? 0) > 1)
        let required = try #require(results.first { $0["ruleId"] as? String == "audio.required-file" })
        #expect(uri(required) == "Rules/bennie.yml")
        #expect(region(required)?["startLine"] as? Int == line)
        if SARIFSchemaTests.validatorMissing == nil {
            let problems = try SARIFSchemaTests.validate(sarifText)
            #expect(problems.isEmpty, "\(problems)")
        }

        let github = try #require(reports["github-actions"])
        #expect(github.contains("::error file=\(json),line=3,col="), "\(github)")
        #expect(github.contains("::error file=Rules/bennie.yml,line=\(line),col=7,title=assetcheck%3A audio.required-file::"), "\(github)")
        let gitlab = try #require(reports["gitlab"])
        #expect(gitlab.contains("\"path\" : \"Rules/bennie.yml\""), "\(gitlab)")
        #expect(gitlab.contains("\"begin\" : \(line)"), "\(gitlab)")
        let checkstyle = try #require(reports["checkstyle"])
        #expect(checkstyle.contains("<file name=\"Rules/bennie.yml\">\n\t\t<error line=\"\(line)\" column=\"7\" severity=\"error\""),
                "\(checkstyle)")
        let xcode = try #require(reports["xcode"])
        #expect(xcode.contains("/Rules/bennie.yml:\(line):7: error: [audio.required-file] coin_collect.aac is missing"), "\(xcode)")
        #expect(xcode.contains("/\(json):3:"), "\(xcode)")

        let junit = try #require(reports["junit"])
        #expect(junit.contains(" file=\"\(json)\""), "relative to the repository root, not to sub/: \(junit)")
        #expect(junit.contains("/\(json) [animation.invalid-json]\" file=\"\(json)\""), "names stay the display paths: \(junit)")
    }

    @Test("JUnit under --strict: warnings are failing test cases, and a JUnit reader counts them")
    func junitStrict() throws {
        let outcome = ReportFixture.outcome()
        #expect(outcome.warningCount == 2 && outcome.errorCount == 3)
        let relaxed = JUnitReporter().report(outcome)
        let strict = JUnitReporter(strict: true).report(outcome)
        #expect(relaxed.contains("failures=\"3\""))
        #expect(strict.contains("failures=\"5\""), "\(strict)")
        #expect(strict.contains("<failure type=\"audio.bit-rate\""))
        #expect(!strict.contains("<system-out>"), "no warning is left only in the output")
        guard let python = JUnitReader.python else { return }
        let counts = try JUnitReader.failures(in: strict, python: python)
        #expect(counts == 5, "junitparser read \(counts) failures")
        #expect(try JUnitReader.failures(in: relaxed, python: python) == 3)
    }

    @Test("JUnit file= is relative to the repository root; the test names are the display paths")
    func junitFile() {
        let outcome = ReportFixture.outcome(root: "../Bundle")
        let report = JUnitReporter(repositoryPath: "Assets/Bundle").report(outcome)
        #expect(report.contains("name=\"../Bundle/Characters/Bennie/wave@2x.png [image.size]\" file=\"Assets/Bundle/Characters/Bennie/wave@2x.png\""),
                "\(report)")
        #expect(JUnitReporter().report(outcome).contains("file=\"../Bundle/Characters/Bennie/wave@2x.png\""),
                "outside a repository, the display path")
    }

    @Test("diff markdown keeps @2x from mentioning a user, and escapes as check --report markdown does")
    func diffMarkdownEscapes() throws {
        var finding = ReportFixture.finding(path: "Characters/Bennie/wave@2x.png", check: .imageScalePair, severity: .error,
                                            message: "the @3x variant is missing (Characters/Bennie/wave@3x) <b>*bold*</b> | pipe",
                                            fix: "export @3x at 900x1350 px")
        finding.fingerprint = Fingerprint(check: .imageScalePair, path: finding.path, identity: ["x"])
        let rules = RuleSet(name: "bennie", source: "Rules/bennie.yml", classes: [])
        let old = AssetManifest(snapshot: BundleSnapshot(records: []), rules: rules, findings: [])
        let new = AssetManifest(snapshot: BundleSnapshot(records: []), rules: rules, findings: [finding])
        let report = DiffMarkdownReport(oldLabel: "base@main", newLabel: "Bundle").report(ManifestDiff(old: old, new: new))
        let line = try #require(report.split(separator: "\n").map(String.init).first { $0.hasPrefix("- **error**") }, "\(report)")
        let expected = "- **error** `Characters/Bennie/wave@2x.png` `image.scale-pair`: " + MarkdownText.cell(finding.message)
            + "; " + MarkdownText.cell("export @3x at 900x1350 px")
        #expect(line == expected)
        #expect(line.contains("@&#8203;3x variant"))
        #expect(line.contains("&lt;b&gt;\\*bold\\*&lt;/b&gt; \\| pipe"), "\(line)")
        #expect(report.hasPrefix("### assetcheck: `base@main` → `Bundle`"), "labels in code spans")
        let checkReport = MarkdownReporter().report(ReportFixture.outcome())
        #expect(checkReport.contains(MarkdownText.cell("measured 96 kbps, 25% below 128 kbps: \"too low\", a | pipe,\nand a second line")))
    }

    @Test("text findings print paths from the current folder, so an editor opens them as printed",
          .tags(.subprocess), .timeLimit(.minutes(2)))
    func textPathsFromCurrentFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("out/osmo/defects/Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        let run = try CommandRunner.run(["check", "out/osmo/defects", "--rules", "bennie", "--no-config", "--no-cache"],
                                        in: folder.path)
        let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("[image.size]") }, "\(run.stdout)\(run.stderr)")
        let path = String(line.prefix { $0 != ":" })
        #expect(path == "out/osmo/defects/Characters/Bennie/wave@2x.png")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/" + path))
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        #expect(readme.contains("Findings print their paths from the current folder"), "the README says what the tool does")
    }
}

/// junitparser (PyPI), a real JUnit reader, when installed.
enum JUnitReader {
    /// A Python that imports junitparser.
    static let python: String? = ["python3", "/usr/bin/python3"].first { python in
        (try? SARIFSchemaTests.run([python, "-c", "import junitparser"]).status) == 0
    }

    /// The number of failed test cases junitparser reads in `report`.
    static func failures(in report: String, python: String) throws -> Int {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("report.xml", text: report)
        let script = """
            import sys
            from junitparser import JUnitXml, Failure
            xml = JUnitXml.fromfile(sys.argv[1])
            print(sum(1 for suite in xml for case in suite if any(isinstance(r, Failure) for r in case.result)))
            """
        let result = try SARIFSchemaTests.run([python, "-c", script, folder.path + "/report.xml"])
        return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}
