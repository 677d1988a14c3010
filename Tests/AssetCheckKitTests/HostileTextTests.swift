import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// Names and strings from asset content reach line-oriented reports escaped: one finding, one
/// line, and nothing a CI log parser or a terminal would take as a command.
@Suite("Hostile text in reports")
struct HostileTextTests {
    @Test("a file name with a newline and a Lottie image path with a workflow command stay on their finding's line")
    func hostileNames() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Misc/evil\n::warning file=x.swift::pwned\u{1B}[31m.png", PNGFixture.sprite(10, 10))
        try bundle.folder.write("Animations/Bennie/sneaky.json", Array("""
            {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":10,"h":10,"layers":[],
             "assets":[{"id":"i","w":1,"h":1,"u":"images/","p":"x.png\\n::error file=y::owned"}]}
            """.utf8))
        let outcome = try await bundle.check()
        let context = ReportContext(colored: false, workingDirectory: "/repo", repositoryPath: "Bundle",
                                    tool: ToolIdentity(version: "1", informationURI: nil))
        for kind in [ReporterKind.text, .xcode, .githubActions] {
            let report = kind.reporter(context).report(outcome)
            let lines = report.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == outcome.findings.count, "\(kind): one line per finding")
            #expect(!lines.contains { $0.hasPrefix("::") && !$0.hasPrefix("::warning file=") && !$0.hasPrefix("::error file=") },
                    "\(kind): a line starts with a workflow command that is not ours")
            #expect(!report.contains("\u{1B}"), "\(kind): an escape sequence reached the output")
        }
        let text = TextReporter().report(outcome)
        #expect(text.contains(#"Misc/evil\n::warning file=x.swift::pwned\u{1B}[31m.png: warning: [image.single-scale]"#))
    }
}
