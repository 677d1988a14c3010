import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `--write-baseline` and `--baseline` in process, on a real bundle: old findings are accepted,
/// new ones fail, fixed ones are stale entries, and an old layout still works with one note.
@Suite("Baseline requests")
struct BaselineRequestTests {
    /// The example bundle with two size errors and one single-scale warning, and a folder
    /// outside it for the baseline files.
    private struct Fixture {
        let bundle: ExampleBundle
        let out: TemporaryFolder

        init() throws {
            bundle = try ExampleBundle()
            out = try TemporaryFolder()
            try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
            try bundle.folder.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(897, 1350))
            try bundle.folder.write("Misc/stray@2x.png", PNGFixture.sprite(10, 10))
        }

        var file: String { out.path + "/baseline.json" }

        /// Checks the whole bundle, then applies `request`, as `assetcheck check` does.
        func check(_ request: BaselineRequest) async throws -> CheckOutcome {
            try request.apply(to: try await bundle.check())
        }

        /// Checks `files` only (a pre-commit run) with `request`, through a ``CheckRequest``.
        func check(files: [String], _ request: BaselineRequest) async throws -> CheckOutcome? {
            let setup = try CheckSetup(rules: RulesRequest(rules: Repository.bennieRules, ignoresConfiguration: true),
                                       path: bundle.folder.path, workingDirectory: bundle.folder.path)
            return try await CheckRequest(setup: setup, changes: ChangeRequest(files: files), baseline: request,
                                          usesCache: false, toolVersion: "test").run(workingDirectory: bundle.folder.path)
        }

        func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

        func delete() {
            bundle.delete()
            out.delete()
        }
    }

    private func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
    }

    @Test("writing records every finding with bundle-relative paths, and the same findings write the same bytes")
    func writes() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let written = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        #expect(written.errorCount == 2, "writing a baseline reports and fails as usual")
        #expect(written.baseline == nil)
        let text = try fixture.text(fixture.file)
        #expect(text.contains("\"path\" : \"Characters/Bennie/wave@2x.png\""))
        #expect(text.contains("\"check\" : \"image.size\""))
        #expect(text.contains("\"version\" : 2"))
        #expect(!text.contains(fixture.bundle.folder.path), "paths are bundle-relative")
        _ = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        #expect(try fixture.text(fixture.file) == text)
    }

    @Test("with the baseline applied, today's findings no longer count, and the summary says how many it covers")
    func applies() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        _ = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        let request = BaselineRequest(baseline: fixture.file)
        let checked = try await fixture.check(request)
        #expect(checked.findings.isEmpty)
        #expect(checked.errorCount == 0 && checked.warningCount == 0)
        #expect(checked.baseline?.baselined.count == 3)
        #expect(TextReporter.summary(checked).contains(": 0 errors, 0 warnings, 3 baselined;"))
        #expect(checked.manifest.allFindings.count == 3, "the manifest still records every finding")
        #expect(request.staleNote(checked) == nil)
        #expect(request.legacyNote(checked) == nil)
    }

    @Test("a re-measured value is still the baselined finding; a new finding fails alone")
    func newFindingFails() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        _ = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        try fixture.bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(596, 900))
        try fixture.bundle.folder.write("Characters/Bennie/wave@3x.png", PNGFixture.sprite(894, 1350))
        #expect(try await fixture.check(BaselineRequest(baseline: fixture.file)).findings.isEmpty,
                "596x900 is the same wrong-size fact as 598x900")
        try fixture.bundle.folder.write("Characters/Bennie/idle@2x.png", [])
        let checked = try await fixture.check(BaselineRequest(baseline: fixture.file))
        #expect(lines(checked.findings) == ["Characters/Bennie/idle@2x.png file.empty"])
        #expect(TextReporter.summary(checked).contains(": 1 error, 0 warnings, 3 baselined;"))
    }

    @Test("a fixed finding is a stale entry, listed in a note on its own line and in the JSON report")
    func staleEntries() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        _ = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        try fixture.bundle.folder.remove("Misc/stray@2x.png")
        let request = BaselineRequest(baseline: fixture.file)
        let checked = try await fixture.check(request)
        #expect(checked.findings.isEmpty)
        #expect(checked.baseline?.baselined.count == 2)
        let note = try #require(request.staleNote(checked))
        let noteLines = note.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(noteLines.count == 3, "a heading, one line per stale entry, and the final line break")
        #expect(noteLines[0] == "note: 1 baseline entry in \(fixture.file) no longer occurs (fixed, or moved); "
            + "shrink the baseline with --write-baseline \(fixture.file):")
        #expect(noteLines[1].hasPrefix("  Misc/stray@2x.png: [image.single-scale] the only scale of this image is @2x"))
        #expect(noteLines[2].isEmpty)

        let json = JSONReporter().report(checked)
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let section = try #require(document?["baseline"] as? [String: Any])
        #expect(section["baselined"] as? Int == 2)
        let stale = try #require(section["stale"] as? [[String: Any]])
        #expect(stale.map { $0["path"] as? String } == ["Misc/stray@2x.png"])
        #expect(stale.first?["check"] as? String == "image.single-scale")
    }

    @Test("both options may name one file: the old baseline is applied before the new one replaces it")
    func sameFileForBoth() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        _ = try await fixture.check(BaselineRequest(writeBaseline: fixture.file))
        try fixture.bundle.folder.write("Characters/Bennie/idle@2x.png", [])
        let both = BaselineRequest(baseline: fixture.file, writeBaseline: fixture.file)
        let checked = try await fixture.check(both)
        #expect(lines(checked.findings) == ["Characters/Bennie/idle@2x.png file.empty"], "the new finding still fails this run")
        #expect(try fixture.text(fixture.file).contains("\"path\" : \"Characters/Bennie/idle@2x.png\""))
        #expect(try await fixture.check(BaselineRequest(baseline: fixture.file)).findings.isEmpty, "and is recorded for the next")
    }

    @Test("a run over some files (a pre-commit hook) calls nothing else stale and records the whole bundle")
    func scopedRun() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        let full = fixture.out.path + "/full.json", partial = fixture.out.path + "/partial.json"
        _ = try await fixture.check(BaselineRequest(writeBaseline: full))
        let request = BaselineRequest(baseline: full, writeBaseline: partial)
        let checked = try #require(try await fixture.check(files: ["Characters/Bennie/idle@2x.png"], request))
        #expect(checked.changedPaths == ["Characters/Bennie/idle@2x.png"])
        #expect(checked.findings.isEmpty)
        #expect(checked.baseline?.stale.isEmpty == true)
        #expect(request.staleNote(checked) == nil)
        #expect(try fixture.text(partial) == fixture.text(full))
    }

    @Test("a layout-1 baseline (keyed by message text) is still honoured, with a one-time note to record it again")
    func legacyLayout() async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        try fixture.out.write("baseline.json", text: """
            {"version":1,"entries":[
              {"path":"Characters/Bennie/wave@2x.png","check":"image.size","fact":"#x# px, but Bennie characters are #x# pt","count":1},
              {"path":"Characters/Bennie/wave@3x.png","check":"image.size","fact":"#x# px, but Bennie characters are #x# pt","count":1},
              {"path":"Misc/stray@2x.png","check":"image.single-scale","fact":"the only scale of this image is @#x","count":1}
            ]}
            """)
        let request = BaselineRequest(baseline: fixture.file)
        let checked = try await fixture.check(request)
        #expect(checked.findings.isEmpty, "\(lines(checked.findings))")
        #expect(checked.baseline?.baselined.count == 3)
        let note = try #require(request.legacyNote(checked))
        #expect(note.hasPrefix("note: \(fixture.file) is a baseline of an earlier assetcheck, keyed by message text;"))
        #expect(note.contains("Record it again with --write-baseline \(fixture.file)"))
        #expect(note.hasSuffix("\n") && note.dropLast().split(separator: "\n").count == 1, "one note, on one line")
        #expect(request.staleNote(checked) == nil)

        _ = try await fixture.check(BaselineRequest(baseline: fixture.file, writeBaseline: fixture.file))
        #expect(try fixture.text(fixture.file).contains("\"version\" : 2"))
        let rerecorded = try await fixture.check(request)
        #expect(rerecorded.findings.isEmpty)
        #expect(request.legacyNote(rerecorded) == nil, "once recorded again, no more note")
    }

    @Test("a missing, malformed or newer baseline file is an error naming it, and no baseline is written",
          arguments: [("none.json", nil, "cannot read the baseline (no such file, or no permission); write one with --write-baseline"),
                      ("bad.json", "[1, 2]", "not a baseline file written by assetcheck ("),
                      ("newer.json", #"{"version":3,"entries":[]}"#, "baseline version 3 is newer than this assetcheck reads (2)")])
    func badFile(name: String, content: String?, message: String) async throws {
        let fixture = try Fixture()
        defer { fixture.delete() }
        if let content { try fixture.out.write(name, text: content) }
        let path = fixture.out.path + "/" + name
        let outcome = try await fixture.bundle.check()
        let error = #expect(throws: BaselineFileError.self) {
            try BaselineRequest(baseline: path, writeBaseline: fixture.file).apply(to: outcome)
        }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix("\(path): ") == true)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: fixture.file))
    }
}
