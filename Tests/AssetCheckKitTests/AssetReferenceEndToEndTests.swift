import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The reference checks on a whole project written for them (``ShopProject``), through the same
/// setup and request `assetcheck check` makes (issue 28).
@Suite("Unused and missing assets end to end")
struct AssetReferenceEndToEndTests {
    static let referenceChecks: Set<CheckID> = [.assetUnused, .assetMissing, .assetDynamicReference, .fontNotRegistered]

    /// The project's reference findings as `check path[:line]` lines, and the outcome.
    private func check(_ configuration: String? = nil, sources: [String]? = nil, readsSources: Bool = true,
                       edit: (TemporaryFolder) throws -> Void = { _ in }) async throws -> ([String], CheckOutcome) {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try ShopProject.make(in: folder)
        if let configuration { try folder.write(".assetcheck.yml", text: configuration) }
        try edit(folder)
        let setup = try CheckSetup(rules: RulesRequest(), path: folder.path + "/Shop", sources: sources, readsSources: readsSources,
                                   workingDirectory: folder.path)
        let outcome = try #require(try await CheckRequest(setup: setup, usesCache: false, toolVersion: "test").run(workingDirectory: folder.path))
        let lines = outcome.findings.filter { Self.referenceChecks.contains($0.check) }.map { finding in
            "\(finding.check) \(finding.path ?? "-")" + (finding.line.map { ":\($0)" } ?? "")
        }
        return (lines.sorted(), outcome)
    }

    @Test("every unused asset and missing load of the project is found, and nothing else")
    func verdicts() async throws {
        let (lines, outcome) = try await check()
        #expect(lines == [
            "asset.dynamic-reference ShopView.swift:21",
            "asset.missing Main.storyboard:13",
            "asset.missing ShopView.swift:19",
            "asset.missing ShopView.swift:23",
            "asset.unused Art/tutorial_arrow@2x.png",
            "asset.unused Assets.xcassets/old_banner.imageset",
            "asset.unused Assets.xcassets/unusedTint.colorset",
            "asset.unused Sounds/unused_jingle.aac",
            "font.not-registered Info.plist:10",
        ])
        let missing = outcome.findings.filter { $0.check == .assetMissing }
        #expect(missing.contains { $0.fix?.contains("did you mean 'coin'?") == true })
        #expect(missing.contains { $0.fix?.contains("did you mean 'tutorial_arrow'?") == true })
        #expect(missing.contains { $0.message.contains("'DejaVuSerif-Bold'") && $0.message.contains("DejaVu") })
        let unused = try #require(outcome.findings.first { $0.path == "Sounds/unused_jingle.aac" })
        #expect(unused.message.contains("4 unused assets weigh"), "\(unused.message)")
        #expect(TextReporter().report(outcome).contains("/Shop/ShopView.swift:19: error: [asset.missing]"))
    }

    @Test("assetcheck's own files in the repository (a baseline, the manifest, JSON, SARIF and HTML reports) are not read as the app's code")
    func ownFilesAreNotCode() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try ShopProject.make(in: folder)
        // The repository is the sources, as by default in a git repository; the tool's files lie in it.
        let setup = try CheckSetup(rules: RulesRequest(), path: folder.path + "/Shop", sources: ["."], workingDirectory: folder.path)
        func unused(_ request: CheckRequest) async throws -> [String] {
            let outcome = try #require(try await request.run(workingDirectory: folder.path))
            return outcome.findings.filter { $0.check == .assetUnused }.compactMap(\.path).sorted()
        }
        let baseline = folder.path + "/assetcheck-baseline.json"
        let first = try await unused(CheckRequest(setup: setup, baseline: BaselineRequest(writeBaseline: baseline), usesCache: false,
                                                  toolVersion: "test"))
        #expect(first.count == 4)
        let outcome = try #require(try await CheckRequest(setup: setup, usesCache: false, toolVersion: "test").run(workingDirectory: folder.path))
        try folder.write("AssetManifest.json", Array(try outcome.manifest.encoded()))
        try folder.write("reports/assetcheck.json", text: JSONReporter().report(outcome))
        try folder.write("reports/assetcheck.sarif", text: SARIFReporter(tool: ToolIdentity(version: "1")).report(outcome))
        try folder.write("reports/assetcheck.html", text: HTMLReporter(tool: ToolIdentity(version: "1")).report(outcome))
        // Each file names every unused asset; none of them is read as a load or a mention.
        for file in ["assetcheck-baseline.json", "AssetManifest.json", "reports/assetcheck.json", "reports/assetcheck.sarif",
                     "reports/assetcheck.html"] {
            let text = try String(contentsOfFile: folder.path + "/" + file, encoding: .utf8)
            #expect(text.contains("unused_jingle"), "\(file)")
        }
        #expect(try await unused(CheckRequest(setup: setup, usesCache: false, toolVersion: "test")) == first)
        // Applied, the baseline takes the findings it holds, and none is said to no longer occur.
        let applied = try #require(try await CheckRequest(setup: setup, baseline: BaselineRequest(baseline: baseline), usesCache: false,
                                                          toolVersion: "test").run(workingDirectory: folder.path))
        #expect(applied.findings.filter { $0.check == .assetUnused }.isEmpty)
        #expect(applied.baseline?.baselined.filter { $0.check == .assetUnused }.count == 4)
        #expect(applied.baseline?.stale.isEmpty == true)
    }

    @Test("the manifest says where each asset is loaded")
    func manifestLoads() async throws {
        let (_, outcome) = try await check()
        let coin = try #require(outcome.manifest.assets.first { $0.path == "Assets.xcassets/coin.imageset/coin@2x.png" })
        #expect(coin.loadedBy == ["ShopView.swift:13"])
        let pop = try #require(outcome.manifest.assets.first { $0.path == "Sounds/pop.aac" })
        #expect(pop.loadedBy == ["ShopView.swift:27"])
        #expect(outcome.manifest.assets.first { $0.path == "Sounds/unused_jingle.aac" }?.loadedBy == nil)
    }

    @Test("keep: patterns in .assetcheck.yml keep assets loaded by names the code doesn't show")
    func keep() async throws {
        let (lines, _) = try await check("keep: [\"unused_*\", \"Art/tutorial_*\"]\n")
        #expect(!lines.contains("asset.unused Sounds/unused_jingle.aac"))
        #expect(!lines.contains("asset.unused Art/tutorial_arrow@2x.png"))
        #expect(lines.contains("asset.unused Assets.xcassets/old_banner.imageset"))
    }

    @Test("--no-sources, and sources: [] in the configuration, read no code and report no reference finding")
    func noSources() async throws {
        #expect(try await check(readsSources: false).0.isEmpty)
        #expect(try await check("sources: []\n").0.isEmpty)
    }

    @Test("code beside the bundle is read, and a load found elsewhere in the repository is not missing")
    func codeBesideTheBundle() async throws {
        let (lines, outcome) = try await check(sources: ["."]) { folder in
            try folder.write("Other/Assets.xcassets/coins.imageset/coins@2x.png", PNGFixture.sprite(2, 2))
            try folder.write("App/Extra.swift", text: "import UIKit\nlet hero = UIImage(named: \"old_banner\")\n")
        }
        #expect(!lines.contains("asset.missing ShopView.swift:19"), "coins is in another catalog of the repository")
        #expect(!lines.contains("asset.unused Assets.xcassets/old_banner.imageset"))
        #expect(outcome.findings.contains { $0.path == "../App/Extra.swift" } == false)
        #expect(outcome.manifest.assets.first { $0.path == "Assets.xcassets/old_banner.imageset/old_banner@2x.png" }?.loadedBy
            == ["../App/Extra.swift:2"])
    }

    @Test("the walk for code goes into nested folders, not into links, hidden folders or other people's code")
    func codeWalk() async throws {
        let load = "import UIKit\nlet hero = UIImage(named: \"old_banner\")\n"
        let outside = try TemporaryFolder()
        defer { outside.delete() }
        try outside.write("Linked.swift", text: load)
        let (unread, _) = try await check(sources: ["."]) { folder in
            for path in ["Pods/Lib/Lib.swift", ".hidden/Hidden.swift", "node_modules/x/X.swift"] { try folder.write(path, text: load) }
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: outside.path)
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.swift", withDestinationPath: outside.path + "/Linked.swift")
        }
        #expect(unread.contains("asset.unused Assets.xcassets/old_banner.imageset"), "\(unread)")
        let (read, outcome) = try await check(sources: ["."]) { folder in
            try folder.write("App/Deep/er/Extra.swift", text: load)
        }
        #expect(!read.contains("asset.unused Assets.xcassets/old_banner.imageset"), "\(read)")
        #expect(outcome.manifest.assets.first { $0.path == "Assets.xcassets/old_banner.imageset/old_banner@2x.png" }?.loadedBy
            == ["../App/Deep/er/Extra.swift:2"])
    }

    @Test("code that loads no asset by name (a tool's, a library's) makes no asset unused")
    func codeThatLoadsNothing() async throws {
        let (lines, _) = try await check { folder in
            for path in ["ShopView.swift", "Legacy.m", "Main.storyboard"] { try folder.remove("Shop/" + path) }
        }
        #expect(lines.filter { $0.hasPrefix("asset.") }.isEmpty, "\(lines)")
    }

    @Test("assetcheck diff shows loads gained and lost between two manifests")
    func diffShowsLoads() async throws {
        let (_, before) = try await check()
        let (_, after) = try await check { folder in
            try folder.write("Shop/Extra.swift", text: "import UIKit\nlet banner = UIImage(named: \"old_banner\")\n")
        }
        let diff = ManifestDiff(old: before.manifest, new: after.manifest)
        #expect(diff.loads.map(\.path) == ["Assets.xcassets/old_banner.imageset/old_banner@2x.png"])
        #expect(diff.loads.first?.gained == ["Extra.swift:2"])
        #expect(diff.introduced.isEmpty, "introduced \(diff.introduced.map(\.message)); fixed \(diff.fixed.map(\.message))")
        #expect(diff.fixed.map(\.check) == [.assetUnused], "the banner is used now; fixed \(diff.fixed.map(\.message))")
        let text = DiffTextReport(oldLabel: "before", newLabel: "after").report(diff)
        #expect(text.contains("Assets.xcassets/old_banner.imageset/old_banner@2x.png  +Extra.swift:2"), "\(text)")
    }

    @Test("the summary says how many source files were read, and names one read only in part")
    func summaryNamesSources() async throws {
        let (_, outcome) = try await check { folder in
            try folder.write("Shop/Broken.swift", text: "let x = UIImage(named: \"coin\")\nfunc (((\n")
        }
        let summary = TextReporter.summary(outcome)
        #expect(summary.contains("; read 6 source files for asset loads (1 in part or not at all: Broken.swift: does not parse as Swift"),
                "\(summary)")
    }
}
