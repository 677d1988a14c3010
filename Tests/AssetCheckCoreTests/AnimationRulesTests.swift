import AssetCheckCore
import AssetCheckTestSupport
import Foundation
import Testing

/// The animation classes of Rules/bennie.yml match playbook 5.2 and the places animations live.
@Suite("Animation rules")
struct AnimationRulesTests {
    private static let rules: RuleSet = {
        let text = try! String(contentsOfFile: Repository.bennieRules, encoding: .utf8)
        return try! RuleSetLoader.load(yaml: text, source: "Rules/bennie.yml", resolver: Repository.rulesResolver)
    }()

    @Test("frame rates and durations are those of playbook 5.2",
          arguments: [
              ("bennie-animation", 30.0, 0.5, 2.0),
              ("lemminge-animation", 30, 0.5, 1),
              ("confetti-animation", 60, 2.999, 3.001),
              ("coin-fly-animation", 60, 0.799, 0.801),
              ("progress-fill-animation", 30, 0.499, 0.501),
          ])
    func playbook(id: String, fps: Double, min: Double, max: Double) throws {
        let expected = try #require(Self.rules.assetClass(named: id)?.animation)
        #expect(expected.frameRate == fps)
        let duration = try #require(expected.duration)
        #expect(abs(duration.min - min) < 1e-9 && abs(duration.max - max) < 1e-9)
    }

    @Test("loose files, catalog data sets and animation images find their class",
          arguments: [
              ("Animations/Bennie/wave.json", "bennie-animation"),
              ("Animations/Bennie/Loops/idle_blink.json", "bennie-animation"),
              ("Assets.xcassets/Animations/Bennie/wave.dataset/wave.json", "bennie-animation"),
              ("Animations/Lemminge/cheer.json", "lemminge-animation"),
              ("Animations/Effects/confetti.json", "confetti-animation"),
              ("Assets.xcassets/Animations/Effects/confetti.dataset/confetti.json", "confetti-animation"),
              ("Animations/Effects/coin_fly.json", "coin-fly-animation"),
              ("Animations/Effects/progress_fill.json", "progress-fill-animation"),
              ("Animations/Bennie/images/img_0.png", "animation-image"),
              ("Animations/Effects/images/coin.png", "animation-image"),
          ])
    func classes(path: String, id: String) {
        #expect(Self.rules.assetClass(forPath: path)?.id == id)
    }

    @Test("a class's file-size and layer limits are read from the rules, and bad values are refused")
    func limits() throws {
        let yaml = """
            name: t
            classes:
              anim:
                kind: animation
                paths: ["A/**/*.json"]
                frame-rate: 30
                max-file-size: 500 KB
                max-layers: 60
            """
        let expected = try #require(try RuleSetLoader.load(yaml: yaml, source: "t.yml").assetClass(named: "anim")?.animation)
        #expect(expected.maxFileBytes == 500_000 && expected.maxLayers == 60)
        #expect(throws: RulesError.self) {
            try RuleSetLoader.load(yaml: yaml.replacingOccurrences(of: "max-layers: 60", with: "max-layers: 0"), source: "t.yml")
        }
        #expect(throws: RulesError.self) {
            try RuleSetLoader.load(yaml: yaml.replacingOccurrences(of: "frame-rate: 30", with: "frame-rate: fast"), source: "t.yml")
        }
    }

    @Test("animation checks are errors, except unsupported features, which are warnings")
    func severities() {
        let animationChecks = CheckCatalog.all.filter { $0.id.rawValue.hasPrefix("animation.") }
        let warnings = animationChecks.filter { $0.defaultSeverity == .warning }.map(\.id.rawValue)
        #expect(warnings == LottieFeature.allCases.map { "animation." + $0.rawValue }.sorted())
        #expect(animationChecks.count == 17)
    }
}
