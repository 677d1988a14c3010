import AssetCheckCore
import Foundation
import Testing

/// Numbers from files that overflow a Double must become absent facts or findings, and nothing
/// that reaches the manifest encoder may make it fail.
@Suite("Non-finite facts")
struct NonFiniteFactsTests {
    private static let rules = CheckExample.rules("""
          effects:
            kind: animation
            paths: ["Effects/**"]
            frame-rate: 30
            duration: {min: 0.5, max: 2}
        """)

    @Test("op 1e300 at fr 1e-300: the duration is absent and the structure finding says why")
    func overflowingDuration() throws {
        let facts = AnimationFacts(version: "5.7", frameRate: 1e-300, inPoint: 0, outPoint: 1e300, width: 10, height: 10,
                                   topLevelLayers: 1, totalLayers: 1)
        #expect(facts.duration == nil)
        let example = CheckExample.triggering("", rules: Self.rules, [.exampleLottie("Effects/spin.json", facts)])
        let findings = try example.findings()
        let structure = try #require(findings.first { $0.check.rawValue == "animation.structure" })
        #expect(structure.message.contains("too large to be a number of seconds"))
        let snapshot = BundleSnapshot(records: [.exampleLottie("Effects/spin.json", facts)])
        let rules = try RuleSetLoader.load(yaml: Self.rules, source: "t.yml")
        let manifest = AssetManifest(snapshot: snapshot, rules: rules, findings: findings)
        let text = String(decoding: try manifest.encoded(), as: UTF8.self)
        #expect(text.contains("\"outPoint\" : 1e+300"))
        #expect(!text.contains("\"duration\""))
    }

    @Test("a non-finite number that still reaches the encoder is written as a string and read back")
    func encoderCannotFail() throws {
        struct Measured: Codable, Equatable { var values: [Double] }
        let value = Measured(values: [.infinity, -.infinity, 1.5])
        let data = try DeterministicJSON.encode(value)
        #expect(String(decoding: data, as: UTF8.self).contains("\"Infinity\""))
        #expect(try DeterministicJSON.decoder.decode(Measured.self, from: data) == value)
        let nan = try DeterministicJSON.decoder.decode(Measured.self, from: try DeterministicJSON.encode(Measured(values: [.nan])))
        #expect(nan.values.first?.isNaN == true)
    }
}
