import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import AssetInspection
import Foundation
import Testing

/// The report in a real browser (headless Chromium): it renders one card per asset, its
/// script runs without an error, its filters work, and a screenshot can be taken.
///
/// Skipped, with the reason shown, where Chromium is not installed; in CI (`CI` set) a missing
/// browser fails instead, so the check is never silently lost there.
@Suite("HTML report in a browser", .enabled(if: HeadlessChromium.missing == nil || ProcessInfo.processInfo.environment["CI"] != nil,
                                              Comment(rawValue: HeadlessChromium.missing ?? "")),
       .tags(.browser, .slow), .timeLimit(.minutes(5)))
struct HTMLBrowserTests {
    /// The example bundle with its planted defects, its report written to a file.
    private func reportFile(in folder: TemporaryFolder) async throws -> (file: String, page: ReportPage) {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try PlantedDefects.plant(in: bundle)
        let html = HTMLReporter().report(try await bundle.check(previewing: .init()))
        let file = folder.path + "/report.html"
        try folder.write("report.html", text: html)
        return (file, ReportPage(html))
    }

    @Test("the page renders one card per asset, runs its script without a console error, and filters by status")
    func renders() async throws {
        try #require(HeadlessChromium.missing == nil, Comment(rawValue: HeadlessChromium.missing ?? ""))
        let folder = try TemporaryFolder(prefix: "assetcheck-browser")
        defer { folder.delete() }
        let (file, page) = try await reportFile(in: folder)
        let url = URL(fileURLWithPath: file).absoluteString

        let all = try HeadlessChromium.run(["--dump-dom"], url: url, profile: folder.path + "/profile")
        #expect(!all.timedOut && all.status == 0, "chromium: \(all.stderr.suffix(2000))")
        let body = try #require(Self.tag("body", in: all.stdout), "no <body> in the dumped page")
        #expect(ReportPage.attribute("data-rendered-cards", in: body) == String(page.cards.count))
        #expect(ReportPage.attribute("data-visible-cards", in: body) == String(page.cards.count))
        #expect(ReportPage(all.stdout).cards.count == page.cards.count)
        let root = try #require(Self.tag("html", in: all.stdout))
        #expect(!root.contains("data-script-error"), "a script error: \(root)")
        let console = all.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        #expect(console.isEmpty, "console output: \(console)")

        let errors = try HeadlessChromium.run(["--dump-dom"], url: url + "#status=error", profile: folder.path + "/profile")
        let filtered = try #require(Self.tag("body", in: errors.stdout))
        let failing = page.cards.count { $0.status == "error" }
        #expect(failing > 0 && failing < page.cards.count)
        #expect(ReportPage.attribute("data-visible-cards", in: filtered) == String(failing))
    }

    @Test("a screenshot of the page can be taken, and is a valid PNG of the window's size")
    func screenshot() async throws {
        try #require(HeadlessChromium.missing == nil, Comment(rawValue: HeadlessChromium.missing ?? ""))
        let folder = try TemporaryFolder(prefix: "assetcheck-browser")
        defer { folder.delete() }
        let (file, _) = try await reportFile(in: folder)
        let shot = folder.path + "/report.png"
        let run = try HeadlessChromium.run(["--hide-scrollbars", "--window-size=1280,2400", "--screenshot=\(shot)"],
                                           url: URL(fileURLWithPath: file).absoluteString, profile: folder.path + "/profile")
        #expect(!run.timedOut && run.status == 0, "chromium: \(run.stderr.suffix(2000))")
        let bytes = try #require(FileManager.default.contents(atPath: shot), "no screenshot written")
        // Read back through the project's own PNG inspector.
        let rules = RuleSet(name: "shot", source: "test", classes: [])
        let record = AssetInspector(rules: rules).inspect(relativePath: "report.png", absolutePath: shot, sizeHint: bytes.count)
        #expect(record.format == .png && record.problems.isEmpty)
        #expect(record.image?.width == 1280 && record.image?.height == 2400)
        // ASSETCHECK_KEEP_SCREENSHOT=/tmp/report.png keeps the picture, and the page beside it as /tmp/report.html.
        if let keep = ProcessInfo.processInfo.environment["ASSETCHECK_KEEP_SCREENSHOT"] {
            let page = (keep as NSString).deletingPathExtension + ".html"
            for (from, to) in [(shot, keep), (file, page)] {
                try? FileManager.default.removeItem(atPath: to)
                try FileManager.default.copyItem(atPath: from, toPath: to)
            }
        }
    }

    /// The opening tag of the first `<name ...>` element.
    static func tag(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "<\(name)") else { return nil }
        return String(html[start.lowerBound...].prefix { $0 != ">" })
    }
}
