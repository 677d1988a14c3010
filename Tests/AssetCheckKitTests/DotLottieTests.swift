import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// dotLottie archives (`.lottie`: a zip of manifest.json, animations/*.json and images/), read in
/// place and each animation checked as a loose Lottie file is.
@Suite("dotLottie")
struct DotLottieTests {
    private static func confettiJSON() throws -> String {
        try String(contentsOfFile: Repository.examples + "/Animations/Effects/confetti.json", encoding: .utf8)
    }

    private static func dotLottie(_ animations: [(String, String)]) -> [UInt8] {
        ZipFixture.archive([.init("manifest.json", text: #"{"version": "1", "animations": [{"id": "confetti"}]}"#)]
            + animations.map { ZipFixture.Entry("animations/\($0.0).json", text: $0.1) })
    }

    @Test("a dotLottie whose animations fit the class checks clean, read as an animation, not 'a ZIP archive, not JSON'")
    func clean() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.remove("Animations/Effects/confetti.json")
        try bundle.folder.write("Animations/Effects/confetti.lottie", Self.dotLottie([("confetti", try Self.confettiJSON())]))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
        let entry = try #require(outcome.manifest.assets.first { $0.path == "Animations/Effects/confetti.lottie" })
        #expect(entry.assetClass == "confetti-animation")
        guard let facts = entry.facts.as(AnimationFacts.self) else { Issue.record("no animation facts"); return }
        #expect(facts.frameRate == 60)
        #expect(facts.dotLottie?.map(\.path) == ["animations/confetti.json"])
    }

    @Test("each animation inside is checked by the class: a 30 fps one and a broken one are named in the archive")
    func eachAnimation() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let slow = try Self.confettiJSON().replacingOccurrences(of: #""fr":60"#, with: #""fr":30"#)
            .replacingOccurrences(of: #""fr": 60"#, with: #""fr": 30"#)
        try bundle.folder.write("Animations/Effects/confetti_more.lottie",
                                Self.dotLottie([("a", try Self.confettiJSON()), ("b", slow), ("c", "{ \"v\": ")]))
        let findings = try await bundle.check().findings.filter { $0.path == "Animations/Effects/confetti_more.lottie" }
        #expect(findings.map(\.check).contains(.animationFrameRate))
        #expect(findings.map(\.check).contains(.animationInvalidJSON))
        #expect(findings.first { $0.check == .animationFrameRate }?.message.hasPrefix("animations/b.json in this dotLottie: runs at 30 fps") == true)
        #expect(!findings.contains { $0.message.contains("animations/a.json") })
    }

    @Test("a feature lottie-ios can't render in any animation inside is one warning on the archive, naming the entry")
    func featuresOfEveryAnimation() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let plain = try Self.confettiJSON()
        let expression = plain.replacingOccurrences(of: #""r":{"a":0,"k":0}"#, with: #""r":{"a":0,"k":0,"x":"loopOut('pingpong')"}"#)
        #expect(expression != plain)
        try bundle.folder.write("Animations/Effects/confetti_more.lottie", Self.dotLottie([("a", plain), ("b", expression)]))
        let findings = try await bundle.check().findings.filter { $0.path == "Animations/Effects/confetti_more.lottie" }
        #expect(findings.map(\.check) == [.animationExpression], "\(findings)")
        #expect(findings.first?.message.contains("animations/b.json") == true, "\(findings.first?.message ?? "")")
    }

    @Test("a dotLottie 2 archive keeps its animations in a/ (as lottie-ios's own zen_lottiev2.lottie does) and checks clean")
    func version2() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.remove("Animations/Effects/confetti.json")
        try bundle.folder.write("Animations/Effects/confetti.lottie", ZipFixture.archive([
            .init("manifest.json", text: #"{"version":"2","animations":[{"id":"Main Scene"}]}"#),
            .init("a/Main Scene.json", text: try Self.confettiJSON()),
        ]))
        let outcome = try await bundle.check()
        #expect(outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" } == [])
        #expect(outcome.snapshot.record(at: "Animations/Effects/confetti.lottie")?.animation?.dotLottie?.map(\.path)
            == ["a/Main Scene.json"])
    }

    @Test("a damaged dotLottie, or one without animations, is one animation finding, never an add-on one")
    func damaged() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        try bundle.folder.write("Animations/Effects/confetti_cut.lottie",
                                ZipFixture.cuttingDirectory(Self.dotLottie([("a", try Self.confettiJSON())]), by: 10))
        try bundle.folder.write("Animations/Effects/confetti_empty.lottie",
                                ZipFixture.archive([.init("manifest.json", text: "{}")]))
        let found = try await bundle.findings().filter { $0.contains(".lottie") }
        #expect(found == ["Animations/Effects/confetti_cut.lottie animation.invalid-json",
                          "Animations/Effects/confetti_empty.lottie animation.invalid-json"])
    }
}
