import AssetCheckTestSupport
import Foundation
import Testing

/// `--write-baseline` then `--baseline`, through the built binary: old findings are accepted,
/// new ones fail, fixed ones are reported as stale so the baseline can shrink.
@Suite("Baseline round trips", .tags(.subprocess), .timeLimit(.minutes(5)))
struct BaselineCommandTests {
    /// The example bundle with two size errors and one unclassified-file warning, and a folder
    /// outside it for the baseline file.
    private func defects() throws -> (ExampleBundle, TemporaryFolder) {
        let bundle = try ExampleBundle()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        try bundle.folder.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(897, 1350))
        try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        return (bundle, try TemporaryFolder())
    }

    private func run(_ bundle: ExampleBundle, _ options: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run([".", "--no-config", "--rules", Repository.bennieRules] + options, in: bundle.folder.path)
    }

    @Test("write, then check with it: today's findings are baselined and the run passes")
    func roundTrip() throws {
        let (bundle, out) = try defects()
        defer { bundle.delete(); out.delete() }
        let file = out.path + "/baseline.json"
        let written = try run(bundle, ["--write-baseline", file])
        #expect(written.status == 1, "writing a baseline reports and fails as usual")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"path\" : \"Characters/Bennie/wave@2x.png\""))
        #expect(text.contains("\"check\" : \"image.size\""))
        #expect(!text.contains(bundle.folder.path), "paths are bundle-relative")

        let checked = try run(bundle, ["--baseline", file])
        #expect(checked.status == 0)
        #expect(checked.stdout.isEmpty)
        #expect(checked.stderr.contains("0 errors, 0 warnings, 3 baselined;"))
        #expect(try run(bundle, ["--baseline", file, "--strict"]).status == 0)
        #expect(try run(bundle, ["--write-baseline", file]).status == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "the same findings write the same bytes")
    }

    @Test("a re-measured value is still the baselined finding; a new finding fails alone")
    func newFindingFails() throws {
        let (bundle, out) = try defects()
        defer { bundle.delete(); out.delete() }
        let file = out.path + "/baseline.json"
        _ = try run(bundle, ["--write-baseline", file])
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(596, 900))
        try bundle.folder.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(894, 1350))
        #expect(try run(bundle, ["--baseline", file]).status == 0, "596x900 is the same wrong-size fact as 598x900")
        try bundle.folder.write("Characters/Bennie/idle@2x.png", [])
        let checked = try run(bundle, ["--baseline", file])
        #expect(checked.status == 1)
        #expect(checked.stdout.hasPrefix("Characters/Bennie/idle@2x.png: error: [file.empty] "))
        #expect(checked.stdout.split(separator: "\n").count == 1, "only the new finding is reported")
        #expect(checked.stderr.contains("1 error, 0 warnings, 3 baselined;"))
    }

    @Test("a fixed finding is reported as a stale entry, on stderr and in JSON")
    func staleEntries() throws {
        let (bundle, out) = try defects()
        defer { bundle.delete(); out.delete() }
        let file = out.path + "/baseline.json"
        _ = try run(bundle, ["--write-baseline", file])
        try bundle.folder.remove("Misc/stray@2x.png")
        let checked = try run(bundle, ["--baseline", file])
        #expect(checked.status == 0)
        #expect(checked.stderr.contains("note: 1 baseline entry in \(file) no longer occurs"))
        #expect(checked.stderr.contains("  Misc/stray@2x.png: [asset.unclassified] this image file matches no asset class"))
        #expect(checked.stderr.contains("2 baselined"))

        let json = try run(bundle, ["--baseline", file, "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let section = try #require(document?["baseline"] as? [String: Any])
        #expect(section["baselined"] as? Int == 2)
        let stale = try #require(section["stale"] as? [[String: Any]])
        #expect(stale.map { $0["path"] as? String } == ["Misc/stray@2x.png"])
        #expect(stale.first?["check"] as? String == "asset.unclassified")
    }

    @Test("a run over some files (a pre-commit hook) calls nothing else stale and writes the whole baseline")
    func scopedRun() throws {
        let (bundle, out) = try defects()
        defer { bundle.delete(); out.delete() }
        let full = out.path + "/full.json", partial = out.path + "/partial.json"
        _ = try run(bundle, ["--write-baseline", full])
        let checked = try run(bundle, ["--baseline", full, "--write-baseline", partial, "--", "Characters/Bennie/idle@2x.png"])
        #expect(checked.status == 0)
        #expect(!checked.stderr.contains("no longer occur"))
        #expect(try String(contentsOfFile: partial, encoding: .utf8) == String(contentsOfFile: full, encoding: .utf8))
    }

    @Test("a missing or malformed baseline file exits 2 naming it")
    func badFile() throws {
        let (bundle, out) = try defects()
        defer { bundle.delete(); out.delete() }
        let missing = try run(bundle, ["--baseline", out.path + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.json: cannot read the baseline"))
        try out.write("bad.json", text: "[1, 2]")
        let bad = try run(bundle, ["--baseline", out.path + "/bad.json"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: not a baseline file written by assetcheck"))
    }
}
