import AssetCheckCore
@testable import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck init` checks with the scan its survey made, narrowed to the written rules: the
/// narrowed scan must be the scan those rules would make.
@Suite("Scan narrowing")
struct ScanNarrowingTests {
    private func rules(excluding patterns: [String]) -> RuleSet {
        RuleSet(name: "t", source: "t.yml", limits: Limits(), classes: [], excluded: patterns.map(PathPattern.init))
    }

    private func summary(_ scan: BundleScanner.Result) -> [String] {
        scan.files.map { "file \($0.relativePath) \($0.size)" } + scan.catalogSets.map { "set " + $0 }
            + scan.skipped.map { "skipped " + $0 } + scan.problems.map { "problem " + $0.path }
    }

    @Test("a scan narrowed to rules that exclude more (a folder by name, a folder by path, files by name) equals those rules' own scan")
    func narrowedEqualsRescan() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for path in ["Art/a.png", "Art/b@2x.png", "Art/Old/c.png", "Docs/README.md", "Docs/Guide/more.md", "Docs/diagram.png", "Docs/Guide/shot.png",
                     "Assets.xcassets/coin.imageset/Contents.json", "Assets.xcassets/coin.imageset/coin.png",
                     "AppTests/fixture.png", "AppTests/Deep/broken.png", ".hidden/x.png", "Sounds/tap.aac", "notes.md"] {
            try folder.write(path, [0x00, 0x01])
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Art/outside", withDestinationPath: "/")
        let broad = try BundleScanner(root: folder.path, rules: rules(excluding: ["*.txt"])).scan()
        let narrow = rules(excluding: ["*.txt", "Docs", "Art/Old/**", "**/*Tests/**", "*.md", "**/*.imageset/**"])
        let rescanned = try BundleScanner(root: folder.path, rules: narrow).scan()
        #expect(summary(broad.narrowed(to: narrow, from: ["*.txt"])) == summary(rescanned))
        // The narrowing did something: the broad scan holds what the narrow one leaves out.
        #expect(summary(broad).count > summary(rescanned).count + 5, "\(summary(broad))")
        // Told (wrongly) that the scan already excluded all of them, it is taken as it is.
        #expect(summary(broad.narrowed(to: narrow, from: Set(narrow.excluded.map(\.text)))) == summary(broad))
    }

    @Test("a staged scan's unwritten files, listed in git's order or not, are merged with the walk's into one path order")
    func unwrittenMerged() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        for path in ["b.png", "Art/d.png"] { try folder.write(path, [0x00, 0x01]) }
        let scanner = BundleScanner(root: folder.path, rules: rules(excluding: []))
        let unwritten = ["a.png": 3, "Art/c.png": 4, "Art/e.png": 5, "z.png": 6, "excluded.png": 7]
        let expected = ["Art/c.png", "Art/d.png", "Art/e.png", "a.png", "b.png", "z.png"]
        for listed in [["Art/c.png", "Art/e.png", "a.png", "z.png"], ["z.png", "a.png", "Art/e.png", "Art/c.png"],
                       ["Art/c.png", "Art/d.png", "Art/e.png", "a.png", "b.png", "z.png"]] {
            let scan = try scanner.scan().adding(unwritten: unwritten, listed: listed.map { .init(path: $0, bytes: unwritten[$0] ?? 1) },
                                                 skipped: [], catalogSets: [], scanner: scanner)
            #expect(scan.files.map(\.relativePath) == expected, "listed \(listed)")
            #expect(scan.files.first { $0.relativePath == "a.png" }?.size == 3)
            // A file the walk found is the walk's, not listed again.
            #expect(scan.files.first { $0.relativePath == "b.png" }?.size == 2)
        }
        // More written files than are put in place one at a time are merged, in the same order.
        let many = (0..<(BundleScanner.Result.insertedAtMost + 4)).map { String(format: "w%02d.png", $0 * 2) }
        for path in many { try folder.write(path, [0x00]) }
        let added = (0..<(BundleScanner.Result.insertedAtMost + 4)).map { BundleScanner.Listed(path: String(format: "w%02d.png", $0 * 2 + 1), bytes: 9) }
        let merged = try scanner.scan().adding(unwritten: Dictionary(uniqueKeysWithValues: added.map { ($0.path, $0.bytes) }), listed: added,
                                                skipped: [], catalogSets: [], scanner: scanner)
        #expect(merged.files.map(\.relativePath) == (["Art/d.png", "b.png"] + many + added.map(\.path)).sorted())
    }

    @Test("a walk's filter judges each path as it would alone, whichever folder it was asked about last")
    func walkFilterOrder() {
        let rules = rules(excluding: ["Docs", "**/*Tests/**", "*.md"])
        let paths = ["Art/a.png", "Art/b.png", "Docs/x.png", "Arts/z.png", "Art/c.png", "Art/.hidden/d.png", "Art/.hidden/e.png", "Art/f.png",
                     "AppTests/g.png", "Art/Play.imageset/play.png", "Art/Play.imageset/Contents.json", "Art/h.png", "i.png",
                     "Art/Play.imageset/play@2x.png", "Art/notes.md", "Art/.DS_Store", ".git/config", "Art/Sub/j.png", "Art/k.png"]
        var filter = BundleScanner.WalkFilter(rules: rules)
        var skipped: Set<String> = [], catalogSets: Set<String> = []
        for path in paths {
            var alone = BundleScanner.WalkFilter(rules: rules)
            #expect(filter.lists(path) == alone.lists(path), "\(path)")
            skipped.formUnion(alone.skipped)
            catalogSets.formUnion(alone.catalogSets)
        }
        #expect(filter.skipped == skipped && filter.catalogSets == catalogSets)
        #expect(skipped.contains("Art/.hidden") && catalogSets == ["Art/Play.imageset"], "\(skipped) \(catalogSets)")
    }
}
