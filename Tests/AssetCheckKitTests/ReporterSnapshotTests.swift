import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Every reporter's output for one outcome, compared byte for byte with files in Snapshots/reports/.
@Suite("Reporter snapshots")
struct ReporterSnapshotTests {
    static let files: [ReporterKind: String] = [
        .text: "report.txt", .xcode: "report-xcode.txt", .json: "report.json", .sarif: "report.sarif",
        .junit: "report-junit.xml", .githubActions: "report-github-actions.txt", .markdown: "report.md",
        .gitlab: "report-gitlab.json", .checkstyle: "report-checkstyle.xml",
    ]

    /// Reporters whose snapshots live in a suite of their own, because they need real files.
    static let snapshotElsewhere: Set<ReporterKind> = [.html]

    @Test("every reporter kind has a snapshot test")
    func everyKindCovered() {
        for kind in ReporterKind.allCases {
            #expect(Self.files[kind] != nil || Self.snapshotElsewhere.contains(kind), "\(kind) has no snapshot")
        }
    }

    @Test("each reporter matches its snapshot", arguments: files.keys.sorted { $0.rawValue < $1.rawValue })
    func snapshot(kind: ReporterKind) throws {
        let file = try #require(Self.files[kind])
        let output = kind == .sarif
            ? SARIFReporter(tool: ReportFixture.tool, repositoryPath: "Assets/Bundle", descriptors: ReportFixture.descriptors)
                .report(ReportFixture.outcome())
            : kind.reporter(ReportFixture.context()).report(ReportFixture.outcome())
        if let problem = Snapshot.mismatch(output, file: "Tests/AssetCheckKitTests/Snapshots/reports/" + file) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("a clean outcome gives an empty line report and a short Markdown summary")
    func clean() {
        var outcome = ReportFixture.outcome()
        outcome.findings = []
        for kind in ReporterKind.allCases where kind.isLineBased {
            #expect(kind.reporter(ReportFixture.context()).report(outcome).isEmpty, "\(kind)")
        }
        let markdown = MarkdownReporter().report(outcome)
        #expect(markdown == "## ✅ assetcheck: no problems\n\nChecked 4 files in `Bundle` with the `bennie` rules.\n")
    }

    @Test("GitHub escaping: % CR LF in data, and : , too in properties")
    func githubEscaping() {
        #expect(GitHubActionsReporter.escapeData("50%\r\nnext: a,b") == "50%25%0D%0Anext: a,b")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let line = GitHubActionsReporter().report(ReportFixture.outcome()).split(separator: "\n")
        #expect(line.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }, "one command per line")
    }

    @Test("JUnit output is well-formed XML with one test case per check on each file and on the bundle")
    func junitParses() throws {
        let xml = JUnitReporter().report(ReportFixture.outcome())
        let document = try XMLDocument(data: Data(xml.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 8, "one per evaluation of the outcome, each failing at most once")
        #expect(try document.nodes(forXPath: "//testcase/skipped").count == 1, "the check that could not run is skipped")
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == 3)
        #expect(try document.nodes(forXPath: "//testcase[count(failure) > 1]").isEmpty, "one failure per test case")
        #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "3")
        #expect(try document.nodes(forXPath: "//testcase[@name='Bundle/Characters/Bennie/wave@2x.png [image.size]']/failure").count == 1)
        let message = try document.nodes(forXPath: "//testcase[@name='Bundle/Sounds/Effects/tap wood%1.aac [audio.bit-rate]']/system-out")
        #expect(message.first?.stringValue?.contains("\"too low\", a | pipe,\nand a second line") == true)
    }

    @Test("with changed files, JUnit and Markdown count only those")
    func changedOnly() {
        let outcome = ReportFixture.outcome(changed: ["Characters/Bennie/wave@2x.png"])
        #expect(MarkdownReporter().report(outcome).contains("Checked 1 changed file in `Bundle`"))
        #expect(JUnitReporter().report(outcome).contains("tests=\"5\""), "the changed file's two checks, then the other findings")
    }

    @Test("Xcode paths are absolute; a bundle finding of a bundle given as '.' points at the current folder")
    func xcodePaths() {
        let lines = XcodeReporter(workingDirectory: "/home/artist/App").report(ReportFixture.outcome(root: "."))
        #expect(lines.contains("/home/artist/App/Characters/Bennie/wave@2x.png:1:1: error: [image.size] "))
        #expect(lines.contains("/home/artist/App:1:1: error: [audio.required-file] "))
    }

    @Test("Xcode lines carry the line and column where a JSON file stops parsing")
    func xcodeJSONPosition() {
        var outcome = ReportFixture.outcome()
        outcome.snapshot = BundleSnapshot(records: [
            AssetRecord(path: "Animations/wave.json", assetClass: "lottie", kind: .animation, bytes: 10,
                        failure: .json(.syntax(line: 3, column: 7, reason: "unexpected }"))),
        ])
        outcome.findings = [ReportFixture.finding(path: "Animations/wave.json", check: .animationInvalidJSON, severity: .error,
                                                  message: "not valid JSON at line 3, column 7")]
        let line = XcodeReporter(workingDirectory: "/w").report(outcome)
        #expect(line.hasPrefix("/w/Bundle/Animations/wave.json:3:7: error: [animation.invalid-json] "), "\(line)")
    }

    /// An outcome whose file names and messages try to start lines of their own: a workflow
    /// command after a line break, a carriage return, a terminal escape, a Unicode line separator.
    static func hostileOutcome() -> CheckOutcome {
        var outcome = ReportFixture.outcome()
        outcome.findings = [
            ReportFixture.finding(path: "Characters/evil\n::warning file=x.swift::pwned@2x.png", check: .imageSize,
                                  severity: .error, message: "598x900 px\r\n::error file=y::injected",
                                  fix: "export\u{1B}[31m at 600x900\u{2028}::notice::next"),
            ReportFixture.finding(path: "Animations/wave.json", check: .animationMissingImage, severity: .warning,
                                  message: "refers to images/\n::warning file=z::hi.png, which is missing"),
        ]
        return outcome
    }

    @Test("line-oriented reports keep one finding per line, whatever names and messages hold",
          arguments: [ReporterKind.text, .xcode, .githubActions])
    func hostileLines(kind: ReporterKind) {
        let text = kind.reporter(ReportFixture.context()).report(Self.hostileOutcome())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(text)")
        #expect(!text.unicodeScalars.contains { LineText.isControl($0) && $0 != "\n" }, "no control character but the line ends")
        let planted = ["::warning file=x", "::warning file=z", "::error file=y", "::notice"]
        #expect(!lines.contains { line in planted.contains { line.hasPrefix($0) } }, "\(text)")
        #expect(!text.contains("\u{2028}"))
    }

    @Test("the Markdown table keeps one row per finding, and the summary line one line")
    func hostileMarkdown() {
        let text = MarkdownReporter().report(Self.hostileOutcome())
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") }
        #expect(rows.count == 2, "\(text)")
        #expect(!text.unicodeScalars.contains { LineText.isControl($0) && $0 != "\n" })
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") })
        var rooted = Self.hostileOutcome()
        rooted.root = "Bundle\n::error::root"
        #expect(!TextReporter.summary(rooted).contains("\n"))
    }

    @Test("control characters are made visible, not dropped")
    func lineText() {
        #expect(LineText.escaped("a\nb\rc\td\u{1B}e\u{85}f\u{2029}") == "a\\nb\\rc\\td\\u{1B}e\\u{85}f\\u{2029}")
        #expect(LineText.escaped("Spielfläche `A`.png") == "Spielfläche `A`.png")
    }

    @Test("GitHub annotations name files from the repository root")
    func githubRepositoryPaths() {
        let text = GitHubActionsReporter(repositoryPath: "Assets/Bundle").report(ReportFixture.outcome(root: "."))
        #expect(text.contains("::error file=Assets/Bundle/Characters/Bennie/wave@2x.png,"))
        #expect(GitHubActionsReporter(repositoryPath: "").report(ReportFixture.outcome(root: "/abs/Bundle"))
            .contains("::error file=Characters/Bennie/wave@2x.png,"))
    }

    @Test("SARIF URIs are relative to the repository, percent-encoded, or file:// for an absolute root")
    func sarifLocations() {
        #expect(SARIFReporter.uri("Assets/Bundle/Sounds/tap wood%1.aac") == "Assets/Bundle/Sounds/tap%20wood%251.aac")
        #expect(SARIFReporter.uri("a:b/c@2x.png") == "a%3Ab/c@2x.png")
        let outside = SARIFReporter(tool: ReportFixture.tool, repositoryPath: nil).report(ReportFixture.outcome(root: "/tmp/b"))
        #expect(outside.contains("\"uri\" : \"file:///tmp/b/Characters/Bennie/wave@2x.png\""))
        #expect(!outside.contains("%SRCROOT%"), "an absolute URI takes no base")
    }

    @Test("GitLab Code Quality has the fields GitLab's documentation requires, with the findings' fingerprints")
    func gitlabFormat() throws {
        let outcome = ReportFixture.outcome()
        let text = GitLabCodeQualityReporter(repositoryPath: "Assets/Bundle").report(outcome)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == outcome.findings.count)
        for issue in issues {
            #expect(issue["description"] is String && issue["check_name"] is String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            #expect(!path.hasPrefix("/") && path.hasPrefix("Assets/Bundle"), "relative to the repository root: \(path)")
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == issues.count, "unique")
        #expect(fingerprints.sorted() == outcome.findings.map(\.fingerprint.rawValue).sorted(), "the findings' own")
    }

    @Test("checkstyle is well-formed XML in SwiftLint's layout: files sorted, one error per finding")
    func checkstyleFormat() throws {
        for outcome in [ReportFixture.outcome(), Self.hostileOutcome()] {
            let xml = CheckstyleReporter(repositoryPath: "Assets/Bundle").report(outcome)
            let document = try XMLDocument(data: Data(xml.utf8))
            #expect(try document.nodes(forXPath: "/checkstyle/@version").first?.stringValue == "4.3")
            let errors = try document.nodes(forXPath: "/checkstyle/file/error")
            #expect(errors.count == outcome.findings.count)
            for case let error as XMLElement in errors {
                #expect(["error", "warning"].contains(error.attribute(forName: "severity")?.stringValue ?? ""))
                #expect(Int(error.attribute(forName: "line")?.stringValue ?? "") ?? 0 >= 1)
                #expect(Int(error.attribute(forName: "column")?.stringValue ?? "") ?? 0 >= 1)
                #expect(error.attribute(forName: "source")?.stringValue?.hasPrefix("assetcheck.checks.") == true)
            }
            let names = try document.nodes(forXPath: "/checkstyle/file/@name").compactMap(\.stringValue)
            #expect(names == names.sorted())
        }
    }
}
