import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// `assetcheck watch` (issue 7): real file writes in a temporary copy of the example bundle.
@Suite("Watch mode", .tags(.slow), .timeLimit(.minutes(5)))
struct WatchTests {
    private var good: [UInt8] {
        Array(FileManager.default.contents(atPath: Repository.examples + "/UI/button_play@2x.png") ?? Data())
    }

    @Test("a re-check names the saved file and the files its change affects, then 'fixed'; a change without an event is found too")
    func recheckLines() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let watcher = BundleWatcher(checker: BundleChecker(rules: ExampleBundle.rules), root: bundle.folder.path)
        let first = try await watcher.check()
        // UI elements have no fixed size, so a wrong @2x shows as the @3x no longer being 1.5 x it.
        try bundle.folder.write("UI/button_play@2x.png", PNGFixture.sprite(250, 96))
        let broken = try await watcher.recheck(after: first, changed: ["UI/button_play@2x.png"])
        let shown = bundle.folder.path + "/UI/button_play@2x.png"
        let other = bundle.folder.path + "/UI/button_play@3x.png"
        // The @3x was not saved, but its verdict moved with the @2x: it gets its line too.
        #expect(broken.lines() == [
            "\(shown): ok",
            "\(other): error: [image.scale-ratio] @3x is 360x144 px, but 1.5 x the @2x size (250x96 px) is 375x144 px; "
                + "export @3x at 375x144",
        ])
        try bundle.folder.write("UI/button_play@2x.png", good)
        // No event at all (an overflowed queue): the content hash still shows what changed.
        let fixed = try await watcher.recheck(after: broken.outcome, changed: [])
        #expect(fixed.lines() == ["\(shown): ok", "\(other): fixed"])
        let quiet = try await watcher.recheck(after: fixed.outcome, changed: [])
        #expect(quiet.isEmpty)
    }

    @Test("a removed @3x is 'removed', and its @2x gets the missing-scale error; a new folder's files are checked")
    func removedAndNewFolders() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let watcher = BundleWatcher(checker: BundleChecker(rules: ExampleBundle.rules), root: bundle.folder.path)
        let first = try await watcher.check()
        try bundle.folder.remove("Characters/Lemminge/sad@3x.png")
        try bundle.folder.write("Characters/Bennie/Extra/jump@2x.png", PNGFixture.sprite(600, 900))
        let update = try await watcher.recheck(after: first, changed: ["Characters/Lemminge/sad@3x.png", "Characters/Bennie/Extra"])
        let states = update.files.map { "\($0.path) \(Self.describe($0.state))" }
        #expect(states == [
            "Characters/Bennie/Extra/jump@2x.png image.scale-pair",
            "Characters/Lemminge/sad@2x.png image.scale-pair",
            "Characters/Lemminge/sad@3x.png removed",
        ])
    }

    @Test("the command prints a broken file within seconds of the save, then 'fixed', rewrites the HTML report, and exits 0 on Ctrl-C",
          .tags(.subprocess), arguments: [false, true])
    func command(polling: Bool) throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let scratch = try TemporaryFolder(prefix: "assetcheck-watch")
        defer { scratch.delete() }
        let report = scratch.path + "/report.html"
        let watch = try WatchProcess([bundle.folder.path, "--rules", Repository.bennieRules, "--no-config",
                                      "--report", "html:\(report)"] + (polling ? ["--poll"] : []), cacheFolder: scratch.path + "/cache")
        let ready = watch.wait(for: "press Ctrl-C to stop", inErrors: true, timeout: .seconds(60))
        try #require(ready != nil, "watch did not start: \(watch.standardError)")
        #expect(watch.standardError.contains(polling ? "(polling every 0.5 s)" : "(inotify)"))
        #expect(FileManager.default.fileExists(atPath: report))

        let path = bundle.folder.path + "/Characters/Bennie/wave@2x.png"
        var offset = watch.standardOutput.count
        try bundle.folder.write("Characters/Bennie/wave@2x.png", PNGFixture.sprite(598, 900))
        let broken = watch.wait(for: "\(path): error: [image.size] 598x900 px", after: offset)
        try #require(broken != nil, "no line for the broken file: \(watch.standardOutput)")
        print("watch (\(polling ? "polling" : "inotify")): the broken file was reported \(broken!) after the save")
        #expect(Self.eventually { (try? String(contentsOfFile: report, encoding: .utf8))?.contains("598x900 px") == true })

        offset = watch.standardOutput.count
        let goodWave = FileManager.default.contents(atPath: Repository.examples + "/Characters/Bennie/wave@2x.png") ?? Data()
        try bundle.folder.write("Characters/Bennie/wave@2x.png", Array(goodWave))
        #expect(watch.wait(for: "\(path): fixed", after: offset) != nil, "no 'fixed' line: \(watch.standardOutput)")
        #expect(Self.eventually { (try? String(contentsOfFile: report, encoding: .utf8))?.contains("598x900 px") == false })

        offset = watch.standardOutput.count
        try bundle.folder.write("Characters/Lemminge/happy@2x.png", PNGFixture.opaque(160, 200))
        #expect(watch.wait(for: "happy@2x.png: error: [image.transparent-background]", after: offset) != nil,
                "no line for the newly broken file: \(watch.standardOutput)")

        #expect(watch.interrupt() == 0, "\(watch.standardError)")
        #expect(watch.standardError.contains("Stopped watching"))
    }

    /// True once `condition` holds, checked for up to ten seconds.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(10) {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    static func describe(_ state: WatchUpdate.FileUpdate.State) -> String {
        switch state {
        case .fixed: "fixed"
        case .ok: "ok"
        case .removed: "removed"
        case let .findings(findings): findings.map(\.check.rawValue).joined(separator: ",")
        }
    }
}
