import AssetCheckCore
import AssetCheckKit
import AssetCheckTestSupport
import Foundation
import Testing

/// The whole pipeline on a copy of the example bundle with planted Lottie defects (issue 4).
@Suite("Animations end to end")
struct AnimationEndToEndTests {
    private static let animationFiles = [
        "Animations/Bennie/bennie_idle.json", "Animations/Bennie/bennie_wave.json",
        "Animations/Lemminge/lemminge_cheer.json", "Animations/Effects/confetti.json",
        "Animations/Effects/coin_fly.json", "Animations/Effects/progress_fill.json",
        "Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/lemminge_hop.json",
    ]

    private func text(_ bundle: ExampleBundle, _ path: String) throws -> String {
        try String(contentsOfFile: bundle.folder.path + "/" + path, encoding: .utf8)
    }

    /// Rewrites `path` in the copy, replacing `old` (which must be there) with `new`.
    private func edit(_ bundle: ExampleBundle, _ path: String, _ old: String, _ new: String) throws {
        let original = try text(bundle, path)
        #expect(original.contains(old), "\(path) has no \(old)")
        try bundle.folder.write(path, text: original.replacingOccurrences(of: old, with: new))
    }

    @Test("every animation class is in the example, and none of its animations has a finding")
    func exampleAnimationsAreClean() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        let outcome = try await bundle.check()
        let records = Dictionary(uniqueKeysWithValues: outcome.snapshot.records.map { ($0.path, $0) })
        for path in Self.animationFiles {
            #expect(records[path]?.animation != nil, "\(path) was not read as an animation")
        }
        let classes = Set(outcome.snapshot.records.compactMap { $0.animation == nil ? nil : $0.assetClass })
        #expect(classes == ["bennie-animation", "lemminge-animation", "confetti-animation", "coin-fly-animation",
                            "progress-fill-animation"])
        #expect(records["Animations/Bennie/bennie_wave.json"]?.animation?.externalImages == ["images/sparkle.png"])
        #expect(records["Animations/Bennie/images/sparkle.png"]?.assetClass == "animation-image")
        let animationFindings = outcome.findings.filter {
            $0.check.rawValue.hasPrefix("animation.") || ($0.path ?? "").contains("Animations/")
        }
        #expect(animationFindings.map { "\($0.path ?? "") \($0.check): \($0.message)" } == [])
    }

    @Test("the planted defects of issue 4 give exactly those findings")
    func plantedDefects() async throws {
        let bundle = try ExampleBundle()
        defer { bundle.delete() }
        // Whatever the rest of the example reports (nothing, once every area is done) stays as it is.
        let baseline = try await bundle.findings()

        try edit(bundle, "Animations/Bennie/bennie_idle.json", #""fr":30"#, #""fr":25"#)        // 45 frames: 1.8 s, in range
        try edit(bundle, "Animations/Lemminge/lemminge_cheer.json", #""op":24,"w""#, #""op":75,"w""#)  // 2.5 s
        try edit(bundle, "Animations/Effects/confetti.json", #""fr":60,"ip":0,"op":180"#, #""fr":30,"ip":0,"op":90"#)  // still 3 s
        try edit(bundle, "Animations/Effects/coin_fly.json", #""fr":60,"#, "")                      // no frame rate
        let fill = try text(bundle, "Animations/Effects/progress_fill.json")
        try bundle.folder.write("Animations/Effects/progress_fill.json", text: String(fill.prefix(700)))  // cut off
        try edit(bundle, "Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/lemminge_hop.json",
                 #""r":{"a":0,"k":0},"a""#, #""r":{"a":0,"k":0,"x":"loopOut('pingpong')"},"a""#)  // an expression
        try edit(bundle, "Animations/Bennie/bennie_wave.json", #""u":"images/""#, #""u":"https://cdn.example.com/bennie/""#)

        let outcome = try await bundle.check()
        let found = outcome.findings.map { "\($0.path ?? "(bundle)") \($0.check)" }
        let planted = [
            "Animations/Bennie/bennie_idle.json animation.frame-rate",
            "Animations/Bennie/bennie_wave.json animation.remote-image",
            "Animations/Effects/coin_fly.json animation.structure",
            "Animations/Effects/confetti.json animation.frame-rate",
            "Animations/Effects/progress_fill.json animation.invalid-json",
            "Animations/Lemminge/lemminge_cheer.json animation.duration",
            "Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset/lemminge_hop.json animation.expression",
        ]
        #expect(found.filter { !baseline.contains($0) } == planted)
        #expect(found.count == baseline.count + planted.count)

        let messages = Dictionary(outcome.findings.compactMap { f in f.path.map { ("\($0) \(f.check)", f) } },
                                  uniquingKeysWith: { first, _ in first })
        #expect(messages[planted[0]]?.message == "runs at 25 fps, but Bennie animations must run at 30 fps")
        #expect(messages[planted[2]]?.message == "can't be loaded by lottie-ios as it is: 'fr' is missing")
        #expect(messages[planted[3]]?.message == "runs at 30 fps, but the confetti animation must run at 60 fps")
        #expect(messages[planted[4]]?.message
            == "is not valid JSON: the file ends in the middle of the JSON (it was cut off?) at line 1, column 701")
        #expect(messages[planted[5]]?.message
            == "lasts 2.5 s (75 frames at 30 fps), but Lemminge animations must last 0.5 to 1 s")
        #expect(messages[planted[1]]?.severity == .error)
        #expect(messages[planted[6]]?.severity == .warning)
    }
}
