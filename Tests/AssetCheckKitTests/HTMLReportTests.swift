import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The HTML report for artists (issue 7), on the example bundle with planted defects.
@Suite("HTML report")
struct HTMLReportTests {
    /// The example with the defects planted, checked, and its report.
    private func defectReport(_ previewing: BundleChecker.Previewing = .init())
        async throws -> (bundle: ExampleBundle, outcome: CheckOutcome, page: ReportPage) {
        let bundle = try ExampleBundle()
        try PlantedDefects.plant(in: bundle)
        let outcome = try await bundle.check(previewing: previewing)
        return (bundle, outcome, ReportPage(HTMLReporter().report(outcome)))
    }

    @Test("each planted defect shows, with its fix, on the card of its file and on no other")
    func defectsOnTheirCards() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        for (path, check, card) in PlantedDefects.expected {
            let finding = try #require(outcome.findings.first { $0.path == path && $0.check.rawValue == check },
                                       "no \(check) finding on \(path)")
            #expect(page.cards(showing: check, on: path, message: finding.message).map(\.asset) == [card], "\(path) \(check)")
            let home = page.cards.first { $0.asset == card }
            #expect(home?.status == "error" || finding.severity == .warning)
            if let fix = finding.fix { #expect(home?.html.contains(ReportPage.escaped(fix)) == true, "the fix of \(path) \(check)") }
        }
        // And every other finding with a path is on exactly one card too.
        for finding in outcome.findings {
            guard let path = finding.path else { continue }
            #expect(page.cards(showing: finding.check.rawValue, on: path, message: finding.message).count == 1, "\(path) \(finding.check)")
        }
    }

    @Test("badges and sizes are what the checks decided: a JPEG named .png is not shown as passing what could not measure it, a check turned off shows nothing")
    func badgesAreTheChecksOwn() async throws {
        let (bundle, _, page) = try await defectReport()
        defer { bundle.delete() }
        // idle@3x.png is a JPEG: image.format fails, and its size, alpha and corners were never measured.
        let idle = try #require(page.cards.first { $0.asset == "Characters/Bennie/idle" }).html
        #expect(idle.contains("<li class=\"error\">image.format</li>"))
        for check in ["image.size", "image.alpha-channel", "image.transparent-background"] {
            #expect(!idle.contains("<li>\(check)</li>"), "\(check) claims to have passed")
            #expect(idle.range(of: "<li class=\"na\" title=\"not checked: [^\"]+\">\(check)</li>", options: .regularExpression) != nil,
                    "\(check) should say it was not checked, and why")
        }
        #expect(idle.contains("<div class=\"measured bad\">size unknown</div>"))

        // With image.size off, the wrong-sized wave has no image.size badge, and no size in red.
        var rules = ExampleBundle.rules
        rules.severities[.imageSize] = .some(nil)
        let quiet = try ExampleBundle()
        defer { quiet.delete() }
        try PlantedDefects.plant(in: quiet)
        let outcome = try await quiet.check(rules: rules, previewing: .init())
        let wave = try #require(ReportPage(HTMLReporter().report(outcome)).cards.first { $0.asset == "Characters/Bennie/wave" }).html
        #expect(!wave.contains("image.size"))
        #expect(!wave.contains("measured bad"), "no check said the size was wrong")
        #expect(wave.contains("<div class=\"measured\">598x900 px</div>"))
    }

    @Test("an image card shows the measured size beside the expected one, variants side by side, a missing @3x as such")
    func sizesOnImageCards() async throws {
        let (bundle, _, page) = try await defectReport()
        defer { bundle.delete() }
        let wave = try #require(page.cards.first { $0.asset == "Characters/Bennie/wave" }).html
        // Worded as the findings word them, by the check that decided them.
        #expect(wave.contains("<div class=\"measured bad\">598x900 px</div><div class=\"expected bad\">expected 600x900 px (300x450 pt @2x)</div>"))
        #expect(wave.contains("<div class=\"measured bad\">897x1350 px</div><div class=\"expected bad\">expected 900x1350 px (300x450 pt @3x)</div>"))
        #expect(wave.components(separatedBy: "<figure class=\"variant\"").count == 3)
        #expect(wave.contains("<li class=\"error\">image.size</li>"))
        // What a check means is said once, at the end of the page, not on each badge.
        #expect(page.html.contains("<dt><code>image.size</code></dt><dd>The pixel size is the class&#39;s point `size` times the scale.</dd>"))
        #expect(page.html.components(separatedBy: "The pixel size is the class&#39;s point").count == 2)
        // A guard against bad input that passed has no badge, and no line in the list either.
        #expect(!page.html.contains("<dt><code>file.empty</code></dt>"))
        // Bennie characters have an exact size, so the ratio check does not run on them: no badge claims it passed.
        #expect(!wave.contains("image.scale-ratio"))
        #expect(wave.contains("<li>image.transparent-background</li>"))
        let sad = try #require(page.cards.first { $0.asset == "Characters/Lemminge/sad" }).html
        #expect(sad.contains("<figure class=\"variant missing\" data-scale=\"3\">"))
        #expect(sad.contains("<div class=\"measured bad\">not in the bundle</div>"))
        #expect(sad.contains("240x300"), "the finding says what to export")
        let idle = try #require(page.cards.first { $0.asset == "Characters/Bennie/idle" }).html
        #expect(idle.contains("JPEG · "), "the JPEG named .png is described as what it is")
    }

    @Test("audio cards have a player and the measured facts; animation cards frame rate, duration and size")
    func audioAndAnimationCards() async throws {
        let (bundle, _, page) = try await defectReport()
        defer { bundle.delete() }
        let narrator = try #require(page.cards.first { $0.asset == "Sounds/Narrator/gut_gemacht.aac" }).html
        #expect(narrator.contains("<audio controls preload=\"none\" src=\"data:audio/aac;base64,"))
        #expect(narrator.contains("<dt>Sample rate</dt><dd class=\"bad\">48 kHz <span class=\"expected bad\">expected 44.1 kHz</span></dd>"))
        let idle = try #require(page.cards.first { $0.asset == "Animations/Bennie/bennie_idle.json" }).html
        #expect(idle.contains("<dt>Frame rate</dt><dd class=\"bad\">25 fps <span class=\"expected bad\">expected 30 fps</span></dd>"))
        #expect(idle.contains("<dt>Duration</dt>"))
        #expect(idle.contains("<dt>Size</dt>"))
    }

    @Test("every file is on exactly one card, the page is grouped by class with failing cards first")
    func oneCardPerAsset() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        for record in outcome.snapshot.records {
            let escaped = ReportPage.escaped(record.path)
            let holders = page.cards.filter { card in
                card.asset == record.path || card.html.contains("data-path=\"\(escaped)\" data-scale=")
                    || card.html.contains("<code>\(escaped)</code>")
            }
            #expect(holders.count == 1, "\(record.path) is on \(holders.count) cards")
        }
        #expect(page.html.contains("<body data-cards=\"\(page.cards.count)\">"))
        // Inside each class, errors come before warnings before passes.
        let order = ["error": 0, "warning": 1, "pass": 2]
        for (assetClass, cards) in Dictionary(grouping: page.cards, by: \.assetClass) {
            let ranks = cards.map { order[$0.status] ?? 3 }
            #expect(ranks == ranks.sorted(), "class \(assetClass)")
        }
        #expect(page.cards.first?.status == "error")
    }

    @Test("the page is one file: every image and sound is a data: URI, nothing is loaded from elsewhere")
    func selfContained() async throws {
        let (bundle, _, page) = try await defectReport()
        defer { bundle.delete() }
        #expect(!page.sources.isEmpty)
        #expect(page.sources.filter { !$0.hasPrefix("data:") } == [])
        #expect(!page.html.contains("<link"))
        #expect(!page.html.contains("@import"))
        #expect(!page.html.contains("url("))
        #expect(page.html.contains("default-src 'none'"))
    }

    @Test("thumbnails of PNG and JPEG images are PNGs of at most 256 px a side")
    func thumbnails() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        // Every PNG and JPEG that could be read, also one whose name says otherwise (idle@3x.png is a JPEG).
        let images = outcome.snapshot.records.filter { $0.kind == .image && $0.sha256 != nil && [.png, .jpeg].contains($0.format) }
        #expect(page.thumbnails.count == images.count)
        for png in page.thumbnails {
            let (width, height) = try #require(Self.pngSize(png))
            #expect(max(width, height) <= 256 && min(width, height) >= 1)
        }
        let meadow = try #require(page.cards.first { $0.asset == "Backgrounds/meadow" }).html
        #expect(meadow.components(separatedBy: "src=\"data:image/png;base64,").count == 3, "both JPEG variants are previewed")
        #expect(meadow.contains("width=\"256\" height=\"179\""))
    }

    @Test("file names and messages are escaped: a file named like an <img> tag stays text")
    func escaping() async throws {
        let (bundle, _, page) = try await defectReport()
        defer { bundle.delete() }
        #expect(!page.html.contains("<img src=x"))
        #expect(page.html.contains("&lt;img src=x onerror=alert(1)&gt;@2x.png"))
        let fixture = HTMLReporter().report(ReportFixture.outcome())
        #expect(!fixture.contains("<not transparent>"))
        #expect(fixture.contains("&lt;not transparent&gt; &amp; visible"))
    }

    @Test("the same bundle gives the same bytes: nothing on the page depends on the time")
    func deterministic() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        let again = try await bundle.check(previewing: .init())
        #expect(HTMLReporter().report(again) == page.html)
        #expect(HTMLReporter().report(outcome) == page.html)
    }

    @Test("a report file is the page, written as it is rendered: the same bytes as the page made whole")
    func streamedFile() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        let folder = try TemporaryFolder(prefix: "assetcheck-report")
        defer { folder.delete() }
        let file = folder.path + "/report.html"
        let written = ReportRequest.writeFiles(outcome, requests: [ReportRequest(kind: .html, file: file)],
                                               tool: ToolIdentity(name: "assetcheck", version: "test"))
        #expect(written.isEmpty)
        let streamed = try String(contentsOfFile: file, encoding: .utf8)
        #expect(streamed == HTMLReporter(tool: ToolIdentity(name: "assetcheck", version: "test")).report(outcome))
        #expect(streamed.utf8.count > OutputFile.Stream.capacity, "the page fits one buffer: nothing was streamed")
        #expect(ReportPage(streamed).cards.count == page.cards.count)
    }

    @Test("the report reads no file: pictures, specimens and players come from the run, so a page made after the bundle is gone is the same")
    func readsNoFile() async throws {
        let (bundle, outcome, page) = try await defectReport()
        #expect(page.html.contains("data:image/png;base64,") && page.html.contains("<audio controls"))
        bundle.delete()
        #expect(HTMLReporter().report(outcome) == page.html)
        // A run that made no previews shows none, and says nothing it cannot know.
        var without = outcome
        without.previews = nil
        let bare = HTMLReporter().report(without)
        #expect(!bare.contains("data:image/png;base64,") && !bare.contains("<audio controls"))
    }

    @Test("past the page's budget for pictures, cards further down say theirs is not shown; failing cards come first")
    func pictureBudget() async throws {
        func pictureBytes(_ page: ReportPage) -> [Int] {
            page.html.components(separatedBy: "data:image/png;base64,").dropFirst()
                .map { Data(base64Encoded: String($0.prefix { $0 != "\"" }))?.count ?? 0 }
        }
        let (bundle, _, whole) = try await defectReport()
        defer { bundle.delete() }
        let all = pictureBytes(whole).reduce(0, +)
        let half = all / 2
        var previewing = BundleChecker.Previewing()
        previewing.maxTotalPictureBytes = half
        let page = ReportPage(HTMLReporter().report(try await bundle.check(previewing: previewing)))
        let withheld = page.cards.filter { $0.html.contains("not shown: the page holds \(ByteWording.size(half)) of pictures") }
        #expect(!withheld.isEmpty)
        #expect(pictureBytes(page).reduce(0, +) <= half)
        #expect(pictureBytes(page).count > 0 && pictureBytes(page).count < pictureBytes(whole).count)
        // The first card with a problem has its picture.
        let firstFailing = try #require(page.cards.first { $0.html.contains("<ol class=\"problems\">") && $0.html.contains("class=\"variant\"") })
        #expect(firstFailing.html.contains("data:image/png;base64,"))
    }

    @Test("pictures fill what the cards leave of the page's size: the page stays within it, and shows the first cards' pictures")
    func pageBudget() async throws {
        let (bundle, _, whole) = try await defectReport()
        defer { bundle.delete() }
        var previewing = BundleChecker.Previewing()
        previewing.maxTotalPictureBytes = 0
        let bare = HTMLReporter().report(try await bundle.check(previewing: previewing)).utf8.count
        let pictures = whole.html.utf8.count - bare
        #expect(pictures > 20_000, "the pictures take \(pictures) bytes of the page")
        // Room for about half the pictures besides the cards.
        previewing = BundleChecker.Previewing()
        previewing.maxPageBytes = bare + pictures / 2
        let page = ReportPage(HTMLReporter().report(try await bundle.check(previewing: previewing)))
        #expect(page.html.utf8.count <= previewing.maxPageBytes)
        #expect(page.html.utf8.count > bare + pictures / 4, "the room left is used")
        #expect(page.cards.contains { $0.html.contains("not shown: the page holds ") })
        let firstFailing = try #require(page.cards.first { $0.html.contains("<ol class=\"problems\">") && $0.html.contains("class=\"variant\"") })
        #expect(firstFailing.html.contains("data:image/png;base64,"))
        // With room for all of them (each counted with room for its tag), the page is the one the default limits give.
        previewing.maxPageBytes = whole.html.utf8.count + 256 * (whole.html.components(separatedBy: "data:image/png;base64,").count - 1)
        #expect(HTMLReporter().report(try await bundle.check(previewing: previewing)) == whole.html)
    }

    @Test("the sounds the page embeds wait in the run's spool, not in memory, and come back as the files' own bytes")
    func soundsSpooled() async throws {
        let (bundle, outcome, page) = try await defectReport()
        defer { bundle.delete() }
        let previews = try #require(outcome.previews)
        let held = previews.byPath.values.filter { if case .sound = $0 { true } else { false } }
        #expect(held.isEmpty, "\(held.count) sounds held in memory")
        let sounds = outcome.snapshot.records.filter { $0.kind == .audio }.compactMap { record in
            previews.sound(at: record.path).map { (record.path, $0) }
        }
        #expect(!sounds.isEmpty)
        for (path, bytes) in sounds {
            #expect(bytes == Array(try Data(contentsOf: URL(fileURLWithPath: bundle.folder.path + "/" + path))), "\(path)")
            #expect(page.html.contains(";base64," + Data(bytes).base64EncodedString() + "\"></audio>"), "\(path) is played from its own bytes")
        }
    }

    @Test("sounds over the per-file limit or past the page's total are not embedded, and the card says why")
    func soundLimits() async throws {
        let (bundle, outcome, _) = try await defectReport(.init(maxSoundBytes: 20_000, maxTotalSoundBytes: 30_000))
        defer { bundle.delete() }
        let page = ReportPage(HTMLReporter().report(outcome))
        let audioCards = page.cards.filter { $0.html.contains("data-kind=\"audio\"") }
        let embedded = audioCards.filter { $0.html.contains("<audio controls") }
        #expect(!embedded.isEmpty && embedded.count < audioCards.count)
        #expect(audioCards.contains { $0.html.contains("the report embeds per sound") })
        #expect(audioCards.contains { $0.html.contains("of sound, the first sounds by path") })
    }

    @Test("the page's structure matches its snapshot (a hand-made outcome, no files)")
    func snapshot() {
        var outcome = ReportFixture.outcome()
        outcome.rules = ExampleBundle.rules
        let html = HTMLReporter(tool: ReportFixture.tool).report(outcome)
        if let problem = Snapshot.mismatch(html, file: "Tests/AssetCheckKitTests/Snapshots/reports/report.html") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("assetcheck --report html:FILE writes the page and still prints the text report", .tags(.subprocess), .timeLimit(.minutes(5)))
    func commandLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let output = try CommandRunner.run([bundle.folder.path, "--rules", "bennie", "--no-config", "--no-manifest", "--no-cache",
                                            "--report", "html:\(folder.path)/report.html"])
        #expect(output.status == 0, "\(output.stderr)")
        let page = ReportPage(try String(contentsOfFile: folder.path + "/report.html", encoding: .utf8))
        #expect(page.cards.count > 20)
        #expect(page.cards.allSatisfy { $0.status == "pass" })
        #expect(output.stderr.contains("Checked "))
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ png: [UInt8]) -> (Int, Int)? {
        guard png.count > 24, png[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func number(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}

/// The page's cards are rendered a batch at a time on every core (``HTMLPage/Batch``).
@Suite("HTML report batches")
struct HTMLReportBatchTests {
    @Test("cards rendered in batches on every core give the page that one card at a time gives, in the same order")
    func batchesKeepOrder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        // 150 images of one class, in two sizes (a passing and a failing half), and a few sounds:
        // batches of several cards, cut by count and by the pictures' bytes.
        for index in 0..<150 {
            let side = index % 3 == 0 ? 30 : 32
            try folder.write(String(format: "Icons/icon_%03d@2x.png", index), PNGFixture.rgba(side, side) { x, y in
                (UInt8((x * 7 + index) & 0xFF), UInt8((y * 5) & 0xFF), UInt8(index & 0xFF), 255)
            })
        }
        var checker = BundleChecker(rules: try RuleSetLoader.load(yaml: """
            name: t
            classes:
              icon:
                kind: image
                paths: ["Icons/**"]
                scales: [2x]
                size: {width: 16, height: 16}
            """, source: "t.yml"))
        checker.previewing = .init()
        let outcome = try await checker.check(root: folder.path)
        var one = HTMLReporter()
        one.batch = .init(cards: 1, embeddedBytes: .max)
        let single = one.report(outcome)
        let page = ReportPage(single)
        #expect(page.cards.count == 150)
        #expect(page.cards.map(\.status).contains("pass") && page.cards.map(\.status).contains("error"))
        #expect(single.components(separatedBy: "data:image/png;base64,").count - 1 == 150)
        for batch in [HTMLPage.Batch(), .init(cards: 7, embeddedBytes: .max), .init(cards: 64, embeddedBytes: 20_000)] {
            var reporter = HTMLReporter()
            reporter.batch = batch
            #expect(reporter.report(outcome) == single, "batches of \(batch.cards) cards, \(batch.embeddedBytes) bytes")
        }
    }
}
