import AssetCheckCore
import Foundation
import Testing

/// Facts read from hand-written Lottie files by the real inspector.
@Suite("Lottie reader")
struct LottieReaderTests {
    private func facts(_ fixture: String) throws -> AnimationFacts {
        let record = try LottieFixtures.inspect(fixture: fixture, at: "Bennie/\(fixture)")
        #expect(record.problems.isEmpty)
        return try #require(record.animation)
    }

    @Test("header fields, duration and counts of a minimal animation")
    func minimal() throws {
        let record = try LottieFixtures.inspect(fixture: "minimal-30fps-1s.json", at: "Bennie/idle.json")
        #expect(record.format == .json)
        #expect(record.kind == .animation)
        #expect(record.problems.isEmpty)
        let facts = try #require(record.animation)
        #expect(facts.version == "5.7.4")
        #expect(facts.frameRate == 30 && facts.inPoint == 0 && facts.outPoint == 30)
        #expect(facts.width == 200 && facts.height == 200)
        #expect(facts.duration == 1)
        #expect(facts.topLevelLayers == 1 && facts.totalLayers == 1 && facts.assets == 0)
        #expect(facts.defects.isEmpty && facts.unsupportedFeatures.isEmpty)
    }

    @Test("missing and mistyped required fields are recorded where they are")
    func defects() throws {
        #expect(try facts("missing-fr.json").defects == [LottieFieldDefect(field: "fr", expected: "a number")])
        #expect(try facts("missing-fr.json").duration == nil)
        #expect(try facts("no-layers.json").defects == [LottieFieldDefect(field: "layers", expected: "a list")])
        #expect(try facts("layer-without-start.json").defects == [
            LottieFieldDefect(field: "layers[0].st", expected: "a number"),
            LottieFieldDefect(field: "layers[1].ty", expected: "a number", found: "a string"),
        ])
        let sane = try facts("no-frames-zero-width.json")
        #expect(sane.defects.isEmpty)
        #expect(sane.inPoint == 10 && sane.outPoint == 10 && sane.width == 0)
    }

    @Test("a document that is not an object is a defect, not a crash")
    func topLevelList() throws {
        let record = try LottieFixtures.inspect("Bennie/list.json", Array("[1, 2]".utf8))
        #expect(record.animation?.defects == [LottieFieldDefect(field: "(top level)", expected: "an object", found: "a list")])
    }

    @Test("image assets are sorted into embedded, external and remote")
    func images() throws {
        let facts = try facts("images-embedded-external-remote.json")
        #expect(facts.assets == 4)
        #expect(facts.embeddedImages == 1)
        #expect(facts.externalImages == ["images/img_1.png"])
        #expect(facts.remoteImages == ["https://cdn.example.com/anim/img_2.png", "http://example.com/img_3.png"])
    }

    @Test("layers inside precompositions are counted with the top-level ones")
    func precompLayers() throws {
        let facts = try facts("precomp-2-plus-3-layers.json")
        #expect(facts.topLevelLayers == 2 && facts.totalLayers == 5 && facts.assets == 1)
    }

    @Test("each unsupported feature is found with its count and places",
          arguments: [
              ("expression-on-rotation.json", LottieFeatureUse(feature: .expression, count: 1, places: [
                  "layer 'spinner' (layers[0]) at layers[0].ks.r"])),
              ("merge-paths.json", LottieFeatureUse(feature: .mergePaths, count: 1, places: [
                  "layer 'badge' (layers[0]) at layers[0].shapes[0].it[2]"])),
              ("luma-matte.json", LottieFeatureUse(feature: .lumaMatte, count: 1, places: [
                  "layer 'sparkle' (layers[1]): luma matte"])),
              ("mask-modes.json", LottieFeatureUse(feature: .maskMode, count: 3, places: [
                  "layer 'glow' (layers[0]), mask 'lighten': Lighten mode",
                  "layer 'glow' (layers[0]), mask 'difference': Difference mode",
                  "layer 'glow' (layers[0]), mask 'expanded': mask expansion"])),
              ("effects-blur-and-drop-shadow.json", LottieFeatureUse(feature: .effect, count: 2, places: [
                  "layer 'star' (layers[0]): effect 'Gaussian Blur' (type 29)",
                  "layer 'star' (layers[0]): layer style 'Outer Glow'"])),
              ("text-layer-with-glyphs.json", LottieFeatureUse(feature: .textLayer, count: 1, places: [
                  "text layer 'title' (layers[0]) in font 'ChalkboardSE-Bold'"])),
              ("auto-orient.json", LottieFeatureUse(feature: .autoOrient, count: 1, places: ["layer 'plane' (layers[0])"])),
          ])
    func unsupportedFeature(fixture: String, expected: LottieFeatureUse) throws {
        #expect(try facts(fixture).unsupportedFeatures == [expected])
    }

    @Test("features in hidden layers and hidden groups are not reported")
    func hiddenLayers() throws {
        #expect(try facts("hidden-layer-with-unsupported-features.json").unsupportedFeatures == [])
    }

    @Test("features inside precompositions name the precomposition, and places stop at three")
    func precompPlaces() throws {
        let layer = #"{"ty":3,"nm":"L","ks":{"p":{"a":0,"k":[0,0],"x":"wiggle(1,1)"}},"ip":0,"op":30,"st":0}"#
        let layers = Array(repeating: layer, count: 5).joined(separator: ",")
        let json = #"{"v":"5","fr":30,"ip":0,"op":30,"w":9,"h":9,"layers":[],"assets":[{"id":"c","nm":"arm","layers":["#
            + layers + "]}]}"
        let facts = try #require(try LottieFixtures.inspect("Bennie/p.json", Array(json.utf8)).animation)
        #expect(facts.unsupportedFeatures == [LottieFeatureUse(feature: .expression, count: 5, places: [
            "layer 'L' in precomp 'arm' (assets[0].layers[0]) at assets[0].layers[0].ks.p",
            "layer 'L' in precomp 'arm' (assets[0].layers[1]) at assets[0].layers[1].ks.p",
            "layer 'L' in precomp 'arm' (assets[0].layers[2]) at assets[0].layers[2].ks.p",
        ])])
        #expect(facts.totalLayers == 5)
    }

    @Test("a .json that no class claims is an animation only when it looks like Lottie, else a JSON document")
    func unclassified() throws {
        let prompts = try LottieFixtures.inspect("Data/Prompts.json", Array(#"{"prompts": ["Hallo"]}"#.utf8))
        #expect(prompts.assetClass == nil && prompts.animation == nil && prompts.problems.isEmpty)
        #expect(prompts.kind == .json && prompts.json == JSONDocumentFacts(root: "object", count: 1))
        let stray = try LottieFixtures.inspect(fixture: "minimal-30fps-1s.json", at: "Misc/idle.json")
        #expect(stray.assetClass == nil && stray.animation?.frameRate == 30)
        let broken = try LottieFixtures.inspect("Data/broken.json", Array("{".utf8))
        #expect(broken.kind == .json)
        #expect(broken.problems.map(\.check) == [.jsonSyntax], "a broken JSON document is not a broken animation")
    }

    @Test("bytes that are another format are named, not parsed")
    func otherFormat() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let record = try LottieFixtures.inspect("Bennie/wave.json", png)
        #expect(record.problems.map(\.message) == ["content is a PNG image, not JSON text"])
        #expect(record.problems.map(\.check) == [.animationInvalidJSON])
        #expect(record.animation == nil)
    }

    @Test("invalid JSON is reported with its line and column")
    func invalidJSON() throws {
        let truncated = try LottieFixtures.inspect(fixture: "truncated.json", at: "Bennie/cut.json")
        #expect(truncated.problems.map(\.message) == [
            "is not valid JSON: the file ends in the middle of the JSON (it was cut off?) at line 10, column 3"])
        let comma = try LottieFixtures.inspect(fixture: "trailing-comma.json", at: "Bennie/comma.json")
        #expect(comma.problems.map(\.message) == [
            "is not valid JSON: expected a key in double quotes, found '}' at line 9, column 1"])
        #expect(comma.assetClass == "bennie-animation")
        #expect(comma.animation == nil)
    }

    @Test("facts encode deterministically, with the derived duration, and decode back")
    func encoding() throws {
        let facts = try facts("images-embedded-external-remote.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(facts)
        #expect(try encoder.encode(facts) == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""duration":1,"#))
        #expect(try JSONDecoder().decode(AnimationFacts.self, from: data) == facts)
    }
}
