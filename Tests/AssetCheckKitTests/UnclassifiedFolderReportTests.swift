import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `asset.unclassified` is one finding per folder; the reports show that folder as its subject.
@Suite("Unclassified files by folder in reports")
struct UnclassifiedFolderReportTests {
    private func outcome() async throws -> (ExampleBundle, CheckOutcome) {
        let bundle = try ExampleBundle()
        for n in 1...40 { try bundle.folder.write("Misc/frame_\(n).png", PNGFixture.sprite(10 + n, 10)) }
        try bundle.folder.write("Game/bat.atlas/fly/1.png", PNGFixture.sprite(12, 12))
        try bundle.folder.write("Game/bat.atlas/hit.png", PNGFixture.sprite(14, 14))
        // Bennie's classes alone: under `ios` (which the shipped set extends) nothing is unclassified.
        var rules = try Repository.standaloneRules("bennie")
        rules.excluded += ExampleBundle.excluded.map(PathPattern.init)
        return (bundle, try await bundle.check(rules: rules))
    }

    private let context = ReportContext(colored: false, workingDirectory: "/repo", repositoryPath: "Bundle",
                                        tool: ToolIdentity(version: "1", informationURI: nil))

    @Test("40 stray images and a SpriteKit atlas no class covers are two findings, each on its folder")
    func oneFindingPerFolder() async throws {
        let (bundle, checked) = try await outcome()
        defer { bundle.delete() }
        let unclassified = checked.findings.filter { $0.check == .assetUnclassified }
        #expect(unclassified.map { $0.path ?? "(bundle)" } == ["Game/bat.atlas", "Misc"])
        #expect(unclassified.last?.message == "40 image files match no asset class of the 'bennie' rules: "
            + "frame_1.png, frame_10.png, frame_11.png and 37 more")
    }

    @Test("SARIF and JUnit name the folder; the HTML report puts an atlas folder's finding on the atlas's one card")
    func reportsNameTheFolder() async throws {
        let (bundle, checked) = try await outcome()
        defer { bundle.delete() }
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReporterKind.sarif.reporter(context).report(checked).utf8))
            as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.filter { $0["ruleId"] as? String == "asset.unclassified" }.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        }
        #expect(uris == ["Bundle/Game/bat.atlas", "Bundle/Misc"])

        // JUnit names each test case by its path as shown: the folder, under the bundle.
        let junit = ReporterKind.junit.reporter(context).report(checked)
        #expect(junit.contains("/Misc [asset.unclassified]\" file=\""))
        #expect(junit.contains("warning: [asset.unclassified] 40 image files match no asset class"))

        let page = ReportPage(HTMLReporter().report(checked))
        let atlasCards = page.cards.filter { $0.asset == "Game/bat.atlas" }
        #expect(atlasCards.count == 1)
        #expect(atlasCards.first?.html.contains("[asset.unclassified]") == true)
        #expect(page.cards.filter { $0.asset == "Misc" }.count == 1)
    }
}
