import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// A required file that is missing has no file of its own: the finding carries the place of the
/// rules line that asks for it, for reports that anchor findings to lines, and the reports use it.
@Suite("Required files point at their rules line")
struct RequiredFilePlaceTests {
    private static let rules = """
        name: places
        folders:
          game-module:
            paths: ["Games/*"]
            required:
              icon: "*_icon@2x.png"
        classes:
          creature:
            kind: image
            paths: ["Creatures/**"]
            scales: [2]
            required-images: [cow, pig]
          sfx:
            kind: audio
            paths: ["Sounds/**"]
            required:
              tap.aac: any

        """

    @Test("image.required-file, audio.required-file and folder.required-file carry the rules file, line and column")
    func findingsCarryPlaces() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("rules.yml", text: Self.rules)
        try folder.write("Bundle/Games/Counting/notes.txt", text: "x")
        try folder.write("Bundle/Creatures/cow@2x.png", PNGFixture.sprite(20, 20))
        let rules = try RulesLocator(searchFolders: []).load("rules.yml", relativeTo: folder.path)
        let outcome = try await BundleChecker(rules: rules).check(root: folder.path + "/Bundle")
        func place(_ check: CheckID) -> RulesPlace? { outcome.findings.first { $0.check == check }?.rulesPlace }
        let file = URL(fileURLWithPath: folder.path + "/rules.yml").standardizedFileURL.path
        #expect(place(.imageRequiredFile) == RulesPlace(file: file, line: 12, column: 28), "pig in [cow, pig]")
        #expect(place(.audioRequiredFile) == RulesPlace(file: file, line: 17, column: 7))
        #expect(place(.folderRequiredFile) == RulesPlace(file: file, line: 6, column: 7))

        let xcode = XcodeReporter(workingDirectory: "/").report(outcome)
        #expect(xcode.contains("\(file):12:28: error: [image.required-file] pig@2x is missing"), "\(xcode)")
        let github = GitHubActionsReporter(repositoryPath: "Bundle", repositoryRoot: folder.path).report(outcome)
        #expect(github.contains("::error file=rules.yml,line=17,col=7,title=assetcheck%3A audio.required-file::"), "\(github)")
        let manifest = String(decoding: try outcome.manifest.encoded(), as: UTF8.self)
        #expect(!manifest.contains(folder.path), "no absolute path reaches the manifest")
    }

    @Test("a compiled-in rule set is no file: its required-file findings have no rules place")
    func builtInHasNoPlace() async throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        try folder.write("Bundle/Sounds/Effects/other.aac", [0xFF, 0xF1])
        let rules = try RulesLocator(searchFolders: []).load("bennie", relativeTo: folder.path)
        let outcome = try await BundleChecker(rules: rules).check(root: folder.path + "/Bundle")
        let required = outcome.findings.filter { $0.check == .audioRequiredFile }
        #expect(!required.isEmpty)
        #expect(required.allSatisfy { $0.rulesPlace == nil })
    }
}
