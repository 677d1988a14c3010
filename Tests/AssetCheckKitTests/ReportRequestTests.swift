import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `--report TYPE[:FILE]` in process: parsing the argument, and writing each reporter's report to
/// its file atomically.
@Suite("Report requests")
struct ReportRequestTests {
    private static let tool = ToolIdentity(version: "1.2.3")

    /// The example bundle with one size error and one unclassified-file warning, checked.
    private func outcome() async throws -> (ExampleBundle, CheckOutcome) {
        let bundle = try ExampleBundle()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        var outcome = try await bundle.check()
        outcome.root = "."
        return (bundle, outcome)
    }

    private func report(_ kind: ReporterKind, _ outcome: CheckOutcome, from folder: String) -> String {
        kind.reporter(ReportContext(workingDirectory: folder, tool: Self.tool)).report(outcome)
    }

    @Test("every reporter type parses alone, for standard output, and with a file after the first colon",
          arguments: ReporterKind.allCases)
    func parsesEveryType(kind: ReporterKind) throws {
        #expect(ReportRequest(argument: kind.rawValue) == ReportRequest(kind: kind))
        #expect(ReportRequest(argument: "\(kind.rawValue):out/report") == ReportRequest(kind: kind, file: "out/report"))
        #expect(ReportRequest(argument: "\(kind.rawValue):C:/reports/a:b")?.file == "C:/reports/a:b")
    }

    @Test("an unknown type, a type in capitals or an empty file name is not a report request",
          arguments: ["pdf", "pdf:out.pdf", "SARIF", "", ":out.sarif", "sarif:"])
    func refusesUnknown(argument: String) {
        #expect(ReportRequest(argument: argument) == nil)
    }

    @Test("each reporter's report is written whole to its file, with nothing left beside it")
    func writesEveryType() async throws {
        let (bundle, outcome) = try await outcome()
        let out = try TemporaryFolder()
        defer { bundle.delete(); out.delete() }
        for kind in ReporterKind.allCases {
            let file = out.path + "/\(kind.rawValue)/nested/report.out"
            try FileManager.default.createDirectory(atPath: out.path + "/\(kind.rawValue)/nested", withIntermediateDirectories: true)
            let text = report(kind, outcome, from: bundle.folder.path)
            try ReportRequest(kind: kind, file: file).write(text)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "\(kind.rawValue)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path + "/\(kind.rawValue)/nested") == ["report.out"],
                    "no temporary file is left beside the \(kind.rawValue) report")
        }
        let read = { (kind: String) in try String(contentsOfFile: out.path + "/\(kind)/nested/report.out", encoding: .utf8) }
        #expect(try read("sarif").contains("\"ruleId\" : \"image.size\""))
        #expect(try read("junit").hasPrefix("<?xml"))
        #expect(try read("markdown").contains("| ❌ error |"))
        #expect(try read("github-actions").contains("::error file=Characters/Bennie/wave@2x.png,line=1,col=1,title=assetcheck%3A image.size::598x900 px"))
        #expect(try read("text").contains("Characters/Bennie/wave@2x.png: error: [image.size] 598x900 px"))
        #expect(try read("html").contains("Characters/Bennie/wave@2x.png"))
    }

    @Test("a report replaces the old file by renaming a finished one over it, never by writing into it")
    func writesAtomically() throws {
        let out = try TemporaryFolder()
        defer { out.delete() }
        let file = out.path + "/report.sarif", reader = out.path + "/still-open.sarif"
        let request = ReportRequest(kind: .sarif, file: file)
        try request.write(String(repeating: "old report\n", count: 1000))
        // A second name for the old file, as a reader that opened it before the rename holds it.
        try FileManager.default.linkItem(atPath: file, toPath: reader)
        try request.write("new report\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new report\n")
        #expect(try String(contentsOfFile: reader, encoding: .utf8) == String(repeating: "old report\n", count: 1000),
                "the old file is never truncated or half-written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["report.sarif", "still-open.sarif"])
    }

    @Test("a report path in a folder that cannot be made is a clear error naming the report and the file")
    func unwritableFolder() throws {
        let out = try TemporaryFolder()
        defer { out.delete() }
        try out.write("reports", text: "a file where the folder should be\n")
        let file = out.path + "/reports/junit.xml"
        let error = #expect(throws: ReportFileError.self) { try ReportRequest(kind: .junit, file: file).write("<xml/>") }
        #expect(error?.what == "the junit report")
        #expect(error?.file == file)
        #expect(error?.description.hasPrefix("error: cannot write the junit report to \(file): ") == true)
    }
}
